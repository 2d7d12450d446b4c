import { type QuestionInput, type QuestionLimits, type Validated, validateQuestionInput } from "../protocol/index.ts";

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

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/**
 * A key that is equal for equal inputs, so a new-but-equal `questions` array
 * (as streaming chat UIs pass on every render) is recognised as the same.
 * Inputs JSON cannot serialize (cycles, BigInt) fall back to their identity.
 */
export function inputKey(input: unknown): string {
  try {
    return `${typeof input}:${JSON.stringify(input)}`;
  } catch {
    if (typeof input !== "object" || input === null) return `${typeof input}:${String(input)}`;
    if (!identities.has(input)) identities.set(input, ++lastIdentity);
    return `ref:${identities.get(input)}`;
  }
}
