import { useState } from "react";
import type { Draft } from "../../../src/protocol/types.ts";
import { BareQuestion, type BareQuestionProps } from "./BareQuestion.tsx";

/** A bare question that keeps its own value and reports every edit upwards. */
export function LocalQuestion({ question, onChange, error }: Omit<BareQuestionProps, "value">) {
  const [value, setValue] = useState<Draft>(undefined);
  return (
    <BareQuestion
      question={question}
      value={value}
      error={error}
      onChange={(id, next) => {
        setValue(next);
        onChange(id, next);
      }}
    />
  );
}
