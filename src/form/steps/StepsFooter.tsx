import type { ReactNode } from "react";
import type { QuestionFormState } from "../engine/useQuestionForm.ts";
import { slotProps } from "../kit/slots.ts";
import { Button } from "../questions/Button.tsx";
import type { StepsState } from "./useSteps.ts";

/** Props of `StepsFooter`. */
export interface StepsFooterProps {
  /** The form's state. */
  form: QuestionFormState;
  /** Where the person is. */
  steps: StepsState;
  /** More buttons after Next / Submit (e.g. the call's Skip). */
  children?: ReactNode;
}

/**
 * The end of each step: why a send failed, then Back (from the second step
 * on) and Next, or Submit on the review. Next is the form's submit button, so
 * Enter in a field is Next.
 */
export function StepsFooter({ form, steps, children }: StepsFooterProps) {
  const { classNames, labels, disabled } = form.context;
  const locked = disabled || form.phase === "submitting";
  return (
    <>
      {form.phase === "error" && (
        <p {...slotProps("submit-error", classNames)} role="alert">
          {form.labels.submitFailed}
        </p>
      )}
      <div {...slotProps("actions", classNames)}>
        {steps.index > 0 && (
          <Button type="button" {...slotProps("back", classNames)} disabled={locked} onClick={steps.back}>
            {labels.back}
          </Button>
        )}
        {steps.kind === "review" ? (
          <Button {...form.getSubmitProps()} />
        ) : (
          <Button type="submit" {...slotProps("next", classNames)} disabled={locked || steps.kind === "waiting"}>
            {labels.next}
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
