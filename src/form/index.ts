// The form's face: the one module through which the floors above the form (src/index.ts, the
// approval, the call, MCP, the interrupts and the chat adapters) import anything of src/form/, so
// its rooms can be rearranged without touching a floor above; test/package/layers.test.ts fails on
// an import that goes round it. The form's own files never import it (they import each other
// directly), so it adds no circle. It only re-exports, so a bundle keeps just the names it uses,
// and the steps layout stays a chunk of its own (nothing here names it).
// biome-ignore-all assist/source/organizeImports: by room, in the order bundlers then meet the modules in; of four orders tried, this one gzips smallest.

// engine/: the hook that runs a form, its context, and the host's contract (renderers, UI options).
export { answerText } from "./engine/answerText.ts";
export type { QuestionFieldIds } from "./engine/fieldIds.ts";
export { useQuestionFormContext } from "./engine/QuestionFormContext.ts";
export { QuestionFormProvider, type QuestionFormProviderProps } from "./engine/QuestionFormProvider.tsx";
export type {
  QuestionButtonProps,
  QuestionCheckboxProps,
  QuestionFormComponents,
  QuestionInputProps,
  QuestionLabelProps,
  QuestionMarkdownProps,
  QuestionPreviewProps,
  QuestionProps,
  QuestionRadioGroupProps,
  QuestionRadioProps,
  QuestionTextareaProps,
} from "./engine/QuestionProps.ts";
export { pickUIOptions, type QuestionUIOptions, type QuestionUIOptionsOf } from "./engine/QuestionUIOptions.ts";
export type { QuestionShortcuts } from "./engine/shortcutKeys.ts";
export { type QuestionFieldState, useQuestionField } from "./engine/useQuestionField.ts";
export {
  type QuestionFormElementProps,
  type QuestionFormPhase,
  type QuestionFormState,
  type UseQuestionFormOptions,
  useQuestionForm,
} from "./engine/useQuestionForm.ts";

// kit/: what every floor borrows to look and behave as the form does (slots, labels, memos, lazy parts).
export { contentKey, limitsKey } from "./kit/contentKey.ts";
export { isComposing } from "./kit/isComposing.ts";
export { DEFAULT_LABELS, type QuestionFormLabels } from "./kit/labels.ts";
export { lazyPart } from "./kit/lazyPart.tsx";
export { type QuestionFormClassNames, type QuestionFormSlot, slotProps } from "./kit/slots.ts";
export { useByContent } from "./kit/useByContent.ts";
export { useLabels } from "./kit/useLabels.ts";
export { useBrowserLayoutEffect } from "./kit/useBrowserLayoutEffect.ts";
export { useLatest } from "./kit/useLatest.ts";

// questions/: the question components, the button and the label.
export { Button } from "./questions/Button.tsx";
export { Label } from "./questions/Label.tsx";
export { MultiChoice, type MultiChoiceProps } from "./questions/MultiChoice.tsx";
export { QuestionShell, type QuestionShellProps, type QuestionWiring } from "./questions/QuestionShell.tsx";
export { SingleChoice, type SingleChoiceProps } from "./questions/SingleChoice.tsx";
export { TextQuestion, type TextQuestionProps } from "./questions/TextQuestion.tsx";
export { YesNo, type YesNoProps } from "./questions/YesNo.tsx";

// parts/: what both layouts render.
export { EndingNote, type EndingNoteProps } from "./parts/EndingNote.tsx";
export { ErrorSummary, type ErrorSummaryProps } from "./parts/ErrorSummary.tsx";
export { DivForm, FormElement } from "./parts/FormElement.tsx";
export { FormQuestion } from "./parts/FormQuestion.tsx";
export { RoundRequests } from "./parts/RoundRequests.tsx";
export { WayOutButton, type WayOutButtonProps } from "./parts/WayOutButton.tsx";
export { WayOutRow, type WayOutRowProps } from "./parts/WayOutRow.tsx";

// The views: FormView and what shows one.
export { FormFooter } from "./FormFooter.tsx";
export { FormView, PlainForm } from "./FormView.tsx";
export { InvalidInput } from "./InvalidInput.tsx";
export { QuestionForm, type QuestionFormLayout, type QuestionFormProps } from "./QuestionForm.tsx";
export { QuestionList, type QuestionListProps } from "./QuestionList.tsx";
