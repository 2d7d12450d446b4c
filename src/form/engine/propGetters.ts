import type { FormEvent, RefCallback, RefObject } from "react";
import type { QuestionFormLabels } from "../labels.ts";
import { composeHandlers } from "./composeHandlers.ts";
import { type QuestionFormClassNames, slotProps } from "./slots.ts";
import type { QuestionFormPhase, QuestionFormState } from "./useQuestionForm.ts";

/** What the prop getters read: the form's state in this render. */
export interface PropGetterState {
  formRef: RefCallback<HTMLFormElement>;
  status: RefObject<HTMLParagraphElement | null>;
  classNames: QuestionFormClassNames | undefined;
  labels: QuestionFormLabels;
  phase: QuestionFormPhase;
  answered: boolean;
  readOnly: boolean;
  disabled: boolean;
  pending: boolean;
  submit: () => Promise<void>;
}

/**
 * The props a host spreads on its `<form>`, submit button and status line:
 * state as `data-*` attributes, slots, and the handlers, composed with the
 * host's own (theirs first). Plain functions: they only read this render's state.
 */
export function propGetters({
  formRef,
  status,
  classNames,
  labels,
  phase,
  answered,
  readOnly,
  disabled,
  pending,
  submit,
}: PropGetterState): Pick<QuestionFormState, "getFormProps" | "getSubmitProps" | "getStatusProps"> {
  return {
    getFormProps: (props = {}) => ({
      ...props,
      ref: formRef,
      ...slotProps("form", classNames, props.className),
      noValidate: true,
      onSubmit: composeHandlers(props.onSubmit, (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      }),
      "data-state": answered ? "submitted" : phase,
      "data-readonly": readOnly ? "" : undefined,
      "data-disabled": disabled ? "" : undefined,
      "aria-busy": phase === "submitting" || pending || undefined,
    }),
    getSubmitProps: () => ({
      type: "submit",
      ...slotProps("submit", classNames),
      // Explicit, for Safari: its default Tab order skips a button without one.
      tabIndex: 0,
      disabled: disabled || pending,
      "aria-disabled": phase === "submitting" || undefined,
      "data-state": phase,
      children: phase === "submitting" ? labels.submitting : labels.submit,
    }),
    getStatusProps: () => ({
      ref: status,
      ...slotProps("status", classNames),
      role: "status",
      tabIndex: -1,
      children: labels.submitted,
    }),
  };
}
