import type { QuestionIssue } from "./types.ts";

/**
 * Turns issues into one plain-text tool-error message for the model: a line
 * per problem (each message names its question, says what is wrong and what
 * to do), after a request to send the whole corrected batch again. `""` when
 * there are none.
 */
export function issuesText(issues: readonly QuestionIssue[]): string {
  return issues.length
    ? `Nothing was shown to the user. Fix every problem and call ask_questions again with the whole batch.${issues.map(({ message }) => `\n- ${message}`).join("")}`
    : "";
}

/** Thrown by `ask` when the input is invalid; `message` is `issuesText(issues)`. */
export class QuestionValidationError extends Error {
  override name = "QuestionValidationError";

  /** Every problem found, in input order. */
  constructor(readonly issues: QuestionIssue[]) {
    super(issuesText(issues));
  }
}
