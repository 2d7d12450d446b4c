import { useMemo, useState } from "react";
import type { ApprovalClassNames, ApprovalRoundProps } from "../approval/ApprovalRoundProps.ts";
import { RoundApproval } from "../approval/RoundApproval.tsx";
import { useApprovalRound } from "../approval/useApprovalRound.ts";
import { LazyExpiryNotice as ExpiryNotice, LazyOutcomeNote as OutcomeNote } from "../call/lazyWaitingParts.ts";
import { useWaiting } from "../call/useWaiting.ts";
import { EndingNote, FormView, RoundRequests, slotProps, WayOutButton, WayOutRow } from "../form/index.ts";
import { fromInterrupts, type ResumeEntry, type RunInterruptsRead, runRequests, runWriters } from "../formats/agui.ts";
import { deadlineOf, editedArgsSchema, idsOf, toolCallOf } from "../formats/aguiRun.ts";
import { toOutcomeResult } from "../protocol/outcomeResult.ts";
import type { AnswerItem } from "../protocol/types.ts";
import { DEFAULT_INTERRUPT_LABELS, type InterruptFormLabels } from "./interruptLabels.ts";

/** The parts `InterruptForm` adds to the form's, each as its `data-slot`. */
export type InterruptFormSlot =
  | "interrupts"
  | "interrupt"
  | "interrupt-message"
  | "interrupt-error"
  | "interrupt-cancel"
  | "interrupt-status"
  /** Under the error panel of interrupts that cannot be read, or the expired note: the row that holds Cancel. */
  | "interrupt-actions";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the interrupts' own. */
export type InterruptFormClassNames = ApprovalClassNames<InterruptFormSlot>;

/** Props of `InterruptForm`: a round's (`ApprovalRoundProps`), read from a run's interrupts. */
export interface InterruptFormProps extends ApprovalRoundProps<InterruptFormLabels, InterruptFormSlot> {
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
  onSubmit: (resume: ResumeEntry[]) => unknown;
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
}

/** The run's tool calls to decide, by interrupt id: one entry per item, none where it only asks questions. */
const callsOf = (run: RunInterruptsRead) =>
  run.items.map((item) => (item.kind === "approval" ? item.interruptId : undefined));

/**
 * Every open interrupt of an AG-UI run in one form (SPEC §13): each item under
 * its message, its questions (an input, a confirmation's Yes / No) or its tool
 * call as `ToolApproval`; one Submit resumes them all, Cancel cancels them
 * all. The earliest `expiresAt` runs the countdown of a waiting call (SPEC
 * §12): past it nothing is sent, and the person sees why.
 */
export function InterruptForm({
  interrupts,
  onSubmit,
  messages,
  onExpire,
  className,
  id,
  ...options
}: InterruptFormProps) {
  const { classNames, components } = options;
  const [cancelled, setCancelled] = useState(false);
  const {
    text,
    read,
    value: run,
    form,
    view,
    card,
    claim,
  } = useApprovalRound({
    ...options,
    source: interrupts,
    reader: fromInterrupts,
    requestsOf: runRequests,
    callsOf,
    defaults: DEFAULT_INTERRUPT_LABELS,
    send: (run, answers, approvals) => onSubmit(runWriters(run, approvals).write(run, answers)),
    // The countdown stands still while the person types; the agent's clock does not.
    closed(): boolean {
      if (deadline === undefined || Date.now() < deadline) return false;
      waits.expiry?.onExpire(true);
      return true;
    },
  });
  const deadline = useMemo(() => run && deadlineOf(run.items), [run]);
  const waits = useWaiting({
    // Not a chat's call: no reply in the chat, no draft kept; it only expires.
    waiting: !!run && !form.issues && !form.answered && !cancelled,
    answers: form.answers,
    onExpire: onExpire && (({ draft }) => onExpire({ draft })),
    expiresAt: deadline,
  });
  const ended = waits.outcome;

  function cancel() {
    if (!claim()) return;
    setCancelled(true);
    // Declined, in the run's words; interrupts that cannot be read are still cancelled, each that has an id.
    onSubmit(
      read.ok
        ? toOutcomeResult({ kind: "declined" }, { format: runWriters(read.value) })
        : idsOf(interrupts).map((interruptId) => ({ interruptId, status: "cancelled" as const })),
    );
  }

  const slot = (name: InterruptFormSlot, look?: string) => slotProps<InterruptFormSlot>(name, classNames, look);
  const cancelButton = (
    <WayOutButton<InterruptFormSlot>
      slot="interrupt-cancel"
      classNames={classNames}
      components={components}
      disabled={form.phase === "submitting" || cancelled}
      onClick={cancel}
    >
      {text.cancel}
    </WayOutButton>
  );
  // Each item under its message: its questions, or its tool call as ToolApproval.
  const groups = run?.items.map((item, index) => {
    const call = item.kind === "approval" ? toolCallOf(messages, item.toolCallId) : undefined;
    return {
      key: item.interruptId,
      props: { ...slot("interrupt"), "data-kind": item.kind, "data-reason": item.reason },
      // A confirmation's one question is its message: shown once, as the question.
      legend: item.kind !== "confirmation" || item.responseSchema ? item.message : undefined,
      legendProps: slot("interrupt-message"),
      content:
        item.kind === "approval" ? (
          <RoundApproval
            {...card(index, item.interruptId)}
            toolName={call?.name ?? item.toolCallId ?? item.reason}
            input={call?.input}
            // Edit where the interrupt's schema takes `editedArgs`, with that property's schema for the
            // arguments' form; the response is passed on whole, so the edit reaches the resume.
            editable={item.editable}
            argsSchema={editedArgsSchema(item)}
          />
        ) : undefined,
    };
  });

  return (
    <div
      id={id}
      {...slot("interrupts", className)}
      data-state={cancelled ? "cancelled" : ended ? "expired" : form.answered ? "resumed" : "open"}
    >
      {cancelled ? (
        // Neutral, as a skipped call's note: saying no is not a success.
        <EndingNote<InterruptFormSlot>
          slot="interrupt-status"
          state="cancelled"
          classNames={classNames}
          look="qf-declined"
          role="status"
          focus
        >
          {text.cancelled}
        </EndingNote>
      ) : ended ? (
        <OutcomeNote
          outcome={ended}
          questions={form.questions}
          labels={text}
          classNames={classNames}
          focus={waits.focus}
        />
      ) : (
        <FormView
          {...view}
          list={groups && <RoundRequests questions={form.questions} groups={groups} />}
          actions={
            <>
              {cancelButton}
              {waits.expiry && (
                <ExpiryNotice {...waits.expiry} active={waits.waiting && form.phase !== "submitting"} labels={text} />
              )}
            </>
          }
        />
      )}
      {/* Past expiresAt, or beside the error panel (where the form shows no actions): the agent still
          waits for every interrupt to be cancelled before the thread runs again, so Cancel is the one way on. */}
      {!cancelled && (ended || form.issues) && (
        <WayOutRow<InterruptFormSlot> slot="interrupt-actions" classNames={classNames}>
          {cancelButton}
        </WayOutRow>
      )}
    </div>
  );
}
