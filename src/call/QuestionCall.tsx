import { useEffect, useMemo, useState } from "react";
import type { QuestionFormProps, QuestionUIOptions } from "../form/index.ts";
import {
  contentKey,
  DEFAULT_LABELS,
  EndingNote,
  FormView,
  limitsKey,
  PlainForm,
  slotProps,
  useByContent,
  useLabels,
  useLatest,
  useQuestionForm,
  WayOutButton,
} from "../form/index.ts";
import { readQuestions } from "../protocol/arguments.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { AnswerItem, Draft, QuestionOutput } from "../protocol/index.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import { toOutcomeResult } from "../protocol/outcomeResult.ts";
import { readStreamingQuestions } from "../protocol/streaming.ts";
import { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "./callLabels.ts";
import { LazyExpiryNotice as ExpiryNotice, LazyOutcomeNote as OutcomeNote } from "./lazyWaitingParts.ts";
import { QuestionReceipt } from "./QuestionReceipt.tsx";
import { StreamingPlaceholder } from "./StreamingPlaceholder.tsx";
import { clearDraft, loadDraft, saveDraft } from "./sessionDrafts.ts";
import { type CallExpiryInfo, type CallReplyInfo, useWaiting } from "./useWaiting.ts";

/**
 * Props of `QuestionCall`: those of `QuestionForm`, plus the life of a tool
 * call in a chat. The options every component takes (`QuestionUIOptions`), with
 * `labels` the form's and the call's own strings. `Decline` is what the
 * `format`'s decline is: text for a tool result (the default), any value for a
 * format that answers in objects (an MCP-style request, a LangGraph interrupt).
 */
export interface QuestionCallProps<Decline = string>
  extends Omit<QuestionFormProps, keyof QuestionUIOptions | "reader" | "onSubmit" | "questions" | "output">,
    QuestionUIOptions<QuestionCallLabels> {
  /**
   * The tool call's arguments exactly as the model sent them (the object,
   * partial while `streaming`, or its JSON text): `ask_questions`' `{ questions }`
   * (or the questions array alone), or, with a `format`, that tool's
   * arguments. Read inside; when they fail, an error panel is shown instead.
   */
  input: unknown;
  /**
   * The call is another agent's tool (SPEC §7), e.g. `askUserQuestionFormat`
   * from `agent-question-form/claude`: `input` is read (also while streaming)
   * with `format.read`; `onSubmit`'s `toolResult` and the decline are written
   * in that format. Pass a stored answer as `{ kind: "answered", output:
   * format.answered(input, stored) }` (the chat adapters do). A stable object
   * (module scope). Without it, `ask_questions`.
   */
  format?: QuestionToolFormat<Decline>;
  /**
   * Called once with the answers and the `QuestionOutput` (the tool result),
   * and, with a `format`, `toolResult`: what that format writes, to send back
   * instead. A rejected promise keeps the form open with an error.
   */
  onSubmit?: (answers: AnswerItem[], output: QuestionOutput, toolResult?: unknown) => unknown;
  /**
   * The model is still writing the arguments, so `questions` is partial.
   * Questions known to be complete are shown and can be answered; a
   * placeholder stands for the rest; nothing is validated, reported invalid or
   * submitted until this turns false. A question never remounts as tokens arrive.
   */
  streaming?: boolean;
  /**
   * Offers a "Skip these questions" button. Called when the person declines,
   * with `toolResult`, what to return to the model (`declineText()`:
   * a decline, not an empty answer set; or the `format`'s decline), and `draft`, whatever they had
   * entered (for the host only). The call then shows that it was skipped.
   */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: Decline }) => void;
  /**
   * The call ended in an error that went back to the agent (the kit's
   * `output-error`): what was asked shows, disabled, and invalid questions say
   * the assistant was told and can try again (`invalidReported`), not that the
   * person may ask it to.
   */
  failed?: boolean;
  /**
   * How the call ended, for a stored call (the chat adapters read it from the
   * tool result): `answered` shows the receipt of `output` (read-only, nothing
   * can be sent again), `declined` that the person declined the call, `replied` their
   * message in the chat, `expired` that time ran out, and `dismissed` (a run
   * that stopped before the person answered) what was asked, disabled. Any
   * outcome forgets the unsent draft. `null` is none.
   */
  outcome?: QuestionOutcome | null | undefined;
  /**
   * Called once when the call ends here, with how (SPEC §14): `answered` once
   * `onSubmit` has settled, `declined` on Skip, `replied` when a chat message
   * answered it, `expired` when time ran out (with the unsent draft). For a
   * host that switches on the outcome; the tool result to send comes with
   * `onSubmit`, `onDecline`, `onReply` and `onExpire`.
   */
  onOutcome?: ((outcome: QuestionOutcome) => void) | undefined;
  /**
   * Keeps the unsent answers in `sessionStorage` under this key (e.g. the
   * tool-call id), so a reload or a thread switch brings them back (before
   * `defaultAnswers`). Cleared on submit and on decline, and once the call has
   * ended any other way (an `outcome`, or `failed`), kept when sending
   * fails. Storage that is full, disabled or holds bad JSON never breaks the
   * form; the draft is then simply not kept.
   */
  draftKey?: string;
  /** Names the call in `useWaitingQuestions().ids` (the chat adapters pass the tool-call id). */
  callId?: string;
  /**
   * Called with `true` when the call begins to wait for the person (its
   * arguments complete, open for answers) and `false` when it stops, e.g. to
   * relabel the chat input or set the tab title (SPEC §12). With several
   * calls, `WaitingQuestionsProvider` and `useWaitingQuestions()` count them.
   */
  onWaitingChange?: (waiting: boolean) => void;
  /**
   * Lets a message the person writes in the chat while the call waits answer
   * it (opt-in; the host passes it on with `useWaitingQuestions().reply(text)`):
   * the call ends as "replied in the chat", and this gets the message, the
   * unsent draft, and `toolResult` to return to the model (the `format`'s
   * `reply`, else the `replyText(text)` decline).
   */
  onReply?: (info: CallReplyInfo) => void;
  /**
   * Gives the person this long, in milliseconds, to answer: a countdown
   * ("Answer within 2 minutes") that stands still while they type and while
   * the page is hidden. Read once, when the call begins to wait.
   */
  timeoutMs?: number;
  /** As `timeoutMs`, as a time (read against the clock once, when the call begins to wait); `timeoutMs` wins. */
  expiresAt?: Date | number;
  /**
   * Called once when time runs out: the call ends as expired, showing the
   * unsent draft for the record, and this gets that draft, how long the call
   * waited (`afkTimeoutMs`) and `toolResult` to return (the `format`'s
   * `expire`, else the `expiredText()` decline).
   */
  onExpire?: (info: CallExpiryInfo) => void;
}

