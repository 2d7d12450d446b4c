import { useEffect, useId, useRef, useState } from "react";
import { useBrowserLayoutEffect, useLatest } from "../form/index.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import { toOutcomeResult } from "../protocol/outcomeResult.ts";
import type { AnswerItem } from "../protocol/types.ts";
import { LazyOutcomeNote } from "./lazyWaitingParts.ts";
import { clearDraft } from "./sessionDrafts.ts";
import { useWaitingCall } from "./waitingQuestions.ts";

/** How a call ends here, while it waits: a reply in the chat, or the time running out. */
type EndedHere = Extract<QuestionOutcome, { kind: "replied" | "expired" }>;

/** What a call that ends without answers is told (`QuestionCall`'s `onReply`): the message, the draft, the tool result. */
export interface CallReplyInfo {
  /** The person's chat message, as they wrote it. */
  text: string;
  /** Whatever they had entered in the form (for the host only; never sent). */
  draft: AnswerItem[];
  /** What to return to the model: the format's `reply`, or the `replyText(text)` text. */
  toolResult: unknown;
}

/** What an expired call is told (`QuestionCall`'s `onExpire`). */
export interface CallExpiryInfo {
  /** Whatever the person had entered (for the record; never sent). */
  draft: AnswerItem[];
  /** What to return to the model: the format's `expire`, or the `expiredText()` text. */
  toolResult: unknown;
  /** How long the call waited for the person, in milliseconds (the countdown's time: paused time not counted). */
  afkTimeoutMs: number;
}

/** What `useWaiting` reads from `QuestionCall`. */
export interface WaitingOptions {
  /** The call waits for the person now (complete, open, not sent). */
  waiting: boolean;
  /** Names the call in `useWaitingQuestions().ids`. Optional, as the rest below but `answers`: a form that is no chat's call (InterruptForm) only expires. */
  callId?: string | undefined;
  /** The unsent draft's key, forgotten when the call ends here. */
  draftKey?: string | undefined;
  /** The call's format and its arguments, to write the results in. */
  format?: QuestionToolFormat<unknown> | undefined;
  input?: unknown;
  /** The answers entered so far. */
  answers: () => AnswerItem[];
  onWaitingChange?: ((waiting: boolean) => void) | undefined;
  onReply?: ((info: CallReplyInfo) => void) | undefined;
  onOutcome?: ((outcome: QuestionOutcome) => void) | undefined;
  onExpire?: ((info: CallExpiryInfo) => void) | undefined;
  timeoutMs?: number | undefined;
  expiresAt?: Date | number | undefined;
}

/**
 * The part of `QuestionCall` that waits: it registers the call with
 * `WaitingQuestionsProvider` (and tells `onWaitingChange`), takes a reply in
 * the chat when the host passes `onReply`, and runs the expiry. Returns how the
 * call ended here (`outcome`, `undefined` while it has not; `focus` when its
 * note takes focus) and the countdown's props.
 */
export function useWaiting(options: WaitingOptions) {
  const fallbackId = useId();
  // How the call ended here, and whether the note takes focus (it expired while focus was in the form).
  // `tell` hands the ending to the host, once it shows (see `end`).
  const [ended, setEnded] = useState<{ outcome: EndedHere; focus: boolean; tell: () => void }>();
  // The time the person has, fixed when the call begins to wait (a chat kit may pass it only then):
  // `expiresAt` read against the clock at that moment.
  const budget = useRef<number>(undefined);
  const { timeoutMs, expiresAt } = options;
  if (budget.current === undefined && options.waiting && (timeoutMs ?? expiresAt) !== undefined) {
    budget.current = Math.max(0, timeoutMs ?? +(expiresAt as Date | number) - Date.now());
  }
  const budgetMs = budget.current;
  const latest = useLatest(options);
  const waiting = options.waiting && !ended;

  // Ends once: a second message, or the timer after a reply, finds the call already ended.
  const done = useRef(false);
  // The host is told only once the ending shows. A chat kit re-renders the call as soon as it holds the
  // result (useChat from a store, in a render of its own), as "expired" with no draft, since the stored
  // text has none: told at once, it could show the note a frame without what the person had entered.
  function end(outcome: EndedHere, tell: () => void, focus = false) {
    if (done.current || !latest.current.waiting) return;
    done.current = true;
    const { draftKey } = latest.current;
    if (draftKey) clearDraft(draftKey);
    setEnded({ outcome, focus, tell });
  }
  // In the commit that shows the note, before anything else runs: a host (or a test) that sees the
  // note has been told.
  useBrowserLayoutEffect(() => {
    ended?.tell();
  }, [ended]);

  function reply(text: string) {
    const { format, input, answers, onReply, onOutcome } = latest.current;
    const draft = answers();
    const outcome = { kind: "replied", text } as const;
    end(outcome, () => {
      onReply?.({ text, draft, toolResult: toOutcomeResult(outcome, { format, input }) });
      onOutcome?.(outcome);
    });
  }

  function expire(hadFocus: boolean) {
    const { format, input, answers, onExpire, onOutcome } = latest.current;
    const draft = answers();
    const afkTimeoutMs = budgetMs ?? 0;
    const outcome = { kind: "expired", draft } as const;
    const tell = () => {
      onExpire?.({ draft, afkTimeoutMs, toolResult: toOutcomeResult(outcome, { format, input, afkTimeoutMs }) });
      onOutcome?.(outcome);
    };
    end(outcome, tell, hadFocus);
  }

  // A message in the chat or the time running out can end the call at any moment: the note's chunk
  // loads while the call waits, so the note replaces the form at once, not after a fetch that leaves
  // the space empty. A failed load is tried again when the note renders.
  const canEndHere = waiting && (!!options.onReply || budgetMs !== undefined);
  useEffect(() => {
    if (canEndHere) LazyOutcomeNote.preload().catch(() => undefined);
  }, [canEndHere]);

  useWaitingCall(waiting, options.callId ?? fallbackId, options.onReply && reply, options.onWaitingChange);
  return {
    outcome: ended?.outcome,
    focus: ended?.focus ?? false,
    expiry: budgetMs === undefined ? undefined : { budgetMs, onExpire: expire },
    waiting,
  };
}
