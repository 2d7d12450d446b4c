/**
 * The strings of a question call's lifecycle in a chat: while it streams in,
 * once it is answered (the receipt) and once it is declined. They are part of
 * `QuestionFormLabels`, so the one `labels` prop translates them too.
 */
export interface LifecycleLabels {
  /** Announced once while the model is still writing the questions. */
  loadingQuestions: string;
  /** The button that declines the whole call (shown only when the host passes `onDecline`). */
  skip: string;
  /** Shown in place of the form once the person has declined. */
  skipped: string;
  /** Heading of the receipt of the answers given. */
  yourAnswers: string;
  /** In the receipt, for an optional question the person left blank. */
  notAnswered: string;
  /** The receipt's button that expands the full read-only form. */
  showQuestions: string;
  /** The same button once expanded. */
  hideQuestions: string;
}

/** The English defaults of the lifecycle strings. */
export const DEFAULT_LIFECYCLE_LABELS: Readonly<LifecycleLabels> = Object.freeze({
  loadingQuestions: "Loading questions…",
  skip: "Skip these questions",
  skipped: "You skipped these questions.",
  yourAnswers: "Your answers",
  notAnswered: "Not answered",
  showQuestions: "Show all questions",
  hideQuestions: "Hide questions",
});
