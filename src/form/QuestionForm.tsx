import { type ComponentType, type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type AnswerItem,
  type Draft,
  formatDecline,
  fromAnswer,
  isAnswered,
  type QuestionIssue,
  type QuestionItem,
  type QuestionLimits,
  type QuestionOutput,
  toAnswers,
} from "../protocol/index.ts";
import { DeclineButton } from "./DeclineButton.tsx";
import { clearDraft, loadDraft, saveDraft } from "./draftStorage.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { InvalidInput } from "./InvalidInput.tsx";
import { type QuestionFormLabels, withDefaults } from "./labels.ts";
import { MultiChoice } from "./MultiChoice.tsx";
import { QuestionDeclined } from "./QuestionDeclined.tsx";
import type { QuestionFormComponents, QuestionProps } from "./QuestionProps.ts";
import { QuestionReceipt } from "./QuestionReceipt.tsx";
import { QuestionSlot } from "./QuestionSlot.tsx";
import { inputKey, readQuestions } from "./readQuestions.ts";
import { SingleChoice } from "./SingleChoice.tsx";
import { StreamingPlaceholder } from "./StreamingPlaceholder.tsx";
import { readStreamingQuestions } from "./streamingQuestions.ts";
import { TextQuestion } from "./TextQuestion.tsx";
import { UNANSWERED_LABEL, unansweredIds } from "./unanswered.ts";
import { createDraftStore } from "./useDrafts.ts";
import { YesNo } from "./YesNo.tsx";

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
   * Called once with one `AnswerItem` per question, in question order, and the
   * tool result `{ questions, answers }`, after every required question is
   * answered. Return a promise to show "Sending…" until it settles; if it
   * rejects (or this throws) the form shows an error and keeps every answer.
   * Any other return value is ignored.
   */
  onSubmit?: (answers: AnswerItem[], output: QuestionOutput) => unknown;
  /** Called with the issues when `questions` fails validation: once per distinct input. */
  onInvalid?: (issues: QuestionIssue[]) => void;
  /** Called with the current answers on every edit (to save a draft). */
  onChange?: (answers: AnswerItem[]) => void;
  /** Answers to start from (a saved draft, or a stored result shown with `readOnly`). Read when the questions first validate. */
  defaultAnswers?: readonly AnswerItem[];
  /** Shows the questions but takes no input and cannot submit. */
  disabled?: boolean;
  /** Shows the questions with their answers, without a submit button. */
  readOnly?: boolean;
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<QuestionFormLabels>;
  /** Replaces the renderer of any question type; it receives the same props as ours. */
  components?: Partial<QuestionFormComponents>;
  /** Extra class names for the root element (`qf-form`, or `qf-invalid` for the error panel). */
  className?: string;
  /** The root element's id. */
  id?: string;
  /**
   * The model is still writing the arguments, so `questions` is partial.
   * Questions known to be complete are shown and can be answered; a
   * placeholder stands for the rest; nothing is validated, reported invalid or
   * submitted until this turns false. A question never remounts as tokens arrive.
   */
  streaming?: boolean;
  /**
   * A stored tool result (e.g. after a page reload): shows its questions as
   * answered, read-only, exactly as right after the submit. Used instead of
   * `questions`; nothing can be sent again.
   */
  result?: QuestionOutput;
  /**
   * Once answered (after the submit, or from `result`), shows a compact
   * receipt of the answers that expands to the full read-only form, instead
   * of the full form. Suited to a chat transcript; the chat adapters turn it on.
   */
  receipt?: boolean;
  /**
   * Offers a "Skip these questions" button. Called when the person declines,
   * with `toolResult`, the text to return to the model (`formatDecline()`:
   * a decline, not an empty answer set), and `draft`, whatever they had
   * entered (for the host only). The form then shows that it was skipped.
   */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /** Shows the call as declined (e.g. its stored tool result is the decline text). */
  declined?: boolean;
  /**
   * Keeps the unsent answers in `sessionStorage` under this key (e.g. the
   * tool-call id), so a reload or a thread switch brings them back. Cleared on
   * submit and on decline. Storage that is full, disabled or holds bad JSON
   * never breaks the form; the draft is then simply not kept.
   */
  draftKey?: string;
}

type Phase = "idle" | "submitting" | "submitted" | "error" | "declined";

/**
 * A batch of questions from an `ask_questions` tool call as one accessible
 * form. Required questions are checked with the protocol's own rules on
 * submit; answers are kept by question id across re-renders and failures.
 */
