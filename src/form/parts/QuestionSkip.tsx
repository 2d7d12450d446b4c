import type { MouseEvent } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import { isRequired } from "../../protocol/required.ts";
import { useQuestionEntry } from "../engine/draftStore.ts";
import { useFormContextFor } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Button } from "../questions/Button.tsx";

/** Props of a question's Skip button. */
export interface QuestionSkipProps {
  /** The optional question it skips. */
  question: QuestionItem;
}

/**
 * "Skip this question" under an optional question (the form's `skip`, SPEC
 * §14): a toggle (`aria-pressed`) that sends the question as skipped, apart
 * from one left blank. Pressed again, or the question answered, it takes the
 * skip back. In the steps layout it also goes on, as Next does. Nothing on a
 * required question, nor once the answers are sent.
 */
export function QuestionSkip({ question }: QuestionSkipProps) {
  // Inside the form's provider: `FormQuestion` renders it.
  const form = useFormContextFor("QuestionSkip");
  const skipped = !!useQuestionEntry(form.store, question.id).skipped;
  if (isRequired(question) || form.readOnly || !form.onSkip) return null;
  const skip = (event: MouseEvent<HTMLButtonElement>) => {
    form.onSkip?.(question, !skipped);
    // In the steps layout a skip is an answer given: on to the next step, through the form's submit (Next).
    const steps = event.currentTarget.closest<HTMLFormElement>('form[data-layout="steps"]');
    if (!skipped) steps?.requestSubmit();
  };
  return (
    <Button
      type="button"
      {...slotProps("question-skip", form.classNames)}
      aria-pressed={skipped}
      data-state={skipped ? "skipped" : "answerable"}
      disabled={form.disabled}
      onClick={skip}
    >
      {form.labels.skipQuestion}
    </Button>
  );
}
