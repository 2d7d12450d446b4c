import { memo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { FormQuestion } from "./FormQuestion.tsx";

/** Props of `QuestionGroup`. */
export interface QuestionGroupProps {
  /** A run of the form's questions, in order. */
  questions: readonly QuestionItem[];
  /** The first one's place in the whole form: each control's id derives from its place. */
  start: number;
}

/**
 * A run of consecutive questions with no markup of its own. Memoized, so that
 * React, re-rendering the one question being typed in, steps over every other
 * group without visiting its questions (see `QuestionList`).
 */
export const QuestionGroup = memo(function QuestionGroup({ questions, start }: QuestionGroupProps) {
  return questions.map((question, index) => (
    <FormQuestion key={question.id} question={question} index={start + index} />
  ));
});
