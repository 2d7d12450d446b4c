import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useLatest } from "../form/index.ts";
import { isBlank } from "../protocol/blank.ts";
import { type WaitingCall, type WaitingQuestions, WaitingQuestionsContext } from "./waitingQuestions.ts";

/** Props of `WaitingQuestionsProvider`. */
export interface WaitingQuestionsProviderProps {
  /** The chat: its transcript (where the question calls render) and its input (which reads `useWaitingQuestions`). */
  children?: ReactNode;
}

/**
 * Keeps count of the question calls under it that wait for the person, for
 * `useWaitingQuestions()` anywhere under it: put it around the whole chat,
 * transcript and input. Every `QuestionCall` registers itself, so it works
 * with every chat adapter (`QuestionToolPart`, `QuestionToolUI`, CopilotKit's
 * `useAskQuestions`) and with `QuestionCall` used directly.
 */
export function WaitingQuestionsProvider({ children }: WaitingQuestionsProviderProps) {
  const [calls, setCalls] = useState<readonly WaitingCall[]>([]);
  // `reply` runs from the host's send handler: it reads the calls as they are, not as last rendered.
  const current = useLatest(calls);
  const register = useCallback((call: WaitingCall) => {
    setCalls((all) => [...all, call]);
    return () => setCalls((all) => all.filter((each) => each !== call));
  }, []);
  const waiting = useMemo((): WaitingQuestions => {
    const reply = (text: string) => {
      if (isBlank(text)) return false;
      // Every waiting call that takes replies ends with the message: the person answered none of them.
      const takers = current.current.filter((call) => call.reply);
      for (const call of takers) call.reply?.(text);
      return takers.length > 0;
    };
    return {
      count: calls.length,
      ids: calls.map((call) => call.id),
      canReply: calls.some((call) => call.reply),
      reply,
    };
  }, [calls]);
  const value = useMemo(() => ({ waiting, register }), [waiting, register]);
  return <WaitingQuestionsContext.Provider value={value}>{children}</WaitingQuestionsContext.Provider>;
}
