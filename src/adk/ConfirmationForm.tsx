import { useMemo, useRef } from "react";
import type { ApprovalClassNames, ApprovalRoundProps } from "../approval/ApprovalRoundProps.ts";
import { DecisionAlert } from "../approval/DecisionAlert.tsx";
import { ToolApproval } from "../approval/ToolApproval.tsx";
import { useDecisionsFirst } from "../approval/useDecisionsFirst.ts";
import {
  contentKey,
  DivForm,
  FormQuestion,
  FormView,
  RoundRequests,
  slotProps,
  useByContent,
  useLabels,
  useLatest,
  useQuestionForm,
} from "../form/index.ts";
import {
  type ConfirmationRequestsRead,
  type ConfirmationResponsePart,
  fromConfirmationRequests,
  toConfirmationPayload,
  toConfirmationResponses,
} from "../formats/adk.ts";
import { answersByRequest, requestIndex, roundDefaults, roundQuestions } from "../formats/requestRound.ts";
import type { AnswerItem } from "../protocol/types.ts";
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

/**
 * Every confirmation of a Google ADK turn in one form (SPEC §15): each tool
 * call as `ToolApproval` (its name and arguments, under the tool's hint),
 * and the payload the tool asked for as questions, its values the defaults,
 * which the person may change before approving. One Send answers them all.
 * A turn that asks no confirmation renders nothing.
 */
export function ConfirmationForm({
  events,
  onSubmit,
  onInvalid,
  labels,
  classNames,
  components,
  className,
  id,
}: ConfirmationFormProps) {
  const text = useLabels(labels, DEFAULT_CONFIRMATION_LABELS);
  // Read once per content: the cards, the payload questions and the response all come from it.
  const kept = useByContent(events, [contentKey(events)]);
  const read = useMemo(() => fromConfirmationRequests(kept), [kept]);
  const turn = read.ok ? read.value : undefined;
  const requests = useMemo(() => turn && requestsOf(turn), [turn]);
  // A ref, not state: two clicks in one tick must still send one message.
  const answered = useRef(false);

  async function submit(answers: AnswerItem[]) {
    const { read, onSubmit, decisions } = latest.current;
    if (answered.current || !read.ok) return;
    answered.current = true;
    try {
      const byCall = answersByRequest(requestsOf(read.value), answers);
      // Each approval carries the payload as the person left it; a denial carries none.
      const list = read.value.items.map((item) => {
        const decision = decisions[item.id];
        const payload = decision?.approved ? toConfirmationPayload(item, byCall[item.id] ?? []) : undefined;
        return decision && payload ? { ...decision, payload } : decision;
      });
      await onSubmit(toConfirmationResponses(read.value, list));
    } catch (error) {
      // The form shows the failure and keeps every answer; the person may send again.
      answered.current = false;
      throw error;
    }
  }

  const form = useQuestionForm({
    read: useMemo(() => roundQuestions(read, requestsOf), [read]),
    defaultAnswers: useMemo(() => requests && roundDefaults(requests), [requests]),
    labels: text,
    classNames,
    components,
    onSubmit: submit,
    onInvalid,
  });

  // Every confirmation is a tool call to decide.
  const round = useDecisionsFirst(
    useMemo(() => (turn?.items ?? []).map((item) => item.id), [turn]),
    form,
  );
  const decisions = round.decisions;
  // Read by the handlers when they run (declared above, called only after this render).
  const latest = useLatest({ onSubmit, read, decisions });

  const slot = (name: ConfirmationFormSlot, look?: string) => slotProps<ConfirmationFormSlot>(name, classNames, look);
  const list = turn && (
    <RoundRequests
      questions={form.questions}
      groups={turn.items.map((item, index) => ({
        key: item.id,
        props: {
          ...slot("confirmation"),
          "data-decision": decisions[item.id] ? (decisions[item.id]?.approved ? "approved" : "denied") : undefined,
        },
        legend: item.hint,
        legendProps: slot("confirmation-hint"),
        content: (
          <>
            <ToolApproval
              id={round.cardId(index)}
              toolName={item.toolName}
              input={item.args}
              components={components}
              onSubmit={round.decide(item.id)}
              disabled={form.answered || form.phase === "submitting"}
              labels={labels}
              classNames={classNames}
            />
            {round.undecided(item.id) && <DecisionAlert classNames={classNames}>{text.decideEvery}</DecisionAlert>}
            {/* The payload the tool asked for, under its card: the person fills it in before Send. */}
            {form.questions.map(
              (question, at) =>
                requestIndex(question.id) === index && (
                  <FormQuestion key={question.id} question={question} index={at} />
                ),
            )}
          </>
        ),
      }))}
    />
  );

  // Most turns ask nothing: the host may render this after every turn, and it shows only when asked.
  if (turn && !turn.items.length) return null;

  return (
    <div id={id} {...slot("confirmations", className)} data-state={form.answered ? "sent" : "open"}>
      {/* A <div role="form">: ToolApproval's denial is a form of its own, and HTML allows no form in a form. */}
      <FormView form={form} root={DivForm} list={list} onSubmit={round.holdUntilDecided} />
    </div>
  );
}
