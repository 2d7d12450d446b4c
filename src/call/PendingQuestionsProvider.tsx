import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { isBlank } from "../protocol/blank.ts";
import { type PendingCall, type PendingQuestions, PendingQuestionsContext } from "./pendingQuestions.ts";

/** Props of `PendingQuestionsProvider`. */
export interface PendingQuestionsProviderProps {
  /** The chat: its transcript (where the question calls render) and its input (which reads `usePendingQuestions`). */
  children?: ReactNode;
}

/**
 * Keeps count of the question calls under it that wait for the person, for
 * `usePendingQuestions()` anywhere under it: put it around the whole chat,
 * transcript and input. Every `QuestionCall` registers itself, so it works
 * with every chat adapter (`QuestionToolPart`, `QuestionToolUI`, CopilotKit's
 * `useAskQuestions`) and with `QuestionCall` used directly.
 */
export function PendingQuestionsProvider({ children }: PendingQuestionsProviderProps) {
  const [calls, setCalls] = useState<readonly PendingCall[]>([]);
  // `reply` runs from the host's send handler: it reads the calls as they are, not as last rendered.
  const current = useRef(calls);
  current.current = calls;
  const register = useCallback((call: PendingCall) => {
    setCalls((all) => [...all, call]);
    return () => setCalls((all) => all.filter((each) => each !== call));
  }, []);
  const pending = useMemo((): PendingQuestions => {
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
  const value = useMemo(() => ({ pending, register }), [pending, register]);
  return <PendingQuestionsContext.Provider value={value}>{children}</PendingQuestionsContext.Provider>;
}
