"use client";
export { DEFAULT_LABELS, type QuestionFormLabels } from "./form/labels.ts";
export { MultiChoice, type MultiChoiceProps } from "./form/MultiChoice.tsx";
export { QuestionForm, type QuestionFormProps } from "./form/QuestionForm.tsx";
export type { QuestionFormComponents, QuestionProps } from "./form/QuestionProps.ts";
export { SingleChoice, type SingleChoiceProps } from "./form/SingleChoice.tsx";
export { TextQuestion, type TextQuestionProps } from "./form/TextQuestion.tsx";
export { YesNo, type YesNoProps } from "./form/YesNo.tsx";
export * from "./protocol/index.ts";
