import type { ReactNode } from "react";
import type { QuestionFormState } from "./engine/useQuestionForm.ts";
import { slotProps } from "./kit/slots.ts";
import { Button } from "./questions/Button.tsx";

/** Props of `FormFooter`. */
export interface FormFooterProps {
  /** The form's state. */
  form: QuestionFormState;
  /** Shows no submit button (the answers are only shown). */
  readOnly: boolean;
  /** More buttons after the submit button, shown only while the form can be sent. */
  children?: ReactNode;
}

/**
 * The end of the form: why a send failed, then the submit button (and the
 * caller's buttons) while the form can be sent, or "Answers sent" once it is.
 */
export function FormFooter({ form, readOnly, children }: FormFooterProps) {
  const { classNames, components } = form.context;
  return (
    <>
      {form.phase === "error" && (
        <p {...slotProps("submit-error", classNames)} role="alert">
          {form.labels.submitFailed}
        </p>
      )}
      {form.answered ? (
        <p {...form.getStatusProps()} />
      ) : (
        !readOnly && (
          <div {...slotProps("actions", classNames)}>
            <Button {...form.getSubmitProps()} components={components} />
            {children}
          </div>
        )
      )}
    </>
  );
}
