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
export type { ToolApprovalResponse } from "./approval.ts";
export { ask } from "./ask.ts";
export { isBlank } from "./blank.ts";
export { isOther } from "./drafts.ts";
export { issuesText, QuestionValidationError } from "./errors.ts";
export type { QuestionToolFormat, QuestionToolWriters } from "./format.ts";
export { ATTACHMENT_LIMITS, DEFAULT_LIMITS } from "./limits.ts";
export { declineText, dismissedText, expiredText, readUnanswered, replyText } from "./noAnswerTexts.ts";
export { normalizeQuestions } from "./normalize.ts";
export type { QuestionOutcome, QuestionOutcomeKind, Unanswered } from "./outcome.ts";
export { type OutcomeResultOptions, readOutcome, toOutcomeResult } from "./outcomeResult.ts";
export {
  checkCount,
  checkValue,
  optionLabel,
  optionLabels,
  RULE_MESSAGES,
  type RuleMessageKey,
  type RuleProblem,
  ruleText,
} from "./rules.ts";
export { askQuestionsTool } from "./tool.ts";
export * from "./types.ts";
export { validateQuestionInput } from "./validate.ts";
