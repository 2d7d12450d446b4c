import { useMemo } from "react";
import { NO, YES } from "../../protocol/index.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { withDefaults } from "../kit/labels.ts";
import { RadioQuestion, type RadioQuestionProps } from "./RadioQuestion.tsx";

/** Props of `YesNo`: the shared question props with `"Yes"` or `"No"` as value. */
export type YesNoProps = QuestionProps<string>;

/**
 * A YesNo question as a pair of radio buttons. The display text comes from
 * `labels.yes` / `labels.no`; the value is always `"Yes"` or `"No"`.
 */
export function YesNo(props: YesNoProps) {
  const text = withDefaults(props.labels);
  // Built once per pair of labels, as SingleChoice builds its choices once per question.
  const choices = useMemo(
    () => [
      { value: YES, label: text.yes },
      { value: NO, label: text.no },
    ],
    [text.yes, text.no],
  );
  // Never an Other draft: YesNo has no allowOther.
  return <RadioQuestion {...props} onChange={props.onChange as RadioQuestionProps["onChange"]} choices={choices} />;
}
