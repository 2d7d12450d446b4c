import { memo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { GROUP_SIZE, QuestionGroup } from "./QuestionGroup.tsx";

/** Props of `QuestionList`. */
export interface QuestionListProps {
  /** The form's questions, in order. */
  questions: readonly QuestionItem[];
}

/**
 * Every question of the form around it, in order, each keyed by id so a draft
 * never moves to another. Memoized: a host re-render with equal questions (the
 * form keeps one array per content) renders none of it.
 */
export const QuestionList = memo(function QuestionList({ questions }: QuestionListProps) {
  // Why groups: on every key press React re-renders the one question typed in, but to get there it
  // visits each sibling of every component on the way down. In one flat list that is every question
  // of the form (1,000 visits per key in a batch of 1,000); in groups of 32 it is the groups and the
  // questions of one group (63). A fixed size, not √N, so questions streaming in at the end never move
  // an earlier question into another group (which would remount it, and lose focus mid-typing). A
  // batch of up to 32 questions is one group, as a flat list was. The groups add no markup.
  const starts: number[] = [];
  for (let start = 0; start < questions.length; start += GROUP_SIZE) starts.push(start);
  return starts.map((start) => <QuestionGroup key={start} questions={questions} start={start} />);
});
