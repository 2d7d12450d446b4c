import { type ComponentType, type ReactNode, useMemo } from "react";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { QuestionFormContext } from "./engine/QuestionFormContext.ts";
import type { QuestionFormState } from "./engine/useQuestionForm.ts";
import type { FormElementProps } from "./FormElement.tsx";
import { FormFooter } from "./FormFooter.tsx";
import { InvalidInput } from "./InvalidInput.tsx";
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
}

/** The list layout's root element for `QuestionCall`: the `<form>` with its ref. */
export const PlainForm = ({ formRef, ...props }: FormElementProps) => <form ref={formRef} {...props} />;

/**
 * The one view of a form, for `QuestionForm` and `QuestionCall` alike: the
 * invalid panel when the questions cannot be shown, the steps layout, or the
 * list (error summary, questions, footer), each with the caller's slots.
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
}: FormViewProps) {
  const { context, phase, streaming, questions, summaryFocus } = form;
  const { ref: formRef, ...formProps } = form.getFormProps({ id, className });
  // The same element while nothing it shows has changed, so that a host re-rendering with equal
  // questions costs React no walk of the form and no update of its elements. Listed: all it shows
  // and all its submit handler reads from the render it was made in (disabled through the context,
  // a result through `form.answered`); the answers and `onSubmit` it reads when it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is new on every render; what the markup reads from it is listed
  const list = useMemo(
    () => (
      <QuestionFormContext.Provider value={context}>
        <Root formRef={formRef} {...formProps}>
          <ErrorSummary questions={questions} focusRequest={summaryFocus} />
          {form.answered && answered ? (
            <>
              {/* "Answers sent" first in the DOM as on screen, so Tab from it reaches what follows (WCAG 2.4.3). */}
              <FormFooter form={form} readOnly={readOnly} />
              {answered(<QuestionList questions={questions} />)}
            </>
          ) : (
            <>
              {before}
              <QuestionList questions={questions} />
              {after}
              <FormFooter form={form} readOnly={readOnly}>
                {actions}
              </FormFooter>
            </>
          )}
        </Root>
      </QuestionFormContext.Provider>
    ),
    [
      context,
      phase,
      form.answered,
      streaming,
      questions,
      summaryFocus,
      id,
      className,
      readOnly,
      before,
      after,
      actions,
      answered,
      Root,
    ],
  );
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
  return list;
}
