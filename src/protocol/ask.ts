import { QuestionValidationError } from "./errors.ts";
import type { QuestionOutput, ValidateOptions } from "./types.ts";
import { validateQuestionInput } from "./validate.ts";

/**
 * Validates and normalizes a model's `ask_questions` arguments (parsed JSON or
 * the JSON text) and returns the tool result to fill in: `{ questions, answers: [] }`.
 * Throws `QuestionValidationError` listing every problem; its `message` is the
 * tool error to send back to the model.
 */
export function ask(input: unknown, options?: ValidateOptions): QuestionOutput {
  const result = validateQuestionInput(input, options);
  if (!result.ok) throw new QuestionValidationError(result.issues);
  return { questions: result.value.questions, answers: [] };
}
