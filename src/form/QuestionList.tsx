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
  // questions of one group (63). The browser has the same walk to make: typing forces a layout that
  // starts at the root and steps over every child of the form, so each group after the first is an
  // element of its own (styles.css lets the browser skip those off screen), and a key at N = 1,000
  // steps over 63 children, not 1,000. A fixed size, not √N, so questions streaming in at the end never
  // move an earlier question into another group (which would remount it, and lose focus mid-typing);
  // and no element around the first 32, so a form of up to 32 questions (every chat's) is a flat list
  // of them, and growing past 32 remounts none.
  const starts: number[] = [];
  for (let start = 0; start < questions.length; start += GROUP_SIZE) starts.push(start);
  return starts.map((start) => <QuestionGroup key={start} questions={questions} start={start} />);
});
