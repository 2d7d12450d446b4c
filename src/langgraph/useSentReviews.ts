import { useCallback, useState } from "react";
import type { InterruptDecisions, InterruptReviewRead } from "../formats/langgraph.ts";

/** A review the person sent, kept as its record. */
export interface SentReview {
  /** Unique among the records (an interrupt's id can come back in a later pause). */
  key: string;
  /** The review, as it was read. */
  review: InterruptReviewRead;
  /** What was sent for it. */
  decisions: InterruptDecisions;
  /** The set of interrupts it answered: while that set is still shown, its own review shows the receipts. */
  of: unknown;
}

/** What `useSentReviews` gives: the records to show, and `keep` to add the reviews of one resume. */
export interface SentReviews {
  /** The reviews sent for earlier sets of interrupts, oldest first. */
  records: SentReview[];
  /** Called at the resume with the set of interrupts it answers and its reviews. */
  keep: (of: unknown, sent: readonly Omit<SentReview, "of">[]) => void;
}

/**
 * The reviews sent from this view, kept after `useStream`'s interrupts move
 * on (cleared, or the next pause): what the person decided, and what the
 * middleware did with it, stays on the page. Returns the records to show
 * (those of earlier sets of interrupts, oldest first) and `keep`, called at
 * the resume with the set and its reviews.
 */
export function useSentReviews(current: unknown): SentReviews {
  const [kept, setKept] = useState<SentReview[]>([]);
  const keep = useCallback((of: unknown, sent: readonly Omit<SentReview, "of">[]) => {
    setKept((before) => [
      ...before,
      ...sent.map((review) => ({ ...review, key: `${before.length}:${review.key}`, of })),
    ]);
  }, []);
  return { records: kept.filter((record) => record.of !== current), keep };
}
