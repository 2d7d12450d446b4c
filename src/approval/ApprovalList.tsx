import { type ReactNode, useState } from "react";
import { flushSync } from "react-dom";
import type { QuestionFormComponents } from "../form/index.ts";
import { Button, slotProps, useLabels } from "../form/index.ts";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import type { ApprovalClassNames } from "./ApprovalRoundProps.ts";
import type { ToolApprovalLabels } from "./approvalLabels.ts";
import { type ApprovalListLabels, DEFAULT_APPROVAL_LIST_LABELS } from "./approvalListLabels.ts";
import { DecisionAlert } from "./DecisionAlert.tsx";
import { RoundApproval } from "./RoundApproval.tsx";
import { useDecisionsFirst } from "./useDecisionsFirst.ts";

/** The parts `ApprovalList` adds around each `ToolApproval`, each as its `data-slot`. */
export type ApprovalListSlot =
  /** One tool call: its description, its card, what follows from its decision, its Change. */
  | "interrupt-action"
  /** The description above a call. */
  | "interrupt-message"
  /** Takes back one call's decision, on a list of several before Send. */
  | "interrupt-change"
  /** Sends a list of several calls. */
  | "interrupt-send"
  /** Says why Send sent nothing. */
  | "interrupt-error";

/** Extra class names by part (`data-slot`): `ToolApproval`'s and the list's own. */
export type ApprovalListClassNames = ApprovalClassNames<ApprovalListSlot>;

/** One tool call of an `ApprovalList`. */
export interface ApprovalListCall {
  /** The tool's name, as the agent calls it. */
  toolName: string;
  /** The tool's input, as `ToolApproval` shows it (`undefined`: not known, only Deny is offered). */
  input?: unknown;
  /** What the framework says about the call, shown above it. */
  description?: string | undefined;
  /** Offers "Edit", as on `ToolApproval` (only where the framework runs edited arguments). */
  editable?: boolean | undefined;
  /** The JSON Schema of the input, for `editable`. */
  argsSchema?: object | undefined;
  /** Offers "Always allow", as on `ToolApproval` (only where the framework keeps the permission). */
  offerAlways?: boolean | undefined;
}

/** Props of `ApprovalList`. */
export interface ApprovalListProps {
  /** The tool calls of one request, in its order. */
  calls: readonly ApprovalListCall[];
  /**
   * Called once with one decision per call, in the calls' order: at the
   * decision on a list of one call, at Send on a list of several.
   */
  onSubmit?: ((decisions: ToolApprovalResponse[]) => void) | undefined;
  /**
   * Whether the decisions can be sent, before `onSubmit`: a message says why
   * not (shown, nothing sent), e.g. a decision the framework does not take.
   */
  check?: ((decisions: ToolApprovalResponse[]) => string | undefined) | undefined;
  /** The decisions already sent (the list shows as their record, its receipts, and takes no decision). */
  decisions?: readonly (ToolApprovalResponse | undefined)[] | undefined;
  /** Shown under each call (e.g. what the framework does with its decision), given every decision so far. */
  after?:
    | ((index: number, decisions: readonly (ToolApprovalResponse | undefined)[], sent: boolean) => ReactNode)
    | undefined;
  /** Takes no decision (e.g. while the run streams). */
  disabled?: boolean | undefined;
  /** Replaces any of `ToolApproval`'s visible strings and the list's own. */
  labels?: Partial<ToolApprovalLabels & ApprovalListLabels> | undefined;
  /** Extra class names by part. */
  classNames?: ApprovalListClassNames | undefined;
  /** The host's parts, the form's own type: its `Button` renders every button, `ToolApproval`'s too. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** A class for each call's element (the list has no element of its own: it sits in the host's). */
  className?: string | undefined;
}

/**
 * Every tool call of one request that waits for approval, as one list of
 * `ToolApproval` cards with one Send (LangChain's review, the OpenAI Agents
 * SDK's interruptions). A list of one call is sent at its decision; a list of
 * several at Send, and until then each decision can be changed. Send with a
 * call undecided sends nothing: a line under each undecided call says why
 * (until it is decided) and the first one's decision takes focus, the hold of
 * AG-UI's and ADK's rounds (`useDecisionsFirst`, each card a `RoundApproval`). Once sent, the receipts stay.
 */
