import { type MouseEvent, memo, useEffect, useId, useRef } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import { useErrorsVersion } from "../engine/draftStore.ts";
import { errorText } from "../engine/fieldError.ts";
import { controlIdOf } from "../engine/fieldIds.ts";
import { useFormContextFor } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";

/** Props of the error summary at the top of the form. */
export interface ErrorSummaryProps {
  /** The questions in order; the summary lists those showing an error. */
  questions: readonly QuestionItem[];
  /** Moves focus to the summary each time it changes (each failed submit). */
  focusRequest: number;
}

/**
 * The GOV.UK error summary: "There is a problem" and one link per unanswered
 * question, "<question> — <its inline error>". It takes focus after a failed submit;
 * a link moves focus to its question's first control.
 */
export const ErrorSummary = memo(function ErrorSummary({ questions, focusRequest }: ErrorSummaryProps) {
  const { store, labels, idPrefix, classNames } = useFormContextFor("ErrorSummary");
  useErrorsVersion(store);
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    box.current?.focus();
    // Then its title into view, in the same frame: focused, a long list shows its middle.
    box.current?.scrollIntoView?.({ block: "start" });
  }, [focusRequest]);

  const errors = questions.flatMap((question, index) => {
    const error = store.entry(question.id).error;
    // Our messages are generic ("Enter an answer"), so each link also names its question.
    return error === undefined
      ? []
      : [
          {
            id: question.id,
            question: question.question,
            message: errorText(error, labels),
            controlId: controlIdOf(idPrefix, index),
          },
        ];
  });
  if (errors.length === 0) return null;

  function goTo(event: MouseEvent<HTMLAnchorElement>, controlId: string) {
    const control = event.currentTarget.ownerDocument.getElementById(controlId);
    if (!control) return;
    // Show the question text above the control (as GOV.UK does), then focus the control.
    event.preventDefault();
    control.closest(".qf-question")?.scrollIntoView?.({ block: "start" });
    control.focus({ preventScroll: true });
  }

  return (
    <div ref={box} {...slotProps("error-summary", classNames)} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} {...slotProps("error-summary-title", classNames)}>
        {labels.errorSummaryTitle}
      </h2>
      <ul {...slotProps("error-summary-list", classNames)}>
        {errors.map((error) => (
          <li key={error.id}>
            {/* tabIndex explicit, for Safari: its default Tab order skips a link without one. */}
            <a
              {...slotProps("error-summary-link", classNames)}
              href={`#${error.controlId}`}
              tabIndex={0}
              onClick={(event) => goTo(event, error.controlId)}
            >
              {/* <bdi>: the model's question cannot reorder our message after it. */}
              <bdi>{error.question}</bdi> — {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
