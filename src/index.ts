"use client";
export { DEFAULT_APPROVAL_LABELS, type ToolApprovalLabels } from "./approval/approvalLabels.ts";
export { type ArgProblemLabels, DEFAULT_ARG_PROBLEM_LABELS } from "./approval/argProblemLabels.ts";
export { ToolApproval, type ToolApprovalProps, type ToolApprovalResponse } from "./approval/ToolApproval.tsx";
export { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "./call/callLabels.ts";
export { QuestionCall, type QuestionCallProps } from "./call/QuestionCall.tsx";
export type { CallExpiryInfo, CallReplyInfo } from "./call/useWaiting.ts";
export { WaitingQuestionsProvider, type WaitingQuestionsProviderProps } from "./call/WaitingQuestionsProvider.tsx";
export { useWaitingQuestions, type WaitingQuestions } from "./call/waitingQuestions.ts";
export type { QuestionFieldIds } from "./form/engine/fieldIds.ts";
export { DEFAULT_LABELS, type QuestionFormLabels } from "./form/engine/labels.ts";
export { QuestionFormProvider, type QuestionFormProviderProps } from "./form/engine/QuestionFormProvider.tsx";
export type {
  QuestionButtonProps,
  QuestionCheckboxProps,
  QuestionFormComponents,
  QuestionMarkdownProps,
  QuestionPreviewProps,
  QuestionProps,
  QuestionRadioGroupProps,
  QuestionRadioProps,
  QuestionTextareaProps,
} from "./form/engine/QuestionProps.ts";
export type { QuestionUIOptions, QuestionUIOptionsOf } from "./form/engine/QuestionUIOptions.ts";
export type { QuestionShortcuts } from "./form/engine/shortcutKeys.ts";
export type { QuestionFormClassNames, QuestionFormSlot } from "./form/engine/slots.ts";
export { type QuestionFieldState, useQuestionField } from "./form/engine/useQuestionField.ts";
export {
  type QuestionFormElementProps,
  type QuestionFormPhase,
  type QuestionFormState,
  type UseQuestionFormOptions,
  useQuestionForm,
} from "./form/engine/useQuestionForm.ts";
export { ErrorSummary, type ErrorSummaryProps } from "./form/parts/ErrorSummary.tsx";
export { QuestionForm, type QuestionFormLayout, type QuestionFormProps } from "./form/QuestionForm.tsx";
export { QuestionList, type QuestionListProps } from "./form/QuestionList.tsx";
export { MultiChoice, type MultiChoiceProps } from "./form/questions/MultiChoice.tsx";
export { QuestionShell, type QuestionShellProps, type QuestionWiring } from "./form/questions/QuestionShell.tsx";
export { SingleChoice, type SingleChoiceProps } from "./form/questions/SingleChoice.tsx";
export { TextQuestion, type TextQuestionProps } from "./form/questions/TextQuestion.tsx";
export { YesNo, type YesNoProps } from "./form/questions/YesNo.tsx";
export * from "./protocol/index.ts";
