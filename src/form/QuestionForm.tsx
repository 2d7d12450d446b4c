import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type AnswerItem,
  type Draft,
  fromAnswer,
  isAnswered,
  type QuestionIssue,
  type QuestionItem,
  type QuestionLimits,
  type QuestionOutput,
  toAnswers,
} from "../protocol/index.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { InvalidInput } from "./InvalidInput.tsx";
import { type QuestionFormLabels, withDefaults } from "./labels.ts";
import { MultiChoice } from "./MultiChoice.tsx";
import type { QuestionFormComponents, QuestionProps } from "./QuestionProps.ts";
import { QuestionSlot } from "./QuestionSlot.tsx";
import { inputKey, readQuestions } from "./readQuestions.ts";
import { SingleChoice } from "./SingleChoice.tsx";
import { TextQuestion } from "./TextQuestion.tsx";
import { UNANSWERED_LABEL } from "./unanswered.ts";
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
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<QuestionFormLabels>;
  /**
   * Replaces the renderer of any question type; it receives the same props as
   * ours. The object may be new on each render, but each renderer must be a
   * stable component (declared at module scope, or memoized): one created
   * while the host renders is a new component type each time, so the question
   * would remount and the person lose focus mid-typing.
   */
  components?: Partial<QuestionFormComponents>;
  /** Extra class names for the root element (`qf-form`, or `qf-invalid` for the error panel). */
  className?: string;
  /** The root element's id. */
  id?: string;
  /**
   * A stored tool result (e.g. after a page reload): shows its questions as
   * answered, read-only, exactly as right after the submit, even when it
   * arrives after the person started typing (their drafts are not shown).
   * Used instead of `questions`; nothing can be sent again.
   */
  result?: QuestionOutput;
  /**
   * `questions` is not complete yet (e.g. the model is still writing it; see
   * `QuestionCall`): the questions given can be answered, but nothing is
   * reported invalid or submitted until this turns false. While pending,
   * questions that fail validation show as an empty form, not the error panel.
   */
  pending?: boolean;
  /** Shown after the questions, before the submit button (e.g. a "Loading questions…" placeholder). */
  children?: ReactNode;
  /** More buttons after the submit button (e.g. a Skip button); shown only while the form can be sent. */
  actions?: ReactNode;
  /**
   * Once answered (after the submit, or from `result`), renders what stands
   * in place of the questions, e.g. a compact receipt. `questions` is the
   * read-only form, to show on demand.
   */
  renderAnswered?: (output: QuestionOutput, questions: ReactNode) => ReactNode;
}

// One array, not a new one per render: the questions' memos depend on it.
const NO_QUESTIONS: QuestionItem[] = [];

// Each renderer only ever receives its own type's value; the slot is type-agnostic.
const RENDERERS = { Text: TextQuestion, SingleChoice, MultiChoice, YesNo } as Record<
  QuestionItem["type"],
  ComponentType<QuestionProps>
>;

