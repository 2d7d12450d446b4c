import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SubmitEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { ToolApproval, type ToolApprovalResponse } from "../approval/ToolApproval.tsx";
import { LazyExpiryNotice as ExpiryNotice, LazyOutcomeNote as OutcomeNote } from "../call/lazyWaitingParts.ts";
import { useWaiting } from "../call/useWaiting.ts";
import type { QuestionFormComponents } from "../form/index.ts";
import {
  ErrorSummary,
  FormFooter,
  FormQuestion,
  InvalidInput,
  type QuestionFormClassNames,
  QuestionFormProvider,
  slotProps,
  useLabels,
  useQuestionForm,
} from "../form/index.ts";
import {
  fromInterrupts,
  type InterruptApproval,
  type InterruptItem,
  type ResumeEntry,
  toResume,
} from "../formats/agui.ts";
import { isObject } from "../protocol/json.ts";
import type { AnswerItem, QuestionIssue } from "../protocol/types.ts";
import { DEFAULT_INTERRUPT_LABELS, type InterruptFormLabels } from "./interruptLabels.ts";
import { answersByInterrupt, itemIndex, readInterruptForm, runDefaults } from "./readInterruptForm.ts";

/** The parts `InterruptForm` adds to the form's, each as its `data-slot`. */
export type InterruptSlot =
  | "interrupts"
  | "interrupt"
  | "interrupt-message"
  | "interrupt-error"
  | "interrupt-cancel"
  | "interrupt-status"
  /** Under the error panel of interrupts that cannot be read, or the expired note: the row that holds Cancel. */
  | "interrupt-actions";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the interrupts' own. */
export type InterruptClassNames = QuestionFormClassNames & Partial<Record<InterruptSlot, string>>;

/** Props of `InterruptForm`. */
export interface InterruptFormProps {
  /**
   * The run's interrupts exactly as it sent them (`RUN_FINISHED`'s
   * `outcome.interrupts`), read with `fromInterrupts`. Interrupts it rejects
   * show the error panel; Cancel still answers them.
   */
  interrupts: unknown;
  /**
   * Called once with the next run's `resume` (what `toResume` writes), one
   * entry per interrupt: resolved on Submit, cancelled on Cancel. Past an
   * interrupt's `expiresAt` nothing is resolved; Cancel is still offered, since
   * the agent runs the thread on only once every interrupt is answered, and it
   * takes a late `cancelled`. Return a promise from a Submit to show
   * "Sending…" until it settles; if it rejects, every answer is kept and the
   * run can be resumed again.
   */
  onResume: (resume: ResumeEntry[]) => unknown;
  /**
   * The agent's messages (`agent.messages`), where each approval finds its tool
   * call by `toolCallId`: its name and arguments, shown by `ToolApproval`. An
   * approval whose call is not found (or no messages) cannot be approved: it
   * says so and offers Deny alone.
   */
  messages?: readonly unknown[] | undefined;
  /**
   * Called once when the earliest `expiresAt` of the run passes before the
   * person sent: the form ends as expired (nothing is sent; the agent takes
   * no answer past it), with whatever they had entered, and offers Cancel.
   */
  onExpire?: ((info: { draft: AnswerItem[] }) => void) | undefined;
  /** Called with the reader's issues when the interrupts cannot be shown (e.g. to log them). */
  onInvalid?: ((issues: QuestionIssue[]) => void) | undefined;
  /** Replaces any of the visible strings (English defaults), the form's, the call's and `ToolApproval`'s. */
  labels?: Partial<InterruptFormLabels & ToolApprovalLabels> | undefined;
  /** Extra class names by part (`data-slot`), the form's, `ToolApproval`'s and the interrupts' own. */
  classNames?: InterruptClassNames | undefined;
  /** Replaces the question renderers and parts, as on `QuestionForm`; its `Button` renders Cancel too. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
  /** The root element's id. */
  id?: string | undefined;
}

/** The one-line boxes where Enter sends, as a native form's implicit submission does. */
const SENDS_ON_ENTER = /^(text|email|url|tel|password|search|number|date|datetime-local|month|week|time)$/;

/** The tool call an approval concerns, from the agent's messages: its name and arguments (parsed when JSON). */
function toolCallOf(messages: readonly unknown[] | undefined, id: string | undefined) {
  for (const message of messages ?? [])
    for (const call of (isObject(message) && Array.isArray(message.toolCalls) && message.toolCalls) || [])
      if (isObject(call) && call.id === id && isObject(call.function)) {
        const { name, arguments: text } = call.function;
        let input: unknown = text;
        try {
          input = JSON.parse(String(text));
        } catch {
          // Not JSON: shown as the text it is.
        }
        return { name: String(name), input };
      }
  return undefined;
}

/**
 * The ids of interrupts that cannot be read whole: what Cancel still answers, each once (the
 * agent keeps one pending interrupt per id, so a repeated id gets one entry, not two answers).
 * Never throws.
 */
