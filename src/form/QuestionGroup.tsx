import { memo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { FormQuestion } from "./FormQuestion.tsx";

/** How many questions a group holds (see `QuestionList` for why groups, and why a fixed size). */
export const GROUP_SIZE = 32;

/** Props of `QuestionGroup`. */
export interface QuestionGroupProps {
  /** All the form's questions, in order: the same array for every group, so an unchanged form re-renders none. */
  questions: readonly QuestionItem[];
  /** The group's first question's place in `questions` (each control's id derives from its place). */
  start: number;
}

/**
 * The `GROUP_SIZE` questions from `start` on, with no markup of their own.
 * Memoized, so that React, re-rendering the one question being typed in,
 * steps over every other group without visiting its questions.
 */
export const QuestionGroup = memo(function QuestionGroup({ questions, start }: QuestionGroupProps) {
  return questions
    .slice(start, start + GROUP_SIZE)
    .map((question, index) => <FormQuestion key={question.id} question={question} index={start + index} />);
});