type Phase = "idle" | "submitting" | "submitted" | "error";

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
  result,
  pending = false,
  children,
  actions,
  renderAnswered,
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
  const isPending = pending && !result;
  const items = validated.ok ? validated.value.questions : NO_QUESTIONS;

  const [store] = useState(createDraftStore);
  const latest = useRef({ onSubmit, onChange, items });
  latest.current = { onSubmit, onChange, items };

  // A stored result shows exactly its answers, whenever it arrives and whatever was typed before:
  // its own store, never mixed with the drafts (which stay, should the result go away).
  const resultKey = result && inputKey(result.answers);
  // Restoring is idempotent (only questions without a draft), so running it during render is safe.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `defaultAnswers` is read once per batch, like a default value; `resultKey` stands for `result`
  const shown = useMemo(() => {
    const target = result ? createDraftStore() : store;
    const saved = result ? result.answers : defaultAnswers;
    if (Array.isArray(saved)) {
      for (const question of items) {
        target.seedDraft(
          question.id,
          fromAnswer(
            question,
            saved.find((answer) => answer?.id === question.id),
          ),
        );
      }
    }
    return target;
  }, [items, store, resultKey]);

  // Every input (under its limits) reported so far, not just the last: "x", "y", "x" is two reports.
  const [reported] = useState(() => new Set<string>());
  const reportInvalid = useRef(onInvalid);
  reportInvalid.current = onInvalid;
  // Partial arguments are not yet wrong, and a stored result is no longer the host's to fix.
  const quiet = isPending || result !== undefined;
  useEffect(() => {
    const seen = `${limitsKey} ${key}`;
    if (quiet || validated.ok || reported.has(seen)) return;
    reported.add(seen);
    reportInvalid.current?.(validated.issues);
  }, [validated, key, limitsKey, quiet, reported]);

  const uid = useId();

  const onEdit = useCallback(
    (question: QuestionItem, draft: Draft) => {
      store.setDraft(question.id, draft);
      // Errors clear as soon as the question is answered, never appear before a submit. Only the
      // edited question can have become answered, so only it is checked: a keystroke costs the same
      // in a batch of 10 or 1,000 (the benchmark's keystroke target).
      if (store.entry(question.id).error !== undefined && isAnswered(question, draft)) store.clearError(question.id);
      const { onChange, items } = latest.current;
      const draftOf = (questionId: string) => store.entry(questionId).draft;
      // Every answer is shaped only for someone who asked for them.
      onChange?.(toAnswers(items, draftOf), draftOf);
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
    if (sending.current || disabled || readOnly || isPending || result) return;
    const draftOf = (questionId: string) => store.entry(questionId).draft;
    // The protocol's own rule (`isAnswered`), the same one that clears an error while typing.
    const missing = all.filter(
      (question) => question.required !== false && !isAnswered(question, draftOf(question.id)),
    );
    store.showErrors(new Map(missing.map((question) => [question.id, UNANSWERED_LABEL[question.type]])));
    if (missing.length > 0) {
      setSummaryFocus((count) => count + 1);
      return;
    }
    const answers = toAnswers(all, draftOf);
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
    // The submit button goes away; confirm the send where the person is,
    // unless they have moved on meanwhile (e.g. to the chat box).
    focusStatus.current = form.current?.contains(form.current.ownerDocument.activeElement) ?? false;
    setPhase("submitted");
  }

  const focusStatus = useRef(false);
  useEffect(() => {
    if (phase === "submitted" && focusStatus.current) status.current?.focus();
  }, [phase]);

  if (!validated.ok && !isPending) {
    return <InvalidInput issues={validated.issues} labels={text} className={className} id={id} />;
  }
  const answered = phase === "submitted" || result !== undefined;
  const locked = readOnly || phase === "submitting" || answered;
  const slots = items.map((question, index) => (
    <QuestionSlot
      key={question.id}
      question={question}
      store={shown}
      Renderer={(components?.[question.type] as ComponentType<QuestionProps> | undefined) ?? RENDERERS[question.type]}
      labels={text}
      controlId={`${uid}q${index}`}
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
      aria-busy={phase === "submitting" || isPending || undefined}
    >
      <ErrorSummary questions={items} store={shown} labels={text} idPrefix={`${uid}q`} focusRequest={summaryFocus} />
      {answered && renderAnswered
        ? renderAnswered(
            {
              questions: items,
              // From the store even for a stored `result`: its answers were read into it through
              // `fromAnswer`, so whatever shape storage gave back, the receipt gets well-formed answers.
              answers: toAnswers(items, (questionId) => shown.entry(questionId).draft),
            },
            slots,
          )
        : slots}
      {children}
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
              // Explicit, for Safari: its default Tab order skips a button without one.
              tabIndex={0}
              disabled={disabled || isPending}
              aria-disabled={phase === "submitting" || undefined}
              data-state={phase}
            >
              {phase === "submitting" ? text.submitting : text.submit}
            </button>
            {actions}
          </div>
        )
      )}
    </form>
  );
}
