import type { QuestionItem } from "./types.ts";

/**
 * Whether a question must be answered before submit. Normalized questions
 * always carry `required`; one built by hand may not, and then it is required,
 * as normalization would make it.
 */
export function isRequired(question: Pick<QuestionItem, "required">): boolean {
  return question.required !== false;
}
