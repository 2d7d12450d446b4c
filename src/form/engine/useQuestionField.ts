import { useCallback } from "react";
import { draftFor } from "../../protocol/drafts.ts";
import type { Draft, QuestionItem } from "../../protocol/index.ts";
import { isRequired } from "../../protocol/required.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import { useQuestionEntry } from "./draftStore.ts";
import { errorText } from "./fieldError.ts";
import { controlIdOf, fieldIds, type QuestionFieldIds } from "./fieldIds.ts";
import { type QuestionFormContextValue, useFormContextFor } from "./QuestionFormContext.ts";

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

/** The core of `useQuestionField`, and all that our own question needs of it. */
export interface QuestionValue {
  /** The form around the question. */
  form: QuestionFormContextValue;
  /** What the person has entered, for this question's type only. */
  value: Draft;
  /** Records an edit. */
  setValue: (value: Draft) => void;
  /** The inline error message after a failed submit; undefined otherwise. */
  error: string | undefined;
  /** The id of the question's first control. */
  controlId: string;
}

/**
 * One question's value, setter, error text and control id in the surrounding
 * form, worked out once for our `FormQuestion` and a host's `useQuestionField`.
 */
export function useQuestionValue(question: QuestionItem, index: number): QuestionValue {
  const form = useFormContextFor("useQuestionField");
  const { draft, type, error } = useQuestionEntry(form.store, question.id);
  const { onEdit } = form;
  return {
    form,
    value: draftFor(question, draft, type),
    setValue: useCallback((next: Draft) => onEdit(question, next), [onEdit, question]),
    error: error && errorText(error, form.labels),
    controlId: controlIdOf(form.idPrefix, index),
  };
}

/**
 * One question of the surrounding `QuestionFormProvider`: its value and error
 * (the caller re-renders when they change, and only then) and the ids that
 * tie label, hint and error to the control. `index` is the question's place in
 * `questions`; the error summary links to `ids.control`.
 */
export function useQuestionField(question: QuestionItem, index: number): QuestionFieldState {
  const { form, controlId, ...field } = useQuestionValue(question, index);
  return {
    question,
    ...field,
    ids: fieldIds(controlId, !!question.purpose, field.error !== undefined),
    required: isRequired(question),
    disabled: form.disabled,
    readOnly: form.readOnly,
    labels: form.labels,
  };
}
