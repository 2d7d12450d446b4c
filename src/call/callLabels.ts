import type { QuestionFormLabels } from "../form/index.ts";

/**
 * Every string `QuestionCall` shows: the form's, plus those of a tool call's
 * life in a chat (while it streams in, once it is answered, declined,
 * replied to in the chat or expired, and its countdown).
 * Pass any subset through its `labels` prop; the rest keep the English defaults.
 */
export interface QuestionCallLabels extends QuestionFormLabels {
  /** Announced once while the model is still writing the questions. */
  loadingQuestions: string;
  /** The button that declines the whole call (shown only when the host passes `onDecline`). */
  decline: string;
  /** Shown in place of the form once the person has declined. */
  declined: string;
  /** Heading of the receipt of the answers given. */
  yourAnswers: string;
  /** The receipt's button that expands the full read-only form, showing each choice question's options. */
  showQuestions: string;
  /** The same button once expanded. */
  hideQuestions: string;
  /** The countdown of a call that expires (`timeoutMs` / `expiresAt`); `{time}` is one of the three below. Announced once. */
  answerWithin: string;
  /** The countdown while it stands still because the person is typing. */
  answerWithinPaused: string;
  /** More than a minute left, in whole minutes rounded up (`{n}`). */
  expiryMinutes: string;
  /** About a minute left. */
  expiryMinute: string;
  /** Under a minute left, in 5-second steps rounded up (`{n}`). */
  expirySeconds: string;
  /** Shown in place of the form once the person answered in the chat instead; `{reply}` is their message. */
  replied: string;
  /** Shown in place of the form once the call expired unanswered. */
  expired: string;
  /** Heading of what the person had entered when the call expired (never sent). */
  expiredDraft: string;
}

/**
 * The English defaults of the strings `QuestionCall` adds to the form's
 * (`DEFAULT_LABELS`). Frozen literal, marked pure, so that a bundle rendering
 * only `QuestionForm` drops it.
 */
export const DEFAULT_CALL_LABELS: Readonly<Omit<QuestionCallLabels, keyof QuestionFormLabels>> =
  /* @__PURE__ */ Object.freeze({
    loadingQuestions: "Loading questions…",
    decline: "Skip these questions",
    declined: "You skipped these questions.",
    yourAnswers: "Your answers",
    showQuestions: "Show the options",
    hideQuestions: "Hide the options",
    answerWithin: "Answer within {time}",
    answerWithinPaused: "Answer within {time} (paused while you type)",
    expiryMinutes: "{n} minutes",
    expiryMinute: "a minute",
    expirySeconds: "{n} seconds",
    replied: "You replied in the chat: {reply}",
    expired: "Time ran out before you answered. The assistant was told you did not answer.",
    expiredDraft: "What you had entered (not sent)",
  });
