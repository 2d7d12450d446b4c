import { useCallback } from "react";
import { draftFor } from "../../protocol/drafts.ts";
import type { Draft, QuestionItem } from "../../protocol/index.ts";
import { isRequired } from "../../protocol/required.ts";
import type { QuestionFormLabels } from "../labels.ts";
import { errorText } from "../unanswered.ts";
import { useQuestionEntry } from "./draftStore.ts";
import { controlIdOf, fieldIds, type QuestionFieldIds } from "./fieldIds.ts";
import { type QuestionFormContextValue, useQuestionFormContext } from "./QuestionFormContext.ts";

/** What `useQuestionField` returns for one question: its value, its error and the ids that wire it up. */
export interface QuestionFieldState {
  /** The question, normalized. */
  question: QuestionItem;
  /**
   * What the person has entered, for this question's type only: Text the raw
   * text, SingleChoice / YesNo the picked value, MultiChoice the picks.
   */
  value: Draft;
  /** Records an edit (clears the question's error once it is answered). */
  setValue: (value: Draft) => void;
  /** The inline error message after a failed submit; undefined otherwise. */
  error: string | undefined;
  /** The ids for the control, label, hint and error, and `describedBy` for the control or group. */
  ids: QuestionFieldIds;
  /** Must be answered before submit (mark the others "(optional)"). */
  required: boolean;
  /** Shows the question but takes no input. */
  disabled: boolean;
  /** Takes no edits (read-only, sending, or sent). */
  readOnly: boolean;
  /** The merged labels. */
  labels: QuestionFormLabels;
}

/**
 * One question of the surrounding `QuestionFormProvider`: its value and error
 * (the caller re-renders when they change, and only then) and the ids that
 * tie label, hint and error to the control. `index` is the question's place in
 * `questions`; the error summary links to `ids.control`.
 */
export function useQuestionField(question: QuestionItem, index: number): QuestionFieldState {
  // Inside QuestionFormProvider, as documented.
  const form = useQuestionFormContext() as QuestionFormContextValue;
  const { store, onEdit, labels } = form;
  const { draft, type, error } = useQuestionEntry(store, question.id);
  const setValue = useCallback((next: Draft) => onEdit(question, next), [onEdit, question]);
  const message = error === undefined ? undefined : errorText(error, labels);
  return {
    question,
    value: draftFor(question, draft, type),
    setValue,
    error: message,
    ids: fieldIds(controlIdOf(form.idPrefix, index), !!question.purpose, message !== undefined),
    required: isRequired(question),
    disabled: form.disabled,
    readOnly: form.readOnly,
    labels,
  };
}
