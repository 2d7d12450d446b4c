import { type QuestionInput, type QuestionLimits, type Validated, validateQuestionInput } from "./index.ts";

/**
 * Validates and normalizes the `questions` prop. The usual value is the tool
 * call's `questions` array; the whole arguments (an object with `questions`,
 * or the JSON string some SDKs pass) are accepted too. Never throws.
 */
export function readQuestions(questions: unknown, limits?: Partial<QuestionLimits>): Validated<QuestionInput> {
  const isWholeInput =
    typeof questions === "string" ||
    (typeof questions === "object" && questions !== null && !Array.isArray(questions) && "questions" in questions);
  return validateQuestionInput(isWholeInput ? questions : { questions }, limits && { limits });
}
