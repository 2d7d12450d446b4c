import type { ComponentType, FormEventHandler, ReactNode } from "react";
import { QuestionFormContext } from "./engine/QuestionFormContext.ts";
import type { QuestionFormState } from "./engine/useQuestionForm.ts";
import { FormFooter } from "./FormFooter.tsx";
import { InvalidInput } from "./InvalidInput.tsx";
import { ErrorSummary } from "./parts/ErrorSummary.tsx";
import type { FormElementProps } from "./parts/FormElement.tsx";
import { OverallNote } from "./parts/OverallNote.tsx";
import { QuestionList } from "./QuestionList.tsx";
import { LazyStepsLayout as StepsLayout } from "./steps/LazyStepsLayout.tsx";

/** How the questions are laid out: `list` (all at once) or `steps` (one at a time, then a review). */
export type QuestionFormLayout = "list" | "steps";

/** Props of `FormView`: the form's state, and what a caller adds around the questions. */
export interface FormViewProps {
  /** What `useQuestionForm` returned. */
  form: QuestionFormState;
  /** The root element's id. */
  id?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
  /** Shows no submit button (the answers are only shown). */
  readOnly?: boolean | undefined;
  /** `list` (the default) or `steps` (until answered: the answers show as in the list). */
  layout?: QuestionFormLayout | undefined;
  /** Shown before the questions, after the error summary. */
  before?: ReactNode;
  /** Shown after the questions (in the steps layout: once the person is past the last question there is). */
  after?: ReactNode;
  /** More buttons after the submit button, shown only while the form can be sent. */
  actions?: ReactNode;
  /**
   * The answered state: given the read-only questions, what shows in their
   * place, after the "Answers sent" line (a receipt that expands to them, say).
   * Without it the questions show with their answers, the line after them.
   */
  answered?: ((questions: ReactNode) => ReactNode) | undefined;
  /**
   * The root element of the list layout: `QuestionForm` passes `FormElement`,
   * which becomes a `<div role="form">` inside a host's `<form>`. A chat call
   * never sits in a host's form, so `QuestionCall` passes `PlainForm` and
   * leaves that element (and its bytes) out. No default: it would be in every
   * bundle, `QuestionForm`'s too.
   */
  root: ComponentType<FormElementProps>;
  /** For the invalid panel: the error already went back to the agent. */
  reported?: boolean | undefined;
  /**
   * What stands where the list layout shows its questions, for a caller that
   * arranges them itself: `ElicitationRound` puts each request's questions
   * (`FormQuestion`s) under its message, and a page's consent row between
   * them. The error summary, the footer and the send stay the form's.
   */
  list?: ReactNode;
  /**
   * Runs on submit before the form's own check and send; `event.preventDefault()`
   * keeps the form from sending (`ElicitationRound` holds the submit until every
   * page of the round is opened).
   */
  onSubmit?: FormEventHandler<HTMLFormElement> | undefined;
}

/** The list layout's root element for `QuestionCall`: the `<form>` with its ref. */
export const PlainForm = ({ formRef, ...props }: FormElementProps) => <form ref={formRef} {...props} />;

/**
 * The one view of a form, for `QuestionForm`, `QuestionCall`, `ElicitationForm`
 * and `ElicitationRound` alike: the invalid panel when the questions cannot be
 * shown, the steps layout, or the list (error summary, questions, footer),
 * each with the caller's slots.
 */
export function FormView({
  form,
  id,
  className,
  readOnly = false,
  layout = "list",
  before,
  after,
  actions,
  answered,
  root: Root,
  reported,
  list = <QuestionList questions={form.questions} />,
  onSubmit,
}: FormViewProps) {
  const { context, questions, summaryFocus } = form;
  const { ref: formRef, ...formProps } = form.getFormProps({ id, className, onSubmit });
  if (form.issues) {
    return (
      <InvalidInput
        issues={form.issues}
        labels={form.labels}
        className={className}
        classNames={context.classNames}
        id={id}
        autoFocus={form.focusIssues}
        reported={reported}
      />
    );
  }
  if (layout === "steps" && !form.answered && !readOnly) {
    return (
      <QuestionFormContext.Provider value={context}>
        <StepsLayout form={form} id={id} className={className} before={before} placeholder={after}>
          {actions}
        </StepsLayout>
      </QuestionFormContext.Provider>
    );
  }
  // Not memoised here: a chat host re-renders the call with new arguments and handlers on every
  // token, so a memo of this element would never hit; the question list below it is memoised on its
  // questions, which the form keeps one array per content, and that is where the work is.
  return (
    <QuestionFormContext.Provider value={context}>
      <Root formRef={formRef} {...formProps}>
        <ErrorSummary questions={questions} focusRequest={summaryFocus} />
        {form.answered && answered ? (
          <>
            {/* "Answers sent" first in the DOM as on screen, so Tab from it reaches what follows (WCAG 2.4.3). */}
            <FormFooter form={form} readOnly={readOnly} />
            {answered(
              <>
                <QuestionList questions={questions} />
                <OverallNote />
              </>,
            )}
          </>
        ) : (
          <>
            {before}
            {list}
            {after}
            <OverallNote />
            <FormFooter form={form} readOnly={readOnly}>
              {actions}
            </FormFooter>
          </>
        )}
      </Root>
    </QuestionFormContext.Provider>
  );
}
