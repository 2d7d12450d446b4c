import { type ReactNode, useMemo } from "react";
import type { AnswerItem, Draft, QuestionIssue, QuestionLimits, QuestionOutput } from "../protocol/index.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { QuestionFormContext } from "./engine/QuestionFormContext.ts";
import type { QuestionFormClassNames } from "./engine/slots.ts";
import type { QuestionFormat } from "./engine/useQuestionForm.ts";
import { useQuestionForm } from "./engine/useQuestionForm.ts";
import { FormElement } from "./FormElement.tsx";
import { FormFooter } from "./FormFooter.tsx";
import { InvalidInput } from "./InvalidInput.tsx";
import { LazyStepsLayout as StepsLayout } from "./LazyStepsLayout.tsx";
import type { QuestionFormLabels } from "./labels.ts";
import { QuestionList } from "./QuestionList.tsx";
import type { QuestionFormComponents } from "./questions/QuestionProps.ts";

/** How the questions are laid out: `list` (all at once) or `steps` (one at a time, then a review). */
export type QuestionFormLayout = "list" | "steps";

/** Props of `QuestionForm`. */
export interface QuestionFormProps {
  /**
   * The tool call's `questions` array exactly as the model sent it (the whole
   * arguments object, or their JSON string, work too). Validated inside; when
   * it fails, an error panel is shown instead of the questions.
   */
  questions: unknown;
  /**
   * Size limits for `questions` (`DEFAULT_LIMITS`: 100 questions, 100 options,
   * 2,000 characters per string). Input beyond them shows the error panel with
   * a `too_large` issue; raise one (`Infinity` turns it off) to accept more.
   */
  limits?: Partial<QuestionLimits>;
  /**
   * Reads `questions` in another agent's format instead of `ask_questions`
   * (SPEC §7): a format reader such as `fromAskUserQuestion` from
   * `agent-question-form/claude`, whose questions may carry what only readers set
   * (no `recommended`, typed `input`, `minSelected`). Its issues show in the
   * error panel. `limits` applies only to the default reader. Pass a stable
   * function (module scope): it is read again when it changes. Pass it with a
   * stored `result` of such a form too, so its questions are read as a reader's.
   */
  format?: QuestionFormat;
  /**
   * Called once with one `AnswerItem` per question, in question order, and the
   * tool result `{ questions, answers }`, after every required question is
   * answered. Return a promise to show "Sending…" until it settles; if it
   * rejects (or this throws) the form shows an error and keeps every answer.
   * Any other return value is ignored.
   */
  onSubmit?: (answers: AnswerItem[], output: QuestionOutput) => unknown;
  /** Called with the issues when `questions` fails validation: once per distinct input (and `limits`), however inputs alternate. */
  onInvalid?: (issues: QuestionIssue[]) => void;
  /**
   * Called on every edit with the current answers (as they would be sent:
   * text trimmed) and `draftOf`, which gives a question's draft exactly as
   * entered (untrimmed text, the picks), to save a draft that comes back as typed.
   */
  onChange?: (answers: AnswerItem[], draftOf: (questionId: string) => Draft) => void;
  /** Answers to start from (a saved draft, or a stored result shown with `readOnly`). Read when the questions first validate. */
  defaultAnswers?: readonly AnswerItem[];
  /** Shows the questions but takes no input and cannot submit. */
  disabled?: boolean;
  /** Shows the questions with their answers, without a submit button. */
  readOnly?: boolean;
  /**
   * Each question offers "Add a note": a button that reveals a text box for a
   * remark on the answer (SPEC §11). A non-blank note is sent, trimmed, as the
   * answer's `note` (Claude's writer: `annotations[question].notes`).
   */
  notes?: boolean;
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<QuestionFormLabels>;
  /**
   * Replaces the renderer of any question type; it receives the same props as
   * ours. The object may be new on each render, but each renderer must be a
   * stable component (declared at module scope, or memoized): one created
   * while the host renders is a new component type each time, so the question
   * would remount and the person lose focus mid-typing. It also replaces the
   * parts around the questions: `Button` (submit, Skip, the receipt's toggle),
   * `Textarea`, `Checkbox`, `Radio` and `RadioGroup`, keeping our state, checks and ARIA.
   */
  components?: Partial<QuestionFormComponents>;
  /** Extra class names for the root element (`qf-form`, or `qf-invalid` for the error panel). */
  className?: string;
  /**
   * Extra class names by part (`data-slot`), e.g. `{ submit: "btn btn-primary",
   * question: "mb-6" }`. Added after our own `qf-<slot>` class, so `styles.css`
   * keeps working beside them, or can be left out.
   */
  classNames?: QuestionFormClassNames;
  /** The root element's id. */
  id?: string;
  /**
   * A stored tool result (e.g. after a page reload): shows its questions as
   * answered, read-only, exactly as right after the submit, even when it
   * arrives after the person started typing (their drafts are not shown).
   * Used instead of `questions`; nothing can be sent again. `null` is no result.
   */
  result?: QuestionOutput | null;
  /**
   * More buttons after the submit button, e.g. Decline and Cancel for an MCP
   * elicitation; shown only while the form can be sent.
   */
  actions?: ReactNode;
  /**
   * `list` (the default): every question at once. `steps`: one question at a
   * time for narrow chat columns ("Question 2 of 5", Back / Next, where Next
   * checks that question only and Enter is Next), then a review of every
   * answer with a Change button to each, then Submit. Once answered (or
   * `readOnly`), the answers show as in the list.
   */
  layout?: QuestionFormLayout;
}

/**
 * A batch of questions from an `ask_questions` tool call as one accessible
 * form. Required questions are checked with the protocol's own rules on
 * submit; answers are kept by question id across re-renders and failures.
 * The markup over `useQuestionForm`; every part carries `data-slot`.
 */
export function QuestionForm({
  className,
  classNames,
  id,
  readOnly = false,
  layout = "list",
  actions,
  ...options
}: QuestionFormProps) {
  const form = useQuestionForm({ ...options, classNames, readOnly });
  const { context, phase, answered, pending, questions, summaryFocus } = form;
  const { ref: formRef, ...formProps } = form.getFormProps({ id, className });
  // The same element while nothing it shows has changed, so that a host re-rendering with equal
  // questions costs React no walk of the form and no update of its elements. Listed: all it shows
  // and all its submit handler reads from the render it was made in (disabled through the context,
  // a result through `answered`); the answers and `onSubmit` it reads when it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is new on every render; what the markup reads from it is listed
  const list = useMemo(
    () => (
      <QuestionFormContext.Provider value={context}>
        <FormElement formRef={formRef} {...formProps}>
          <ErrorSummary questions={questions} focusRequest={summaryFocus} />
          <QuestionList questions={questions} />
          <FormFooter form={form} readOnly={readOnly}>
            {actions}
          </FormFooter>
        </FormElement>
      </QuestionFormContext.Provider>
    ),
    [context, phase, answered, pending, questions, summaryFocus, id, className, readOnly, actions],
  );
  if (form.issues) {
    return (
      <InvalidInput
        issues={form.issues}
        labels={form.labels}
        className={className}
        classNames={classNames}
        id={id}
        autoFocus={form.focusIssues}
      />
    );
  }
  if (layout === "steps" && !form.answered && !readOnly) {
    return (
      <QuestionFormContext.Provider value={form.context}>
        <StepsLayout form={form} id={id} className={className}>
          {actions}
        </StepsLayout>
      </QuestionFormContext.Provider>
    );
  }
  return list;
}
