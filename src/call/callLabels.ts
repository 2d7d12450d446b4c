import type { QuestionFormLabels } from "../form/labels.ts";

/**
 * Every string `QuestionCall` shows: the form's, plus those of a tool call's
 * life in a chat (while it streams in, once it is answered, once declined).
 * Pass any subset through its `labels` prop; the rest keep the English defaults.
 */
export interface QuestionCallLabels extends QuestionFormLabels {
  /** Announced once while the model is still writing the questions. */
  loadingQuestions: string;
  /** The button that declines the whole call (shown only when the host passes `onDecline`). */
  skip: string;
  /** Shown in place of the form once the person has declined. */
  skipped: string;
  /** Heading of the receipt of the answers given. */
  yourAnswers: string;
  /** The receipt's button that expands the full read-only form. */
  showQuestions: string;
  /** The same button once expanded. */
  hideQuestions: string;
}

/**
 * The English defaults of the strings `QuestionCall` adds to the form's
 * (`DEFAULT_LABELS`). Frozen literal, marked pure, so that a bundle rendering
 * only `QuestionForm` drops it.
 */
export const DEFAULT_CALL_LABELS: Readonly<Omit<QuestionCallLabels, keyof QuestionFormLabels>> =
  /* @__PURE__ */ Object.freeze({
    loadingQuestions: "Loading questions…",
    skip: "Skip these questions",
    skipped: "You skipped these questions.",
    yourAnswers: "Your answers",
    showQuestions: "Show all questions",
    hideQuestions: "Hide questions",
  });