const idsOf = (interrupts: unknown): string[] => [
  ...new Set(
    Array.isArray(interrupts)
      ? interrupts.flatMap((each) => (isObject(each) && typeof each.id === "string" ? [each.id] : []))
      : [],
  ),
];

/** The earliest time any item stops being answerable; a value that is no date is ignored (never expires). */
function deadlineOf(items: readonly InterruptItem[]): number | undefined {
  const times = items.map((item) => Date.parse(item.expiresAt ?? "")).filter((time) => !Number.isNaN(time));
  return times.length ? Math.min(...times) : undefined;
}

/**
 * Every open interrupt of an AG-UI run in one form (SPEC §13): each item under
 * its message, its questions (an input, a confirmation's Yes / No) or its tool
 * call as `ToolApproval`; one Submit resumes them all, Cancel cancels them
 * all. The earliest `expiresAt` runs the countdown of a waiting call (SPEC
 * §12): past it nothing is sent, and the person sees why.
 */
export function InterruptForm({
  interrupts,
  onResume,
  messages,
  onExpire,
  onInvalid,
  labels,
  classNames,
  components,
  className,
  id,
}: InterruptFormProps) {
  const text = useLabels(labels, DEFAULT_INTERRUPT_LABELS);
  const read = useMemo(() => fromInterrupts(interrupts), [interrupts]);
  const run = read.ok ? read.value : undefined;
  const [approvals, setApprovals] = useState<Record<string, InterruptApproval>>({});
  const [missing, setMissing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const base = useId();
  // A ref, not state: two clicks in one tick must still send one resume.
  const answered = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  const latest = useRef({ onResume, read, interrupts, approvals });
  latest.current = { onResume, read, interrupts, approvals };
  const deadline = useMemo(() => run && deadlineOf(run.items), [run]);

  useEffect(() => {
    if (cancelled) status.current?.focus();
  }, [cancelled]);

  async function submit(answers: AnswerItem[]) {
    const { read, onResume, approvals } = latest.current;
    if (answered.current || !read.ok) return;
    // The countdown stands still while the person types; the agent's clock does not.
    if (deadline !== undefined && Date.now() >= deadline) {
      waits.expiry?.onExpire(true);
      return;
    }
    answered.current = true;
    try {
      await onResume(
        toResume(read.value, { action: "accept", answers: answersByInterrupt(read.value, answers), approvals }),
      );
    } catch (error) {
      // The form shows the failure and keeps the answers; the person may send again, or cancel.
      answered.current = false;
      throw error;
    }
  }

  const form = useQuestionForm({
    questions: interrupts,
    reader: readInterruptForm,
    defaultAnswers: useMemo(() => run && runDefaults(run), [run]),
    labels: text,
    classNames,
    components,
    onSubmit: submit,
    onInvalid,
  });

  const waits = useWaiting({
    waiting: !!run && !form.issues && !form.answered && !cancelled,
    callId: undefined,
    draftKey: undefined,
    format: undefined,
    input: interrupts,
    answers: form.answers,
    onWaitingChange: undefined,
    onReply: undefined,
    onOutcome: undefined,
    onExpire: onExpire && (({ draft }) => onExpire({ draft })),
    timeoutMs: undefined,
    expiresAt: deadline,
  });

  function cancel() {
    if (answered.current || form.phase === "submitting") return;
    answered.current = true;
    setCancelled(true);
    const { read, interrupts, onResume } = latest.current;
    // Interrupts that cannot be read are still cancelled, each that has an id.
    const items = read.ok ? read.value.items : idsOf(interrupts).map((interruptId) => ({ interruptId }));
    onResume(toResume({ items } as Parameters<typeof toResume>[0], "cancel"));
  }

  const Action = components?.Button ?? "button";
  const slot = (name: InterruptSlot, look?: string) => slotProps<InterruptSlot>(name, classNames, look);
  const cancelButton = (
    <Action
      type="button"
      tabIndex={0}
      {...slot("interrupt-cancel", "qf-decline")}
      disabled={form.phase === "submitting" || cancelled}
      onClick={cancel}
    >
      {text.cancel}
    </Action>
  );
  const approvalId = (index: number) => `${base}-approval-${index}`;
  const undecided = (run?.items ?? []).flatMap((item, index) =>
    item.kind === "approval" && !approvals[item.interruptId] ? [index] : [],
  );

  let body: ReactNode;
  const ended = waits.outcome;
  if (cancelled) {
    body = (
      // Neutral, as a skipped call's note: saying no is not a success.
      <p ref={status} {...slot("interrupt-status", "qf-skipped")} role="status" tabIndex={-1}>
        {text.cancelled}
      </p>
    );
  } else if (ended) {
    body = (
      <>
        <OutcomeNote
          outcome={ended}
          questions={form.questions}
          labels={text}
          classNames={classNames}
          autoFocus={waits.focus}
        />
        {/* Past expiresAt the agent takes no answer, but it still waits for every interrupt to be
            cancelled before the thread runs again: Cancel is the one way on. */}
        <div {...slot("interrupt-actions", "qf-form")}>
          <div {...slotProps("actions", classNames)}>{cancelButton}</div>
        </div>
      </>
    );
  } else if (form.issues || !run) {
    body = (
      <>
        <InvalidInput issues={form.issues ?? []} labels={text} classNames={classNames} autoFocus={form.focusIssues} />
        <div {...slot("interrupt-actions", "qf-form")}>
          <div {...slotProps("actions", classNames)}>{cancelButton}</div>
        </div>
      </>
    );
  } else {
    const { ref, onSubmit, noValidate: _forAFormOnly, ...rootProps } = form.getFormProps();
    // Not a <form>: ToolApproval's denial is a form of its own, and HTML allows no form in a form.
    // This element does what our <form> would: Submit and Enter in a one-line box send (never a
    // control of the denial's form, which has its own submit).
    const send = (event: KeyboardEvent<HTMLElement> | MouseEvent<HTMLElement>) => {
      if (undecided.length && !form.answered) {
        // Every approval must be decided first; the questions' errors show at the same time.
        event.preventDefault();
        setMissing(true);
        form.check();
        // Its Approve, or its Deny where there is none (a call whose arguments were not found).
        document
          .querySelector<HTMLElement>(
            `#${CSS.escape(approvalId(undecided[0] as number))} :is([data-slot=approve], [data-slot=deny])`,
          )
          ?.focus();
        return;
      }
      // Prevented after, not before: the form's handler runs only while the default stands (as FormElement's).
      onSubmit?.(event as unknown as SubmitEvent<HTMLFormElement>);
      event.preventDefault();
    };
    body = (
      <QuestionFormProvider form={form}>
        {/* biome-ignore lint/a11y/useSemanticElements: HTML allows no <form> around ToolApproval's own denial form */}
        <div
          ref={ref as unknown as (node: HTMLDivElement | null) => void}
          role="form"
          {...(rootProps as HTMLAttributes<HTMLDivElement>)}
          onKeyDown={(event) => {
            const target = event.target;
            if (
              event.key === "Enter" &&
              !event.nativeEvent.isComposing &&
              target instanceof HTMLInputElement &&
              !target.form &&
              SENDS_ON_ENTER.test(target.type)
            )
              send(event);
          }}
          onClick={(event) => {
            const button = (event.target as HTMLElement).closest("button");
            if (button?.type === "submit" && !button.form && !event.defaultPrevented) send(event);
          }}
        >
          <ErrorSummary questions={form.questions} focusRequest={form.summaryFocus} />
          {run.items.map((item, index) => {
            const call = item.kind === "approval" ? toolCallOf(messages, item.toolCallId) : undefined;
            // A confirmation's one question is its message: shown once, as the question.
            const heading = item.kind !== "confirmation" || item.responseSchema ? item.message : undefined;
            return (
              <fieldset key={item.interruptId} {...slot("interrupt")} data-kind={item.kind} data-reason={item.reason}>
                {heading && <legend {...slot("interrupt-message")}>{heading}</legend>}
                {item.kind === "approval" ? (
                  <>
                    <ToolApproval
                      id={approvalId(index)}
                      toolName={call?.name ?? item.toolCallId ?? item.reason}
                      input={call?.input}
                      // Edit where the interrupt's schema takes `editedArgs`, with that property's schema for the
                      // arguments' form; the response is passed on whole, so the edit reaches the resume.
                      editable={item.editable}
                      argsSchema={editedArgsSchema(item)}
                      components={components}
                      onRespond={(response: ToolApprovalResponse) =>
                        setApprovals((before) => ({ ...before, [item.interruptId]: response }))
                      }
                      disabled={form.answered || form.phase === "submitting"}
                      labels={labels}
                      classNames={classNames}
                    />
                    {missing && !approvals[item.interruptId] && (
                      <p {...slot("interrupt-error", "qf-error-message")} role="alert">
                        {text.decideFirst}
                      </p>
                    )}
                  </>
                ) : (
                  form.questions.map(
                    // Its place in the whole form, from which its control's id (and the summary's link) derive.
                    (question, at) =>
                      itemIndex(question.id) === index && (
                        <FormQuestion key={question.id} question={question} index={at} />
                      ),
                  )
                )}
              </fieldset>
            );
          })}
          <FormFooter form={form} readOnly={false}>
            {cancelButton}
            {waits.expiry && (
              <ExpiryNotice {...waits.expiry} active={waits.waiting && form.phase !== "submitting"} labels={text} />
            )}
          </FormFooter>
        </div>
      </QuestionFormProvider>
    );
  }

  return (
    <div
      id={id}
      {...slot("interrupts", className)}
      data-state={cancelled ? "cancelled" : ended ? "expired" : form.answered ? "resumed" : "open"}
    >
      {body}
    </div>
  );
}

/** The schema of an approval's `editedArgs`, as its interrupt's `responseSchema` gives it (an object schema), if any. */
function editedArgsSchema(item: InterruptItem): object | undefined {
  const properties = item.responseSchema?.properties;
  const schema = isObject(properties) ? properties.editedArgs : undefined;
  return isObject(schema) ? schema : undefined;
}
