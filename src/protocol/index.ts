export {
  fromAnswer,
  isAnswered,
  isOtherBlank,
  isSkipped,
  toAnswer,
  toAnswers,
  validateAnswers,
  withSkip,
} from "./answers.ts";
export { ask } from "./ask.ts";
export { isBlank } from "./blank.ts";
export { formatDecline, formatExpired, formatReply, readUnanswered, type Unanswered } from "./decline.ts";
export { isOther } from "./drafts.ts";
export { formatIssues, QuestionValidationError } from "./errors.ts";
export type { QuestionToolFormat } from "./format.ts";
export { DEFAULT_LIMITS } from "./limits.ts";
export { normalizeQuestions } from "./normalize.ts";
export {
  checkCount,
  checkValue,
  formatRule,
  optionLabel,
  optionLabels,
  RULE_MESSAGES,
  type RuleMessageKey,
  type RuleProblem,
} from "./rules.ts";
export { askQuestionsTool } from "./tool.ts";
export * from "./types.ts";
export { validateQuestionInput } from "./validate.ts";
