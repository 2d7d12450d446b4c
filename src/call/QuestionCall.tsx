import { useEffect, useMemo, useRef, useState } from "react";
import { limitsKey } from "../form/engine/contentKey.ts";
import type { QuestionUIOptions } from "../form/engine/QuestionUIOptions.ts";
import { slotProps } from "../form/engine/slots.ts";
import { useByContent } from "../form/engine/useByContent.ts";
import { useLabels } from "../form/engine/useLabels.ts";
import { type QuestionFormat, useQuestionForm } from "../form/engine/useQuestionForm.ts";
import { FormView, PlainForm } from "../form/FormView.tsx";
import { DEFAULT_LABELS } from "../form/labels.ts";
import type { QuestionFormProps } from "../form/QuestionForm.tsx";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { type AnswerItem, type Draft, formatDecline, type QuestionOutput } from "../protocol/index.ts";
import { arrivingQuestion, readStreamingQuestions } from "../protocol/streaming.ts";
import { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "./callLabels.ts";
import { DeclineButton } from "./DeclineButton.tsx";
import { LazyExpiryNotice as ExpiryNotice } from "./LazyExpiryNotice.tsx";
import { LazyQuestionEnded as QuestionEnded } from "./LazyQuestionEnded.tsx";
import { QuestionDeclined } from "./QuestionDeclined.tsx";
import { QuestionReceipt } from "./QuestionReceipt.tsx";
import { StreamingPlaceholder } from "./StreamingPlaceholder.tsx";
import { clearDraft, loadDraft, saveDraft } from "./sessionDrafts.ts";
import { type CallExpiryInfo, type CallReplyInfo, useCallEnding } from "./useCallEnding.ts";

/**
 * Props of `QuestionCall`: those of `QuestionForm`, plus the life of a tool
 * call in a chat. The options every component takes (`QuestionUIOptions`), with
 * `labels` the form's and the call's own strings.
 */
export interface QuestionCallProps
  extends Omit<QuestionFormProps, keyof QuestionUIOptions | "format" | "onSubmit">,
    QuestionUIOptions<QuestionCallLabels> {
  /**
   * The call is another agent's tool (SPEC §7), e.g. `askUserQuestionFormat`
   * from `agent-question-form/claude`: `questions` is then the call's whole
   * arguments, read (also while streaming) with `format.read`; `onSubmit`'s
   * `toolResult` and the decline are written in that format. Pass `result` as
   * `format.answered(arguments, stored)` (the chat adapters do). A stable
   * object (module scope). Without it, `ask_questions`.
   */
  format?: QuestionToolFormat;
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
   * with `toolResult`, what to return to the model (`formatDecline()`:
   * a decline, not an empty answer set; or the `format`'s decline), and `draft`, whatever they had
   * entered (for the host only). The call then shows that it was skipped.
   */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /**
   * The call ended in an error that went back to the agent (the kit's
   * `output-error`): what was asked shows, disabled, and invalid questions say
   * the assistant was told and can try again (`invalidReported`), not that the
   * person may ask it to.
   */
  failed?: boolean;
  /**
   * The call ended with nothing sent back (a run that stopped before the
   * person answered, a denied approval): what was asked shows, disabled, and
   * the unsent draft is forgotten.
   */
  stopped?: boolean;
  /** Shows the call as declined (e.g. its stored tool result is the decline text). */
  declined?: boolean;
  /**
   * Keeps the unsent answers in `sessionStorage` under this key (e.g. the
   * tool-call id), so a reload or a thread switch brings them back (before
   * `defaultAnswers`). Cleared on submit and on decline, and once the call has
   * ended any other way (`result`, `declined`, `failed` or `stopped`), kept when sending
   * fails. Storage that is full, disabled or holds bad JSON never breaks the
   * form; the draft is then simply not kept.
   */
  draftKey?: string;
  /** Names the call in `usePendingQuestions().ids` (the chat adapters pass the tool-call id). */
  callId?: string;
  /**
   * Called with `true` when the call begins to wait for the person (its
   * arguments complete, open for answers) and `false` when it stops, e.g. to
   * relabel the chat input or set the tab title (SPEC §12). With several
   * calls, `PendingQuestionsProvider` and `usePendingQuestions()` count them.
   */
  onPendingChange?: (pending: boolean) => void;
  /**
   * Lets a message the person writes in the chat while the call waits answer
   * it (opt-in; the host passes it on with `usePendingQuestions().reply(text)`):
   * the call ends as "replied in the chat", and this gets the message, the
   * unsent draft, and `toolResult` to return to the model (the `format`'s
   * `reply`, else the `formatReply(text)` decline).
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
   * `expire`, else the `formatExpired()` decline).
   */
  onExpire?: (info: CallExpiryInfo) => void;
  /** Shows the call as answered in the chat with this message (a stored reply; the adapters read it). */
  repliedInChat?: string;
  /** Shows the call as expired unanswered (a stored expiry). */
  expired?: boolean;
}

// One object for every call and render: the labels are merged over it once per labels content.
// Marked pure, or every bundle of the package's main entry would keep the call's labels.
const CALL_DEFAULTS = /* @__PURE__ */ Object.assign({}, DEFAULT_LABELS, DEFAULT_CALL_LABELS);

/**
 * One `ask_questions` tool call in a chat transcript, in every state of its
 * life: streaming in (questions appear as they complete, without remounting),
 * waiting for the person (the form, with an optional Skip button and a draft
 * kept across reloads), answered (a compact receipt that expands to the
 * read-only form, also from a stored `result`) and declined. The same form
 * view over `useQuestionForm` as `QuestionForm`, with the call's own parts in its slots.
 */
export function QuestionCall({
  labels,
  streaming = false,
  onDecline,
  declined = false,
  failed = false,
  stopped = false,
  draftKey: givenKey,
  className,
  classNames,
  id,
  readOnly,
  layout,
  format,
  callId,
  onPendingChange,
  onReply,
  timeoutMs,
  expiresAt,
  onExpire,
  repliedInChat,
  expired = false,
  ...options
}: QuestionCallProps) {
  // Merged once: the form takes this set as it is, and every part, the form's and the call's, reads it.
  const text = useLabels(labels, CALL_DEFAULTS);
  const isStreaming = streaming && !options.result;
  const limits = useByContent(options.limits, [limitsKey(options.limits)]);
  // The call's arguments are read once, with its format: while they stream, by the streaming reader
  // (the questions known to be complete, through the format's reader if there is one), then by the
  // format's reader. The form applies the reader once per content, so a token that completes no
  // question re-renders no question, and a complete question never remounts.
  const read = useMemo<QuestionFormat | undefined>(
    () =>
      isStreaming
        ? (input) => ({ ok: true, value: { questions: readStreamingQuestions(input, limits, format?.read).ready } })
        : format?.read,
    [limits, isStreaming, format],
  );

  // A call that has ended (answered, declined, failed, stopped) keeps no draft: what was typed
  // while it waited must not outlive it in sessionStorage. Submit and Skip clear it themselves.
  const ended = !!options.result || declined || failed || stopped || expired || repliedInChat !== undefined;
  // Failed or stopped, the call can take no answers: what was asked shows, disabled.
  const disabled = options.disabled || failed || stopped;
  const draftKey = ended ? undefined : givenKey;
  useEffect(() => {
    if (givenKey && ended) clearDraft(givenKey);
  }, [givenKey, ended]);
  // A saved session draft wins over `defaultAnswers`.
  const [savedDraft] = useState(() => (draftKey ? loadDraft(draftKey) : undefined));
  const [skipped, setSkipped] = useState(false);
  const latest = useRef({ options, draftKey, onDecline, format });
  latest.current = { options, draftKey, onDecline, format };

  function onChange(answers: AnswerItem[], draftOf: (questionId: string) => Draft) {
    const { draftKey, options } = latest.current;
    if (draftKey) saveDraft(draftKey, answers, draftOf, form.questions);
    options.onChange?.(answers, draftOf);
  }

  async function onSubmit(answers: AnswerItem[], output: QuestionOutput) {
    // Read now: a chat host may re-render the call as answered (without a draftKey) before onSubmit settles.
    // If it fails, the form shows the failure and keeps every answer (and so does the saved draft).
    const { draftKey: savedUnder, format, options } = latest.current;
    // `toolResult` only with a format: without one the output is the tool result, as it always was.
    await (format
      ? options.onSubmit?.(answers, output, format.write(options.questions, answers, output))
      : options.onSubmit?.(answers, output));
    if (savedUnder) clearDraft(savedUnder);
  }

  const form = useQuestionForm({
    ...options,
    disabled,
    format: read,
    labels: text,
    classNames,
    readOnly,
    defaultAnswers: savedDraft ?? options.defaultAnswers,
    // Every answer is shaped on each keystroke only for someone who needs them (Skip reads them when pressed).
    onChange: draftKey || options.onChange ? onChange : undefined,
    onSubmit,
    pending: isStreaming,
  });

  const waits = useCallEnding({
    waiting: !ended && !isStreaming && !skipped && !form.issues && !form.answered && !readOnly && !disabled,
    callId,
    draftKey,
    format,
    input: options.questions,
    answers: form.answers,
    onPendingChange,
    onReply,
    onExpire,
    timeoutMs,
    expiresAt,
  });

  function decline() {
    if (form.phase === "submitting") return;
    const { draftKey, format, onDecline } = latest.current;
    if (draftKey) clearDraft(draftKey);
    setSkipped(true);
    onDecline?.({ draft: form.answers(), toolResult: (format?.decline ?? formatDecline)() });
  }

  if (declined || skipped) {
    return (
      <div id={id} {...slotProps("form", classNames, className)} data-state="declined">
        {/* Focus follows only a decline made here: the Skip button it replaces is gone. */}
        <QuestionDeclined labels={text} classNames={classNames} autoFocus={skipped} />
      </div>
    );
  }
  const ending = waits.ending ?? (repliedInChat !== undefined ? { repliedInChat } : expired && { expired: true });
  if (ending) {
    return (
      <div id={id} {...slotProps("form", classNames, className)} data-state="ended">
        <QuestionEnded
          ending={ending}
          questions={form.questions}
          labels={text}
          classNames={classNames}
          autoFocus={waits.ending?.focus}
        />
      </div>
    );
  }
  const skip = (
    <>
      {onDecline && (
        <DeclineButton onDecline={decline} disabled={disabled || form.phase === "submitting"} labels={text} />
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
      after={isStreaming && <StreamingPlaceholder arriving={arrivingQuestion(options.questions)} labels={text} />}
      actions={skip}
      answered={(questions) => (
        <QuestionReceipt questions={form.questions} answers={form.answers()} labels={text}>
          {questions}
        </QuestionReceipt>
      )}
    />
  );
}
