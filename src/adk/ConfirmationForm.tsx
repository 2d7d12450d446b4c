import type { ApprovalClassNames, ApprovalRoundProps } from "../approval/ApprovalRoundProps.ts";
import { RoundApproval } from "../approval/RoundApproval.tsx";
import { useApprovalRound } from "../approval/useApprovalRound.ts";
import { FormView, RoundRequests, slotProps } from "../form/index.ts";
import {
  type ConfirmationRequestsRead,
  type ConfirmationResponsePart,
  fromConfirmationRequests,
  toConfirmationPayload,
  toConfirmationResponses,
} from "../formats/adk.ts";
import { answersByRequest } from "../formats/requestRound.ts";
import { type ConfirmationFormLabels, DEFAULT_CONFIRMATION_LABELS } from "./confirmationLabels.ts";

/** The parts `ConfirmationForm` adds to the form's and `ToolApproval`'s, each as its `data-slot`. */
export type ConfirmationFormSlot =
  | "confirmations"
  | "confirmation"
  | "confirmation-hint"
  /** Under a tool call nobody decided when Send was pressed: the house's `DecisionAlert`, named as AG-UI's and LangChain's. */
  | "interrupt-error";

/** Extra class names by part (`data-slot`): the form's, `ToolApproval`'s and the confirmations' own. */
export type ConfirmationFormClassNames = ApprovalClassNames<ConfirmationFormSlot>;

/** Props of `ConfirmationForm`: a round's (`ApprovalRoundProps`), read from a turn's events. */
export interface ConfirmationFormProps extends ApprovalRoundProps<ConfirmationFormLabels, ConfirmationFormSlot> {
  /**
   * The turn's events as the runner yielded them (`runner.runAsync`), read
   * with `fromConfirmationRequests`: every `adk_request_confirmation` among
   * them is one tool call to approve or deny; none, nothing renders. Events it
   * cannot read show the error panel.
   */
  events: unknown;
  /**
   * Called once on Send with the parts of the one user message that answers
   * every confirmation (what `toConfirmationResponses` writes): run the agent
   * on with `newMessage: { role: "user", parts }`. Return a promise to show
   * "Sending…" until it settles; if it rejects, every decision and answer is
   * kept and the person can send again.
   */
  onSubmit: (parts: ConfirmationResponsePart[]) => unknown;
}

/** The turn's items as a round's requests, each keyed by its confirmation call's id. */
const requestsOf = (read: ConfirmationRequestsRead) => read.items.map((item) => ({ ...item, key: item.id }));
/** Every confirmation is a tool call to decide. */
const callsOf = (read: ConfirmationRequestsRead) => read.items.map((item) => item.id);

/**
 * Every confirmation of a Google ADK turn in one form (SPEC §15): each tool
 * call as `ToolApproval` (its name and arguments, under the tool's hint),
 * and the payload the tool asked for as questions, its values the defaults,
 * which the person may change before approving. One Send answers them all.
 * A turn that asks no confirmation renders nothing.
 */
export function ConfirmationForm({ events, onSubmit, className, id, ...options }: ConfirmationFormProps) {
  const {
    value: turn,
    form,
    decisions,
    view,
    card,
  } = useApprovalRound({
    ...options,
    source: events,
    reader: fromConfirmationRequests,
    requestsOf,
    callsOf,
    defaults: DEFAULT_CONFIRMATION_LABELS,
    send(turn, answers, decisions) {
      const byCall = answersByRequest(requestsOf(turn), answers);
      // Each approval carries the payload as the person left it; a denial carries none.
      const list = turn.items.map((item) => {
        const decision = decisions[item.id];
        const payload = decision?.approved ? toConfirmationPayload(item, byCall[item.id] ?? []) : undefined;
        return decision && payload ? { ...decision, payload } : decision;
      });
      return onSubmit(toConfirmationResponses(turn, list));
    },
  });

  const slot = (name: ConfirmationFormSlot, look?: string) =>
    slotProps<ConfirmationFormSlot>(name, options.classNames, look);
  const list = turn && (
    <RoundRequests
      questions={form.questions}
      groups={turn.items.map((item, index) => ({
        key: item.id,
        props: {
          ...slot("confirmation"),
          "data-decision": decisions[item.id] && (decisions[item.id]?.approved ? "approved" : "denied"),
        },
        legend: item.hint,
        legendProps: slot("confirmation-hint"),
        // The payload the tool asked for follows the card, as the group's questions: filled in before Send.
        content: <RoundApproval {...card(index, item.id)} toolName={item.toolName} input={item.args} />,
      }))}
    />
  );

  // Most turns ask nothing: the host may render this after every turn, and it shows only when asked.
  if (turn && !turn.items.length) return null;

  return (
    <div id={id} {...slot("confirmations", className)} data-state={form.answered ? "sent" : "open"}>
      <FormView {...view} list={list} />
    </div>
  );
}
