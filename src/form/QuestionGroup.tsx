import { type CSSProperties, memo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { useQuestionFormContext } from "./engine/QuestionFormContext.ts";
import { slotProps } from "./kit/slots.ts";
import { FormQuestion } from "./parts/FormQuestion.tsx";

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
 * The `GROUP_SIZE` questions from `start` on. The first group has no markup of
 * its own (a form of up to 32 questions is a flat list of them); every later
 * one is a `question-group` element. Memoized, so that React, re-rendering the
 * one question being typed in, steps over every other group without visiting
 * its questions.
 */
export const QuestionGroup = memo(function QuestionGroup({ questions, start }: QuestionGroupProps) {
  const classNames = useQuestionFormContext()?.classNames;
  const items = questions
    .slice(start, start + GROUP_SIZE)
    .map((question, index) => <FormQuestion key={question.id} question={question} index={start + index} />);
  // How many it holds, for styles.css to reserve about their height while the group is skipped off
  // screen (a last group of 1 must not hold the place of 32).
  const size = { "--qf-group-size": items.length } as CSSProperties;
  return start === 0 ? (
    items
  ) : (
    <div {...slotProps("question-group", classNames)} style={size}>
      {items}
    </div>
  );
});
