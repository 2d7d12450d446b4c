import type { FormEvent, RefCallback, RefObject } from "react";
import { composeHandlers } from "../kit/composeHandlers.ts";
import { slotProps } from "../kit/slots.ts";
import { offerSkip, sendOnCommandEnter } from "./formKeys.ts";
import type { QuestionFormPhase, QuestionFormState, UseQuestionFormOptions } from "./formTypes.ts";

/**
 * The props a host spreads on its `<form>`, submit button and status line:
 * state as `data-*` attributes, slots, and the handlers (submit, Ctrl/Cmd+Enter
 * from any control, Escape to Skip), composed with the host's own (theirs first). From the form's state, its send's `phase` (as it
 * is, not as shown: a stored result may arrive while sending) and status
 * line's ref, the `<form>`'s ref callback, and the host's options. Plain functions: they only read this render.
 */
export function propGetters(
  { labels, answered, streaming, submit }: Pick<QuestionFormState, "labels" | "answered" | "streaming" | "submit">,
  phase: QuestionFormPhase,
  status: RefObject<HTMLParagraphElement | null>,
  formRef: RefCallback<HTMLFormElement>,
  { classNames, readOnly, disabled }: UseQuestionFormOptions,
): Pick<QuestionFormState, "getFormProps" | "getSubmitProps" | "getStatusProps"> {
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
      onKeyDownCapture: composeHandlers(props.onKeyDownCapture, sendOnCommandEnter),
      onKeyDown: composeHandlers(props.onKeyDown, offerSkip),
      "data-state": answered ? "submitted" : phase,
      "data-readonly": readOnly ? "" : undefined,
      "data-disabled": disabled ? "" : undefined,
      "aria-busy": phase === "submitting" || streaming || undefined,
    }),
    getSubmitProps: () => ({
      type: "submit",
      ...slotProps("submit", classNames),
      // Explicit, for Safari: its default Tab order skips a button without one.
      tabIndex: 0,
      disabled: !!disabled || streaming,
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
