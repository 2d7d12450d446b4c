import { type FormEvent, useId, useState } from "react";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { decisionControl } from "./decisionControl.ts";

/** What a round's form tells `useDecisionsFirst`: whether it was sent, and how to show its own errors. */
interface RoundForm {
  answered: boolean;
  check: () => void;
}

/**
 * The tool calls of a round that is one form (AG-UI's interrupts, an ADK
 * turn's confirmations), each decided on its own card, all sent with the
 * form's one Send: the decisions by key, and the hold that keeps Send back
 * until every call is decided. `calls` has one entry per item of the round,
 * in order: its key where the item is a tool call, `undefined` where it only
 * asks questions. Held, the form's own errors show at the same time, a
 * `DecisionAlert` shows under each undecided card (`undecided(key)`), and the
 * first one's decision takes focus.
 */
export function useDecisionsFirst(calls: readonly (string | undefined)[], form: RoundForm) {
  const [decisions, setDecisions] = useState<Record<string, ToolApprovalResponse>>({});
  const [held, setHeld] = useState(false);
  const base = useId();
  /** The id of the item's card, where focus goes when it is the first one undecided. */
  const cardId = (index: number) => `${base}-call-${index}`;

  /** The form's `onSubmit` hook: stops the send while a call is undecided. */
  function holdUntilDecided(event: FormEvent<HTMLFormElement>) {
    const first = calls.findIndex((key) => key !== undefined && !decisions[key]);
    if (first < 0 || form.answered) return;
    event.preventDefault();
    setHeld(true);
    form.check();
    document.querySelector<HTMLElement>(decisionControl(cardId(first)))?.focus();
  }

  return {
    /** Each call's decision so far, by key. */
    decisions,
    /** The card's `onSubmit`: records the person's decision on the call with this key. */
    decide: (key: string) => (response: ToolApprovalResponse) =>
      setDecisions((before) => ({ ...before, [key]: response })),
    /** Whether the call with this key shows the line that it is still undecided (after a held Send). */
    undecided: (key: string) => held && !decisions[key],
    cardId,
    holdUntilDecided,
  };
}