export function QuestionForm({
  questions,
  limits,
  onSubmit,
  onInvalid,
  onChange,
  defaultAnswers,
  disabled = false,
  readOnly = false,
  labels,
  components,
  className,
  id,
  streaming = false,
  result,
  receipt = false,
  onDecline,
  declined = false,
  draftKey,
}: QuestionFormProps) {
  // A stored result shows what was asked and answered, whatever `questions` holds.
  const source = result ? result.questions : questions;
  const key = inputKey(source);
  // Keyed by content, not identity: a new-but-equal array does no work and re-renders no question.
  // By value too (JSON would turn Infinity into null), so an inline `limits` object costs nothing.
  const limitsKey = `${limits?.maxQuestions}/${limits?.maxOptions}/${limits?.maxLength}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `limitsKey` stand for `questions` and `limits`
  const validated = useMemo(() => readQuestions(source, limits), [key, limitsKey]);
  const labelsKey = JSON.stringify(labels ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `labelsKey` stands for `labels`
  const text = useMemo(() => withDefaults(labels), [labelsKey]);
  const isStreaming = streaming && !result;
  // Unchanged questions keep their objects from token to token, so their slots skip re-rendering.
  const streamedBefore = useRef<QuestionItem[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `limitsKey` stand for `questions` and `limits`
  const streamed = useMemo(
    () => (isStreaming ? readStreamingQuestions(source, streamedBefore.current, limits) : undefined),
    [key, limitsKey, isStreaming],
  );
  if (streamed) streamedBefore.current = streamed.ready;
  const items = streamed ? streamed.ready : validated.ok ? validated.value.questions : undefined;

  const [store] = useState(createDraftStore);
  const latest = useRef({ onSubmit, onChange, onDecline, draftKey, items });
  latest.current = { onSubmit, onChange, onDecline, draftKey, items };

  // A stored result wins over a saved session draft, which wins over `defaultAnswers`.
  const [savedDraft] = useState(() => (draftKey ? loadDraft(draftKey) : undefined));
  const startFrom = result?.answers ?? savedDraft ?? defaultAnswers;
  // Restoring is idempotent (only questions without a draft), so running it during render is safe.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per batch, like a default value
  useMemo(() => {
    if (!items || !Array.isArray(startFrom)) return;
    for (const question of items) {
      const saved = startFrom.find((answer) => answer?.id === question.id);
      store.seedDraft(question.id, fromAnswer(question, saved));
    }
  }, [items, store]);

  const reported = useRef<string | undefined>(undefined);
  const reportInvalid = useRef(onInvalid);
  reportInvalid.current = onInvalid;
  // Partial arguments are not yet wrong, and a finished call is no longer the host's to fix.
  const quiet = isStreaming || declined || result !== undefined;
  useEffect(() => {
    if (quiet || validated.ok || reported.current === key) return;
    reported.current = key;
    reportInvalid.current?.(validated.issues);
  }, [validated, key, quiet]);

  const uid = useId();
  const controlIds = useMemo(() => (items ?? []).map((_, index) => `${uid}q${index}`), [items, uid]);
  const renderers = {
    Text: components?.Text ?? TextQuestion,
    SingleChoice: components?.SingleChoice ?? SingleChoice,
    MultiChoice: components?.MultiChoice ?? MultiChoice,
    YesNo: components?.YesNo ?? YesNo,
    // Each renderer only ever receives its own type's value; the slot is type-agnostic.
  } as unknown as Record<QuestionItem["type"], ComponentType<QuestionProps>>;

  const onEdit = useCallback(
    (question: QuestionItem, draft: Draft) => {
      store.setDraft(question.id, draft);
      // Errors clear as soon as the question is answered, never appear before a submit. Only the
      // edited question can have become answered, so only it is checked: a keystroke costs the same
      // in a batch of 10 or 1,000 (the benchmark's keystroke target).
      if (store.entry(question.id).error !== undefined && isAnswered(question, draft)) store.clearError(question.id);
      const { draftKey, onChange } = latest.current;
      // Every answer is shaped only for someone who asked for them.
      if (!draftKey && !onChange) return;
      const answers = toAnswers(latest.current.items ?? [], (questionId) => store.entry(questionId).draft);
      if (draftKey) saveDraft(draftKey, answers);
      onChange?.(answers);
    },
    [store],
  );

  const [phase, setPhase] = useState<Phase>("idle");
  // A ref, not state: a second click in the same tick must already see the first.
  const sending = useRef(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const all = latest.current.items;
    if (!all || sending.current || disabled || readOnly || isStreaming || result) return;
    // Read now: a chat host may re-render the form as answered (without a draftKey) before onSubmit settles.
    const savedUnder = latest.current.draftKey;
    const answers = toAnswers(all, (questionId) => store.entry(questionId).draft);
    const missing = unansweredIds(all, answers);
    store.showErrors(
      new Map(all.filter((question) => missing.has(question.id)).map((q) => [q.id, UNANSWERED_LABEL[q.type]])),
    );
    if (missing.size > 0) {
      setSummaryFocus((count) => count + 1);
      return;
    }
    sending.current = true;
    setPhase("submitting");
    try {
      await latest.current.onSubmit?.(answers, { questions: all, answers });
    } catch {
      sending.current = false;
      setPhase("error");
      return;
    }
    // `sending` stays set: the answers are sent, the form cannot submit again.
    if (savedUnder) clearDraft(savedUnder);
    // The submit button goes away; confirm the send where the person is,
    // unless they have moved on meanwhile (e.g. to the chat box).
    focusStatus.current = form.current?.contains(form.current.ownerDocument.activeElement) ?? false;
    setPhase("submitted");
  }

  const focusStatus = useRef(false);
  useEffect(() => {
    if (phase === "submitted" && focusStatus.current) status.current?.focus();
  }, [phase]);

  function decline() {
    if (sending.current) return;
    sending.current = true;
    const draft = toAnswers(latest.current.items ?? [], (questionId) => store.entry(questionId).draft);
    if (latest.current.draftKey) clearDraft(latest.current.draftKey);
    setPhase("declined");
    latest.current.onDecline?.({ draft, toolResult: formatDecline() });
  }

  if (declined || phase === "declined") {
    return (
      <div id={id} className={className ? `qf-form ${className}` : "qf-form"} data-state="declined">
        {/* Focus follows only a decline made here: the Skip button it replaces is gone. */}
        <QuestionDeclined labels={text} autoFocus={phase === "declined"} />
      </div>
    );
  }
  if (!streamed && !validated.ok) {
    return <InvalidInput issues={validated.issues} labels={text} className={className} id={id} />;
  }
  const all = items ?? [];
  const answered = phase === "submitted" || result !== undefined;
  const locked = readOnly || phase === "submitting" || answered;
  const slots = all.map((question, index) => (
    <QuestionSlot
      key={question.id}
      question={question}
      store={store}
      Renderer={renderers[question.type]}
      labels={text}
      controlId={controlIds[index] ?? `${uid}q${index}`}
      disabled={disabled}
      readOnly={locked}
      onEdit={onEdit}
    />
  ));
  return (
    <form
      ref={form}
      id={id}
      className={className ? `qf-form ${className}` : "qf-form"}
      noValidate
      onSubmit={submit}
      data-state={answered ? "submitted" : phase}
      data-readonly={readOnly ? "" : undefined}
      data-disabled={disabled ? "" : undefined}
      aria-busy={phase === "submitting" || isStreaming || undefined}
    >
      <ErrorSummary questions={all} store={store} labels={text} controlIds={controlIds} focusRequest={summaryFocus} />
      {receipt && answered ? (
        <QuestionReceipt
          questions={all}
          answers={result?.answers ?? toAnswers(all, (questionId) => store.entry(questionId).draft)}
          labels={text}
        >
          {slots}
        </QuestionReceipt>
      ) : (
        slots
      )}
      {streamed && <StreamingPlaceholder arriving={streamed.arriving} labels={text} />}
      {phase === "error" && (
        <p className="qf-submit-error" role="alert">
          {text.submitFailed}
        </p>
      )}
      {answered ? (
        <p ref={status} className="qf-status" role="status" tabIndex={-1}>
          {text.submitted}
        </p>
      ) : (
        !readOnly && (
          <div className="qf-actions">
            <button
              type="submit"
              className="qf-submit"
              disabled={disabled || isStreaming}
              aria-disabled={phase === "submitting" || undefined}
              data-state={phase}
            >
              {phase === "submitting" ? text.submitting : text.submit}
            </button>
            {onDecline && (
              <DeclineButton onDecline={decline} disabled={disabled || phase === "submitting"} labels={text} />
            )}
          </div>
        )
      )}
    </form>
  );
}
