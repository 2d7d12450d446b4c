import { useState } from "react";
import type { OtherDraft, QuestionProps } from "../src/index.ts";

/**
 * The question components are controlled; a story holds the value the way a
 * host would, and still reports each edit to the `onChange` spy in its args.
 */
export function useControlledArgs<V extends string | string[] | OtherDraft>(args: QuestionProps<V>): QuestionProps<V> {
  const [value, setValue] = useState(args.value);
  return {
    ...args,
    value,
    onChange: (next) => {
      setValue(next);
      args.onChange(next);
    },
  };
}
