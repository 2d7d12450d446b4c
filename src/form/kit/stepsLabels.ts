/**
 * The strings of the steps layout (`layout="steps"`), part of
 * `QuestionFormLabels`. `{n}` and `{total}` in `stepProgress` are replaced by
 * the question's number and the number of questions.
 */
export interface StepsLabels {
  /** The progress above each question, e.g. "Question 2 of 5"; also announced. */
  stepProgress: string;
  /** The progress while the model is still writing more questions (their number is not known yet), e.g. "Question 2". */
  stepProgressStreaming: string;
  /** The button to the previous question (drafts are kept). */
  back: string;
  /** The button that checks the current question and goes on to the next one (or to the review). */
  next: string;
  /** Heading of the review step that lists every answer before the submit. */
  reviewTitle: string;
  /** The review's button that goes back to one question; its accessible name adds the question. */
  change: string;
  /** In the review, for an optional question the person left blank. */
  notAnswered: string;
}

/** The English defaults of the steps layout's strings. */
export const DEFAULT_STEPS_LABELS: Readonly<StepsLabels> = {
  stepProgress: "Question {n} of {total}",
  stepProgressStreaming: "Question {n}",
  back: "Back",
  next: "Next",
  reviewTitle: "Check your answers",
  change: "Change",
  notAnswered: "Not answered",
};
