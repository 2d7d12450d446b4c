import { type ComponentType, memo, useCallback } from "react";
import { draftFor } from "../protocol/drafts.ts";
import type { Draft, QuestionItem } from "../protocol/index.ts";
import { type DraftStore, useQuestionEntry } from "./engine/draftStore.ts";
import type { QuestionFormLabels } from "./labels.ts";
import { QuestionBoundary } from "./QuestionBoundary.tsx";
import type { QuestionProps } from "./questions/QuestionProps.ts";

/** Props of one question's place in the form; all stable across the host's re-renders. */
export interface QuestionSlotProps {
  /** The normalized question. */
  question: QuestionItem;
  /** Where its draft and error live. */
  store: DraftStore;
  /** Our renderer for its type, or the host's from `components`. */
  Renderer: ComponentType<QuestionProps>;
  /** The merged labels. */
  labels: QuestionFormLabels;
  /** The id of its first control, for the error summary's link. */
  controlId: string;
  disabled: boolean;
  readOnly: boolean;
  /** Called on every edit with the question and its new draft. */
  onEdit: (question: QuestionItem, draft: Draft) => void;
}

/**
 * Connects one question to its entry in the store. Memoized: it re-renders
 * when its own draft or error changes, not when another question's does nor
 * when the host re-renders with equal props.
 */
export const QuestionSlot = memo(function QuestionSlot({
  question,
  store,
  Renderer,
  labels,
  controlId,
  disabled,
  readOnly,
  onEdit,
}: QuestionSlotProps) {
  const { draft, type, error } = useQuestionEntry(store, question.id);
  const onChange = useCallback((next: Draft) => onEdit(question, next), [onEdit, question]);
  // A draft kept from an earlier batch may not fit this question's type (same id, new type).
  const value = draftFor(question, draft, type) as string | string[] | undefined;
  return (
    <QuestionBoundary question={question} controlId={controlId} message={labels.questionFailed} resetKey={Renderer}>
      <Renderer
        question={question}
        value={value}
        onChange={onChange}
        disabled={disabled}
        readOnly={readOnly}
        error={error === undefined ? undefined : labels[error]}
        labels={labels}
        controlId={controlId}
      />
    </QuestionBoundary>
  );
});