// One object for every call and render: the labels are merged over it once per labels content.
// Marked pure, or every bundle of the package's main entry would keep the call's labels.
const CALL_DEFAULTS = /* @__PURE__ */ Object.assign({}, DEFAULT_LABELS, DEFAULT_CALL_LABELS);

/**
 * One `ask_questions` tool call in a chat transcript, in every state of its
 * life: streaming in (questions appear as they complete, without remounting),
 * waiting for the person (the form, with an optional Skip button and a draft
 * kept across reloads), answered (a compact receipt that expands to the
 * read-only form, also from a stored outcome), skipped, replied in the chat or expired. The same form
 * view over `useQuestionForm` as `QuestionForm`, with the call's own parts in its slots.
 */
export function QuestionCall<Decline = string>({
  labels,
  input,
  streaming = false,
  onDecline,
  failed = false,
  outcome,
  onOutcome,
  draftKey: givenKey,
  className,
  classNames,
  id,
  readOnly,
  layout,
  format,
  callId,
  onWaitingChange,
  onReply,
  timeoutMs,
  expiresAt,
  onExpire,
  ...options
}: QuestionCallProps<Decline>) {
  // Merged once: the form takes this set as it is, and every part, the form's and the call's, reads it.
  const text = useLabels(labels, CALL_DEFAULTS);
  const output = outcome?.kind === "answered" ? outcome.output : undefined;
  const stored = output !== undefined;
  const isStreaming = streaming && !stored;
  const limits = useByContent(options.limits, [limitsKey(options.limits)]);
  const args = useByContent(input, [contentKey(input)]);
  // The call's arguments are read here, once per content, with its format: while they stream, by the
  // streaming reader (the questions known to be complete, through the format's reader if there is
  // one, and the one still arriving, for the placeholder), then by the format's reader or
  // `ask_questions`'. The form takes the batch as it is, keeping each question while its content is
  // the same: a token that completes no question re-renders none, and none ever remounts. A stored
  // answer shows its own questions: nothing to read.
  const read = useMemo(() => {
    if (stored) return undefined;
    if (!isStreaming) return { batch: format ? format.read(args) : readQuestions(args, limits) };
    const { ready, arriving } = readStreamingQuestions(args, limits, format?.read);
    return { batch: { ok: true, value: { questions: ready } } as const, arriving };
  }, [args, limits, isStreaming, format, stored]);

  // A call that has ended (any outcome, or failed) keeps no draft: what was typed while it waited
  // must not outlive it in sessionStorage. Submit and Skip clear it themselves.
  const ended = !!outcome || failed;
  // Failed or dismissed, the call can take no answers: what was asked shows, disabled.
  const disabled = options.disabled || failed || outcome?.kind === "dismissed";
  const draftKey = ended ? undefined : givenKey;
  useEffect(() => {
    if (givenKey && ended) clearDraft(givenKey);
  }, [givenKey, ended]);
  // A saved session draft wins over `defaultAnswers`.
  const [savedDraft] = useState(() => (draftKey ? loadDraft(draftKey) : undefined));
  const [declined, setDeclined] = useState(false);
  const latest = useLatest({ options, input, draftKey, onDecline, onOutcome, format });

  function onChange(answers: AnswerItem[], draftOf: (questionId: string) => Draft) {
    const { draftKey, options } = latest.current;
    if (draftKey) saveDraft(draftKey, answers, draftOf, form.questions);
    options.onChange?.(answers, draftOf);
  }

  async function onSubmit(answers: AnswerItem[], output: QuestionOutput) {
    // Read now: a chat host may re-render the call as answered (without a draftKey) before onSubmit settles.
    // If it fails, the form shows the failure and keeps every answer (and so does the saved draft).
    const { draftKey: savedUnder, format, input, options, onOutcome } = latest.current;
    // `toolResult` only with a format: without one the output is the tool result, as it always was.
    await (format
      ? options.onSubmit?.(answers, output, format.write(input, answers, output))
      : options.onSubmit?.(answers, output));
    if (savedUnder) clearDraft(savedUnder);
    onOutcome?.({ kind: "answered", output });
  }

  const form = useQuestionForm({
    ...options,
    // A box for a note on the whole set only where the tool result has a place for it.
    overallNote: options.overallNote && (!format || format.takesNote === true),
    read: read?.batch,
    output,
    disabled,
    // For a stored answer: its questions are this format's, checked as a reader's.
    reader: format?.read,
    labels: text,
    classNames,
    readOnly,
    defaultAnswers: savedDraft ?? options.defaultAnswers,
    // Every answer is shaped on each keystroke only for someone who needs them (Skip reads them when pressed).
    onChange: draftKey || options.onChange ? onChange : undefined,
    onSubmit,
    streaming: isStreaming,
  });

  const waits = useWaiting({
    waiting: !ended && !isStreaming && !declined && !form.issues && !form.answered && !readOnly && !disabled,
    callId,
    draftKey,
    format,
    input,
    answers: form.answers,
    onWaitingChange,
    onReply,
    onExpire,
    onOutcome,
    timeoutMs,
    expiresAt,
  });

  function decline() {
    if (form.phase === "submitting") return;
    const { draftKey, format, onDecline, onOutcome } = latest.current;
    if (draftKey) clearDraft(draftKey);
    setDeclined(true);
    const outcome = { kind: "declined" } as const;
    // The format's decline as it types it: text for a tool result (read back as declined after a
    // reload), the value itself for a format that answers in objects.
    onDecline?.({ draft: form.answers(), toolResult: toOutcomeResult(outcome, { format }) });
    onOutcome?.(outcome);
  }

  if (outcome?.kind === "declined" || declined) {
    return (
      <div id={id} {...slotProps("form", classNames, className)} data-state="declined">
        {/* Focus follows only a decline made here: the Skip button it replaces is gone. */}
        <EndingNote slot="declined" state="declined" classNames={classNames} focus={declined}>
          {text.declined}
        </EndingNote>
      </div>
    );
  }
  const unanswered =
    waits.outcome ?? (outcome?.kind === "replied" || outcome?.kind === "expired" ? outcome : undefined);
  if (unanswered) {
    return (
      <div id={id} {...slotProps("form", classNames, className)} data-state={unanswered.kind}>
        <OutcomeNote
          outcome={unanswered}
          questions={form.questions}
          labels={text}
          classNames={classNames}
          focus={waits.focus}
        />
      </div>
    );
  }
  const skip = (
    <>
      {onDecline && (
        <WayOutButton
          slot="decline"
          classNames={classNames}
          onClick={decline}
          disabled={disabled || form.phase === "submitting"}
        >
          {text.decline}
        </WayOutButton>
      )}
      {waits.expiry && !isStreaming && (
        <ExpiryNotice {...waits.expiry} active={waits.waiting && form.phase !== "submitting"} labels={text} />
      )}
    </>
  );
  return (
    <FormView
      {...{ form, id, className, readOnly, layout }}
      root={PlainForm}
      reported={failed}
      after={isStreaming && <StreamingPlaceholder arriving={read?.arriving} labels={text} />}
      actions={skip}
      answered={(questions) => (
        <QuestionReceipt questions={form.questions} answers={form.answers()} labels={text}>
          {questions}
        </QuestionReceipt>
      )}
    />
  );
}