export function ApprovalList({
  calls,
  onSubmit,
  check,
  decisions,
  after,
  disabled,
  labels,
  classNames,
  components,
  className,
}: ApprovalListProps) {
  const text = useLabels(labels, DEFAULT_APPROVAL_LIST_LABELS);
  // The calls have no id of their own: each is keyed by its place in the request, which never changes.
  const keys = calls.map((_, index) => String(index));
  const round = useDecisionsFirst(keys, undefined, decisionsByKey(decisions));
  const approvals = keys.map((key) => round.decisions[key]);
  // Bumped by Change: a new key gives the call a fresh ToolApproval, whose decision is its own state.
  const [rounds, setRounds] = useState<number[]>([]);
  const [sent, setSent] = useState(decisions !== undefined);
  // Why the decisions, all made, cannot be sent (`check`): one line for the whole list.
  const [refused, setRefused] = useState<string>();
  const several = calls.length > 1;

  function send(all: ToolApprovalResponse[]) {
    if (sent) return;
    const problem = check?.(all);
    setRefused(problem);
    if (problem) return;
    setSent(true);
    onSubmit?.(all);
  }

  function sendAll() {
    // Held, each undecided call says so under its card and the first one's decision takes focus.
    if (sent || round.hold()) return;
    send(approvals as ToolApprovalResponse[]);
  }

  function decide(index: number, response: ToolApprovalResponse) {
    // `editedArgs` passes through as ToolApproval sends it, so its Edit mode plugs in without a change here.
    round.decide(String(index))(response);
    setRefused(undefined);
    if (!several) send([response]);
  }

  function change(index: number) {
    // Rendered at once, so that the fresh card is there to take focus: the Change button went away with the decision.
    flushSync(() => {
      round.forget(String(index));
      setRounds((before) => Object.assign([...before], { [index]: (before[index] ?? 0) + 1 }));
      setRefused(undefined);
    });
    round.focusDecision(index);
  }

  const locked = sent || disabled;
  return (
    <>
      {calls.map((call, index) => {
        const approval = approvals[index];
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: calls have no id of their own; a request is read once and never reordered
            key={index}
            id={round.cardId(index)}
            {...slotProps<ApprovalListSlot>("interrupt-action", classNames, className)}
          >
            {call.description && (
              <p {...slotProps<ApprovalListSlot>("interrupt-message", classNames)}>{call.description}</p>
            )}
            <RoundApproval
              key={rounds[index] ?? 0}
              toolName={call.toolName}
              input={call.input}
              // Shown as the receipt when the list is a record; otherwise the approval's own state holds it.
              decision={sent ? approval : undefined}
              editable={call.editable}
              argsSchema={call.argsSchema}
              offerAlways={call.offerAlways}
              disabled={locked}
              labels={labels}
              classNames={classNames}
              components={components}
              onSubmit={(response) => decide(index, response)}
              undecided={round.undecided(String(index))}
              alert={text.decideEvery}
            />
            {after?.(index, approvals, sent)}
            {several && approval && !locked && (
              <Button
                type="button"
                {...slotProps<ApprovalListSlot>("interrupt-change", classNames, "qf-decline")}
                components={components}
                onClick={() => change(index)}
              >
                {text.changeDecision}
              </Button>
            )}
          </div>
        );
      })}
      {refused && <DecisionAlert classNames={classNames}>{refused}</DecisionAlert>}
      {several && !sent && (
        <div {...slotProps("actions", classNames)}>
          <Button
            type="button"
            {...slotProps<ApprovalListSlot>("interrupt-send", classNames, "qf-submit")}
            components={components}
            disabled={disabled}
            onClick={sendAll}
          >
            {text.sendDecisions}
          </Button>
        </div>
      )}
    </>
  );
}

/** The decisions already sent, by the key `ApprovalList` gives each call (its place). */
function decisionsByKey(decisions: ApprovalListProps["decisions"]): Record<string, ToolApprovalResponse> {
  const byKey: Record<string, ToolApprovalResponse> = {};
  decisions?.forEach((decision, index) => {
    if (decision) byKey[String(index)] = decision;
  });
  return byKey;
}
