import { type FormEvent, useId, useState } from "react";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { decisionControl } from "./decisionControl.ts";

/** What a round's form tells `useDecisionsFirst`: whether it was sent, and how to show its own errors. */
interface RoundForm {
  answered: boolean;
  check: () => void;
}

/**
 * The tool calls of a round sent at one Send (AG-UI's interrupts, an ADK
 * turn's confirmations, `ApprovalList`'s calls), each decided on its own
 * card: the decisions by key, and the hold that keeps Send back until every
 * call is decided. `calls` has one entry per item of the round, in order: its
 * key where the item is a tool call, `undefined` where it only asks
 * questions. `initial`: decisions already made (a list shown as its record).
 * Held, a `DecisionAlert` shows under each undecided card
 * (`undecided(key)`) until that call is decided, the round's form (if any)
 * shows its own errors at the same time, and the first undecided call's
 * decision takes focus.
 */
export function useDecisionsFirst(
  calls: readonly (string | undefined)[],
  form?: RoundForm,
  initial?: Record<string, ToolApprovalResponse>,
) {
  // The one record of the decisions: a view that sends them reads them here, never a copy of its own.
  const [decisions, setDecisions] = useState<Record<string, ToolApprovalResponse>>(() => initial ?? {});
  const [held, setHeld] = useState(false);
  const base = useId();
  /** The id of the item's card, where focus goes when it is the first one undecided. */
  const cardId = (index: number) => `${base}-call-${index}`;
  /** Focuses the decision of the item's card (its Approve, or its Deny where Deny is all it offers). */
  const focusDecision = (index: number) => document.querySelector<HTMLElement>(decisionControl(cardId(index)))?.focus();

  /**
   * Holds the send when a call is undecided: the lines show, `alsoShow` runs
   * (the form's own errors), the first undecided call's decision takes focus.
   * Returns whether it held.
   */
  function hold(alsoShow?: () => void): boolean {
    const first = calls.findIndex((key) => key !== undefined && !decisions[key]);
    if (first < 0) return false;
    setHeld(true);
    alsoShow?.();
    focusDecision(first);
    return true;
  }

  return {
    /** Each call's decision so far, by key. */
    decisions,
    /** The card's `onSubmit`: records the person's decision on the call with this key. */
    decide: (key: string) => (response: ToolApprovalResponse) =>
      setDecisions((before) => ({ ...before, [key]: response })),
    /** Takes back the decision on the call with this key (a "Change decision"): it is undecided again. */
    forget: (key: string) =>
      setDecisions((before) => {
        const { [key]: _taken, ...rest } = before;
        return rest;
      }),
    /** Whether the call with this key shows the line that it is still undecided (after a held Send). */
    undecided: (key: string) => held && !decisions[key],
    cardId,
    focusDecision,
    hold,
    /** The form's `onSubmit` hook: stops the send while a call is undecided. */
    holdUntilDecided(event: FormEvent<HTMLFormElement>) {
      if (form?.answered) return;
      if (hold(() => form?.check())) event.preventDefault();
    },
  };
}
