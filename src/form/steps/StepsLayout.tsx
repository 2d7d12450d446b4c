import type { ReactNode } from "react";
import type { QuestionFormState } from "../engine/useQuestionForm.ts";
import { slotProps } from "../kit/slots.ts";
import { ErrorSummary } from "../parts/ErrorSummary.tsx";
import { FormElement } from "../parts/FormElement.tsx";
import { FormQuestion } from "../parts/FormQuestion.tsx";
import { OverallNote } from "../parts/OverallNote.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { StepsFooter } from "./StepsFooter.tsx";
import { useSteps } from "./useSteps.ts";

/** Props of `StepsLayout`. */
export interface StepsLayoutProps {
  /** The form's state (`useQuestionForm`), inside its `QuestionFormProvider`. */
  form: QuestionFormState;
  /** The form element's id. */
  id?: string | undefined;
  /** Extra class names for the form element. */
  className?: string | undefined;
  /** Shown before the step, after the error summary. */
  before?: ReactNode;
  /** Stands for the questions still arriving (streaming), shown when the person is past the last one that has. */
  placeholder?: ReactNode;
  /** More buttons after Next / Submit (e.g. the call's Skip). */
  children?: ReactNode;
}

/**
 * `layout="steps"`: one question at a time for a narrow chat column, with its
 * progress ("Question 2 of 5", announced politely), Back and Next (Next checks
 * that question alone; the error shows inline and in the summary as in the
 * list), then a review of every answer with a Change button to each, then
 * Submit. The form carries `data-layout="steps"`, the step `data-step`: its
 * number, `review`, or `waiting`.
 */
export function StepsLayout({ form, id, className, before, placeholder, children }: StepsLayoutProps) {
  const steps = useSteps(form);
  const { classNames } = form.context;
  const step = steps.kind === "question" ? String(steps.index + 1) : steps.kind;
  const { ref: formRef, ...formProps } = form.getFormProps({ id, className });
  return (
    <FormElement
      formRef={formRef}
      {...formProps}
      onSubmit={steps.onSubmit}
      // The form's own keys (Escape offers Skip), then the steps' (Enter on a choice is Next).
      onKeyDown={(event) => {
        formProps.onKeyDown?.(event);
        steps.onKeyDown(event);
      }}
      data-layout="steps"
      data-step={step}
    >
      <ErrorSummary questions={form.questions} focusRequest={form.summaryFocus} />
      {before}
      <p {...slotProps("step-progress", classNames)} aria-live="polite">
        {steps.progress}
      </p>
      <div ref={steps.stepRef} {...slotProps("step", classNames)} data-step={step} tabIndex={-1}>
        {steps.question && <FormQuestion key={steps.question.id} question={steps.question} index={steps.index} />}
        {steps.kind === "waiting" && placeholder}
        {steps.kind === "review" && (
          <ReviewStep
            questions={form.questions}
            answers={form.answers()}
            onChange={steps.change}
            disabled={form.context.disabled || form.phase === "submitting"}
          />
        )}
        {/* The note on the whole set goes with the review: the answers it is about are all on show. */}
        {steps.kind === "review" && <OverallNote />}
      </div>
      <StepsFooter form={form} steps={steps}>
        {children}
      </StepsFooter>
    </FormElement>
  );
}
