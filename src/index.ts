"use client";
export { DEFAULT_APPROVAL_LABELS, type ToolApprovalLabels } from "./approval/approvalLabels.ts";
export { type ArgProblemLabels, DEFAULT_ARG_PROBLEM_LABELS } from "./approval/argProblemLabels.ts";
export { ToolApproval, type ToolApprovalProps, type ToolApprovalResponse } from "./approval/ToolApproval.tsx";
export { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "./call/callLabels.ts";
export { QuestionCall, type QuestionCallProps } from "./call/QuestionCall.tsx";
export type { CallExpiryInfo, CallReplyInfo } from "./call/useWaiting.ts";
export { WaitingQuestionsProvider, type WaitingQuestionsProviderProps } from "./call/WaitingQuestionsProvider.tsx";
export { useWaitingQuestions, type WaitingQuestions } from "./call/waitingQuestions.ts";
export type {
  QuestionButtonProps,
  QuestionCheckboxProps,
  QuestionFieldIds,
  QuestionFormClassNames,
  QuestionFormComponents,
  QuestionFormSlot,
  QuestionInputProps,
  QuestionLabelProps,
  QuestionMarkdownProps,
  QuestionPreviewProps,
  QuestionProps,
  QuestionRadioGroupProps,
  QuestionRadioProps,
  QuestionShortcuts,
  QuestionTextareaProps,
  QuestionUIOptions,
  QuestionUIOptionsOf,
} from "./form/index.ts";
export {
  DEFAULT_LABELS,
  ErrorSummary,
  type ErrorSummaryProps,
  MultiChoice,
  type MultiChoiceProps,
  type QuestionFieldState,
  QuestionForm,
  type QuestionFormElementProps,
  type QuestionFormLabels,
  type QuestionFormLayout,
  type QuestionFormPhase,
  type QuestionFormProps,
  QuestionFormProvider,
  type QuestionFormProviderProps,
  type QuestionFormState,
  QuestionList,
  type QuestionListProps,
  QuestionShell,
  type QuestionShellProps,
  type QuestionWiring,
  SingleChoice,
  type SingleChoiceProps,
  TextQuestion,
  type TextQuestionProps,
  type UseQuestionFormOptions,
  useQuestionField,
  useQuestionForm,
  YesNo,
  type YesNoProps,
} from "./form/index.ts";
export * from "./protocol/index.ts";
