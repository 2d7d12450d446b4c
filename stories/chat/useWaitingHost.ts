import { useEffect } from "react";
import { useWaitingQuestions } from "../../src/index.ts";

/** What the demo chat page does while a question waits, all from `useWaitingQuestions()`. */
export interface WaitingHost {
  /** The badge's text, "1 question waiting"; empty when none waits. */
  badge: string;
  /** The chat input's label. */
  inputLabel: string;
  /** The chat input takes no message: a call waits and takes no reply in the chat. */
  inputDisabled: boolean;
  /** Sends the person's message: to the waiting call when it takes replies, else as a new message. */
  send: (text: string) => void;
}

/**
 * The host side of SPEC §12, as the README shows it: while a call waits, the
 * chat input is relabelled (or disabled, when the call takes no reply in the
 * chat), the tab title counts the waiting calls, a badge says so on the page,
 * and, if the page is hidden and the person allowed notifications, the
 * browser notifies. Call it under a `WaitingQuestionsProvider`.
 */
export function useWaitingHost(title: string, sendMessage: (text: string) => void): WaitingHost {
  const { count, canReply, reply } = useWaitingQuestions();
  const waiting = count === 1 ? "1 question waiting" : count > 1 ? `${count} questions waiting` : "";

  useEffect(() => {
    const before = document.title;
    document.title = count > 0 ? `(${count}) ${title}` : title;
    return () => {
      document.title = before;
    };
  }, [count, title]);

  useEffect(() => {
    // Only when the person cannot see the page, and only if they allowed it: never asks for permission itself.
    if (count === 0 || document.visibilityState !== "hidden") return;
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      new Notification(title, { body: `${count} question${count > 1 ? "s" : ""} waiting for your answer` });
    }
  }, [count, title]);

  return {
    badge: waiting,
    inputLabel:
      count === 0
        ? "Message the agent"
        : canReply
          ? "Reply here instead of answering"
          : "Answer the question above first",
    inputDisabled: count > 0 && !canReply,
    send: (text) => {
      if (!reply(text)) sendMessage(text);
    },
  };
}
