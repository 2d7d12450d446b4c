import { useMemo, useRef } from "react";
import {
  contentKey,
  DivForm,
  type QuestionFormLabels,
  useByContent,
  useLabels,
  useLatest,
  useQuestionForm,
} from "../form/index.ts";
import { type RoundRequest, roundDefaults, roundQuestions } from "../formats/requestRound.ts";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import type { AnswerItem, Validated } from "../protocol/types.ts";
import type { ApprovalRoundProps } from "./ApprovalRoundProps.ts";
import { useDecisionsFirst } from "./useDecisionsFirst.ts";

/** A round's own strings: the form's, and the line under a tool call left undecided at Send. */
export type ApprovalRoundLabels = QuestionFormLabels & { decideEvery: string };

/**
 * What `useApprovalRound` takes: the view's options as it was given them
 * (`ApprovalRoundProps`: `labels`, `classNames`, `components`, `onInvalid`),
 * and how its framework's round is read and sent. The functions `reader`,
 * `requestsOf` and `callsOf` are a module's, the same on every render (the
 * round is read again only when its source's content changes); `send` and
 * `closed` may be new on every render: the latest is called.
 */
export interface ApprovalRoundOptions<Value, Labels extends ApprovalRoundLabels>
  extends Omit<ApprovalRoundProps<Labels, "interrupt-error">, "id" | "className"> {
  /** What the framework paused with, exactly as the host passes it (a run's interrupts, a turn's events). */
  source: unknown;
  /** Its format's reader (`fromInterrupts`, `fromConfirmationRequests`): called once per content. */
  reader: (source: unknown) => Validated<Value>;
  /** The read round's requests in order, each keyed by what its answers go back under (`requestRound`). */
  requestsOf: (value: Value) => readonly RoundRequest[];
  /** One entry per request, in order: its key where it is a tool call to decide, `undefined` where it only asks questions. */
  callsOf: (value: Value) => readonly (string | undefined)[];
  /** The view's default strings, which `labels` overrides. */
  defaults: Readonly<Labels>;
  /**
   * Writes the round in its format and sends it, once per Send, with the
   * form's answers (the round's ids) and every call's decision by key.
   * Returns what the view's `onSubmit` returned: a promise shows "Sending…"
   * until it settles, and if it rejects the round may be sent again (the
   * form keeps every answer and shows the failure).
   */
  send: (value: Value, answers: AnswerItem[], decisions: Record<string, ToolApprovalResponse>) => unknown;
  /**
   * Whether the round can no longer be sent (AG-UI's deadline passed), asked
   * at Send before anything is sent: `true` sends nothing and leaves the round
   * to its own ending (its way out still answers it).
   */
  closed?: (() => boolean) | undefined;
}

/**
 * The set-up every round of questions and tool calls sent at one Send shares
 * (AG-UI's `InterruptForm`, ADK's `ConfirmationForm`; SPEC §13, §15): the
 * source read once per content, its requests as one form (`roundQuestions`,
 * `roundDefaults`), each tool call's decision held until Send
 * (`useDecisionsFirst`), and one answer only: a Send or a way out
 * (`claim`), never both and never twice, even at two clicks in one tick; a
 * Send that rejects may be sent again. The view keeps what is its own: its
 * groups and cards, its ending, its way out.
 */
export function useApprovalRound<Value, Labels extends ApprovalRoundLabels>({
  source,
  reader,
  requestsOf,
  callsOf,
  defaults,
  send,
  closed,
  labels,
  classNames,
  components,
  onInvalid,
}: ApprovalRoundOptions<Value, Labels>) {
  const text = useLabels<Labels>(labels, defaults);
  // Read here, once per content: the view's groups, its cards and the form's questions all come
  // from this one reading, which the form takes as it is.
  const kept = useByContent(source, [contentKey(source)]);
  const read = useMemo(() => reader(kept), [reader, kept]);
  const value = read.ok ? read.value : undefined;
  // A ref, not state: two clicks in one tick (a Send and a way out) must still answer once.
  const answered = useRef(false);

  async function submit(answers: AnswerItem[]) {
    const { read, send, closed, decisions } = latest.current;
    if (answered.current || !read.ok || closed?.()) return;
    answered.current = true;
    try {
      await send(read.value, answers, decisions);
    } catch (error) {
      // The form shows the failure and keeps every answer; the person may send again, or leave.
      answered.current = false;
      throw error;
    }
  }

  const form = useQuestionForm({
    read: useMemo(() => roundQuestions(read, requestsOf), [read, requestsOf]),
    defaultAnswers: useMemo(() => value && roundDefaults(requestsOf(value)), [value, requestsOf]),
    labels: text,
    classNames,
    components,
    onSubmit: submit,
    onInvalid,
  });
  const round = useDecisionsFirst(
    useMemo(() => (value ? callsOf(value) : []), [value, callsOf]),
    form,
  );
  // Read by the handlers when they run (declared above, called only after this render).
  const latest = useLatest({ read, send, closed, decisions: round.decisions });

  return {
    /** The view's strings, its defaults with `labels` over them. */
    text,
    /** The reader's result: the round, or the issues the form's error panel shows. */
    read,
    /** The round as read, or `undefined` where it could not be. */
    value,
    /** The round's form (`useQuestionForm`'s state): its questions, answers, phase and issues. */
    form,
    /** Each tool call's decision so far, by key. */
    decisions: round.decisions,
    /**
     * `FormView`'s props: the form, and its root a `<div role="form">` (a
     * card's denial is a form of its own, and HTML allows no form in a form),
     * whose send is held until every tool call is decided.
     */
    view: { form, root: DivForm, onSubmit: round.holdUntilDecided },
    /** `RoundApproval`'s props for the call with this key, the round's `index`-th request: all but the call's own. */
    card: (index: number, key: string) => ({
      id: round.cardId(index),
      onSubmit: round.decide(key),
      disabled: form.answered || form.phase === "submitting",
      undecided: round.undecided(key),
      alert: text.decideEvery,
      // The view's labels as given, not `text`: a round's key (e.g. its `cancel`) must not rename the card's.
      labels,
      classNames,
      components,
    }),
    /**
     * Takes the round's one answer for a way out (a Cancel): `false` when it
     * was sent or is being sent, and the way out then does nothing.
     */
    claim() {
      if (answered.current || form.phase === "submitting") return false;
      answered.current = true;
      return true;
    },
  };
}
