export { fromAnswer, isAnswered, toAnswer, toAnswers, validateAnswers } from "./answers.ts";
export { ask } from "./ask.ts";
export { formatDecline } from "./decline.ts";
export { formatIssues, QuestionValidationError } from "./errors.ts";
export { DEFAULT_LIMITS } from "./limits.ts";
export { normalizeQuestions } from "./normalize.ts";
export { askQuestionsTool } from "./tool.ts";
export * from "./types.ts";
export { validateQuestionInput } from "./validate.ts";
