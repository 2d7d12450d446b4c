import { isObject } from "./json.ts";
import type { QuestionInput, QuestionLimits, Validated } from "./types.ts";
import { validateQuestionInput } from "./validate.ts";

// The one place that knows the shapes a tool call's arguments come in: the
// `questions` array, the whole arguments object, or (from some SDKs) its JSON
// text. The form, the streaming reader and both chat adapters read through here.

/**
 * The whole arguments from what a host passes as `questions`: the JSON text
 * and an object holding `questions` are the arguments already; anything else
 * is taken as the `questions` array itself.
 */
export function argumentsOf(questions: unknown): unknown {
  const whole = typeof questions === "string" || (isObject(questions) && "questions" in questions);
  return whole ? questions : { questions };
}

/** The `questions` field of a tool call's arguments (an object, partial while streaming); `undefined` otherwise. */
export function questionsOf(args: unknown): unknown {
  return isObject(args) ? args.questions : undefined;
}

/** Validates and normalizes the `questions` prop (any shape `argumentsOf` reads). Never throws. */
export function readQuestions(questions: unknown, limits?: Partial<QuestionLimits>): Validated<QuestionInput> {
  return validateQuestionInput(argumentsOf(questions), limits && { limits });
}

/** The items so far of arguments still being written: `[]` until `questions` is an array (a partial JSON text cannot be read). */
export function partialQuestions(questions: unknown): unknown[] {
  const list = questionsOf(argumentsOf(questions));
  return Array.isArray(list) ? list : [];
}
