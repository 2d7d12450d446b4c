import type { QuestionIssue } from "./types.ts";

/**
 * Turns issues into one plain-text tool-error message for the model: a line
 * per problem, each with where it is, what is wrong and what to do, and a
 * request to send the whole corrected batch again. `""` when there are none.
 */
export function formatIssues(issues: readonly QuestionIssue[]): string {
  const lines = issues.map(({ path, message }) => {
    const where = path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("");
    return `- ${where && `${where.slice(1)}: `}${message}`;
  });
  return lines.length
    ? `Nothing was shown to the user. Fix every problem and call ask_questions again with the whole batch.\n${lines.join("\n")}`
    : "";
}

/** Thrown by `ask` when the input is invalid; `message` is `formatIssues(issues)`. */
export class QuestionValidationError extends Error {
  override name = "QuestionValidationError";

  /** Every problem found, in input order. */
  constructor(readonly issues: QuestionIssue[]) {
    super(formatIssues(issues));
  }
}
