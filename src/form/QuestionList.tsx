import { memo, useMemo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { QuestionGroup } from "./QuestionGroup.tsx";

/** Props of `QuestionList`. */
export interface QuestionListProps {
  /** The form's questions, in order. */
  questions: readonly QuestionItem[];
}

// Why groups: on every key press React re-renders the one question typed in, but to get there it
// visits each sibling of every component on the way down. In one flat list that is every question
// of the form (1,000 visits per key in a batch of 1,000); in groups of 32 it is the groups and the
// questions of one group (63). A fixed size, not √N, so questions streaming in at the end never move
// an earlier question into another group (which would remount it, and lose focus mid-typing). Every
// batch of up to 32 questions is one group, as a flat list was.
const GROUP_SIZE = 32;

/**
 * Every question of the form around it, in order, each keyed by id so a draft
 * never moves to another. Rendered in memoized groups that add no markup: the
 * questions stay direct children of the element around the list.
 */
export const QuestionList = memo(function QuestionList({ questions }: QuestionListProps) {
  const groups = useMemo(() => {
    const runs: { start: number; questions: readonly QuestionItem[] }[] = [];
    for (let start = 0; start < questions.length; start += GROUP_SIZE) {
      runs.push({ start, questions: questions.slice(start, start + GROUP_SIZE) });
    }
    return runs;
  }, [questions]);
  return groups.map((group) => <QuestionGroup key={group.start} questions={group.questions} start={group.start} />);
});
