import { createContext, useContext, useEffect, useRef } from "react";
import { useLatest } from "../form/index.ts";

/**
 * What `useWaitingQuestions()` tells a host: the question calls that wait for
 * the person right now, so it can relabel or disable its chat input, set the
 * tab title or notify. A call counts once its arguments are complete and it
 * takes answers: not while it streams in (the agent is still writing), nor
 * once it has ended (answered, declined, replied in the chat, expired, dismissed
 * or failed), nor read-only or disabled.
 */
export interface WaitingQuestions {
  /** How many calls wait for the person. */
  count: number;
  /** The waiting calls' ids (the tool-call ids the chat adapters pass as `callId`), in the order they began to wait. */
  ids: readonly string[];
  /** Whether a waiting call takes a chat message as its answer (its `onReply`, the adapters' `replyInChat`). */
  canReply: boolean;
  /**
   * Answers every waiting call that takes replies with the person's chat
   * message: each ends as "replied in the chat" with `text` (SPEC §12). True
   * when one took it: the message is then on its way to the agent as that
   * call's result, so do not also send it as a new message. False (nothing
   * done) when none waits or `text` is blank.
   */
  reply: (text: string) => boolean;
}

/** One waiting call, as it registers with the provider. */
export interface WaitingCall {
  /** The call's id, for `WaitingQuestions.ids`. */
  id: string;
  /** Ends the call with the person's chat message; absent when the call takes no replies. */
  reply?: ((text: string) => void) | undefined;
}

/** What `WaitingQuestionsProvider` gives the calls under it and `useWaitingQuestions`. */
export interface WaitingQuestionsContextValue {
  /** The waiting calls, for `useWaitingQuestions`. */
  waiting: WaitingQuestions;
  /** Adds a waiting call; returns what removes it. */
  register: (call: WaitingCall) => () => void;
}

export const WaitingQuestionsContext = /* @__PURE__ */ createContext<WaitingQuestionsContextValue | undefined>(
  undefined,
);

const NONE: WaitingQuestions = /* @__PURE__ */ Object.freeze({
  count: 0,
  ids: [],
  canReply: false,
  reply: () => false,
});

/**
 * The question calls waiting for the person, from the nearest
 * `WaitingQuestionsProvider` (every `QuestionCall` under it, whichever chat
 * adapter renders it). Without a provider: none, always.
 */
export function useWaitingQuestions(): WaitingQuestions {
  return useContext(WaitingQuestionsContext)?.waiting ?? NONE;
}

/**
 * Registers a call with the nearest provider while `waiting`, with its reply
 * handler when it takes replies, and tells `onWaitingChange` each time it
 * begins or stops waiting. The handlers are read when called, so a new
 * function each render re-registers nothing.
 */
export function useWaitingCall(
  waiting: boolean,
  id: string,
  onReply: ((text: string) => void) | undefined,
  onWaitingChange: ((waiting: boolean) => void) | undefined,
): void {
  const context = useContext(WaitingQuestionsContext);
  const latest = useLatest({ onReply, onWaitingChange });
  const takesReplies = !!onReply;
  const register = context?.register;
  useEffect(() => {
    if (!waiting || !register) return;
    return register({ id, reply: takesReplies ? (text) => latest.current.onReply?.(text) : undefined });
  }, [waiting, id, takesReplies, register]);
  // Only a change is told, never the first "not waiting" (a stored call that never waited).
  const told = useRef(false);
  useEffect(() => {
    if (!waiting && !told.current) return;
    told.current = true;
    latest.current.onWaitingChange?.(waiting);
  }, [waiting]);
}
