import {
  type FormEvent,
  type FormHTMLAttributes,
  type HTMLAttributes,
  type RefCallback,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { withNote } from "../../protocol/answers.ts";
import { readQuestions } from "../../protocol/arguments.ts";
import {
  type AnswerItem,
  type Draft,
  fromAnswer,
  type QuestionIssue,
  type QuestionItem,
  type QuestionLimits,
  type QuestionOutput,
  toAnswers,
  type Validated,
} from "../../protocol/index.ts";
import { recheckRead } from "../../protocol/validate.ts";
import { DEFAULT_LABELS, type QuestionFormLabels } from "../labels.ts";
import { type FieldError, fieldError } from "../unanswered.ts";
import { composeHandlers } from "./composeHandlers.ts";
import { contentKey, keepUnchanged } from "./contentKey.ts";
import { createDraftStore, type DraftStore } from "./draftStore.ts";
import type { QuestionFormContextValue } from "./QuestionFormContext.ts";
import type { QuestionButtonProps, QuestionFormComponents } from "./QuestionProps.ts";
import { type QuestionFormClassNames, slotProps } from "./slots.ts";
import { useLabels } from "./useLabels.ts";

/** A format reader (SPEC §7), e.g. `fromAskUserQuestion`: another agent's input → our questions, or every issue. */
export type QuestionFormat = (questions: unknown) => Validated<{ questions: QuestionItem[] }>;

// Every part a host can replace, named once (the type fails on a missing or unknown one): the
// form's context changes when any of them does.
const PART_NAMES = Object.keys({
  Text: 0,
  SingleChoice: 0,
  MultiChoice: 0,
  YesNo: 0,
  Button: 0,
  Textarea: 0,
  Checkbox: 0,
  Preview: 0,
  Radio: 0,
  RadioGroup: 0,
} satisfies Record<keyof QuestionFormComponents, 0>) as (keyof QuestionFormComponents)[];

/** What `useQuestionForm` takes: the `QuestionForm` props that are not markup. */
export interface UseQuestionFormOptions {
  /** The tool call's `questions` (the array, the whole arguments, or their JSON text); validated inside. */
  questions: unknown;
  /** Size limits for `questions` (`DEFAULT_LIMITS` otherwise). */
  limits?: Partial<QuestionLimits> | undefined;
  /** Reads `questions` in another agent's format (a stable function); `ask_questions` by default. */
  format?: QuestionFormat | undefined;
  /** Called once with the answers and the tool result when every required question is answered; a rejected promise keeps the form open with an error. */
  onSubmit?: ((answers: AnswerItem[], output: QuestionOutput) => unknown) | undefined;
  /** Called with the issues when `questions` fails validation: once per distinct input (and `limits`). */
  onInvalid?: ((issues: QuestionIssue[]) => void) | undefined;
  /** Called on every edit with the answers as they would be sent and each question's draft as entered. */
  onChange?: ((answers: AnswerItem[], draftOf: (questionId: string) => Draft) => void) | undefined;
  /** Answers to start from, read when the questions first validate. */
  defaultAnswers?: readonly AnswerItem[] | undefined;
  /** Takes no input and cannot submit. */
  disabled?: boolean | undefined;
  /** Shows the answers, takes no input, has no submit button. */
  readOnly?: boolean | undefined;
  /** Replaces any of the visible strings. */
  labels?: Partial<QuestionFormLabels> | undefined;
  /** Extra class names by slot. */
  classNames?: QuestionFormClassNames | undefined;
  /** The host's renderers and parts; each a stable component. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** A stored tool result: shown answered and read-only, instead of `questions`. `null` is none. */
  result?: QuestionOutput | null | undefined;
  /**
   * `questions` is not complete yet (streaming): what is given can be answered,
   * but nothing is reported invalid or submitted until this turns false.
   */
  pending?: boolean | undefined;
  /**
   * Each question offers "Add a note": a text box, behind a disclosure, for a
   * remark on the answer (SPEC §11). A non-blank note is sent trimmed as the
   * answer's `note`; Claude's writer sends it as `annotations[question].notes`.
   */
  notes?: boolean | undefined;
}

/** Where the form is in its life. */
export type QuestionFormPhase = "idle" | "submitting" | "submitted" | "error";

/** What `useQuestionForm` returns: the form's state, and the props to spread on its parts. */
export interface QuestionFormState {
  /** The questions, validated and normalized; `[]` while the input is invalid. */
  questions: readonly QuestionItem[];
  /** What is wrong with `questions` (show `InvalidInput`); undefined when valid or still pending. */
  issues: readonly QuestionIssue[] | undefined;
  /**
   * Whether the panel shown for `issues` should take focus: focus was inside
   * the form when the panel replaced it (a stream that ended invalid), and
   * would otherwise fall to the page.
   */
  focusIssues: boolean;
  /** `idle`, `submitting` (onSubmit's promise pending), `submitted`, or `error` (onSubmit failed). */
  phase: QuestionFormPhase;
  /** Whether the answers are sent (after the submit) or stored (`result`): show them, read-only. */
  answered: boolean;
  /** Whether the arguments are still arriving. */
  pending: boolean;
  /** The merged labels. */
  labels: QuestionFormLabels;
  /** Counts the failed submits; the error summary takes focus each time it grows. */
  summaryFocus: number;
  /**
   * The answers as they would be sent now (or were sent, or are stored), one per
   * question in order. From the store even for a stored `result`: its answers were
   * read into it through `fromAnswer`, so whatever shape storage gave back, these are well-formed.
   */
  answers: () => AnswerItem[];
  /** Checks the required questions and sends, as the form's submit event does. */
  submit: () => Promise<void>;
  /**
   * Checks only these questions (all when omitted) with the submit's rules and
   * messages, shows exactly their errors (and focuses the error summary when
   * one fails), and tells whether they pass; sends nothing. The steps layout's
   * Next checks the current question with it.
   */
  check: (questionIds?: readonly string[]) => boolean;
  /**
   * Props for the `<form>`: submit handling, state attributes, `data-slot="form"`.
   * Give it your own props: your `className` is added after ours, and your
   * `onSubmit` runs first (call `event.preventDefault()` in it to keep ours from sending).
   */
  getFormProps: (props?: FormHTMLAttributes<HTMLFormElement>) => QuestionFormElementProps;
  /** Props for the submit button (a native one, or the host's `Button`), label included. */
  getSubmitProps: () => QuestionButtonProps;
  /** Props for the "Answers sent" status line that takes focus after a submit made from inside the form. */
  getStatusProps: () => HTMLAttributes<HTMLParagraphElement> & { ref: RefObject<HTMLParagraphElement | null> };
  /** What `QuestionFormProvider` gives the parts inside. */
  context: QuestionFormContextValue;
}

/** The props `getFormProps` gives the `<form>` element. */
export interface QuestionFormElementProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The form element, to tell whether focus is inside it when the answers are sent, or when the form goes away. */
  ref: RefCallback<HTMLFormElement>;
  /** `form`. */
  "data-slot": string;
  /** `idle`, `submitting`, `submitted` or `error`. */
  "data-state": QuestionFormPhase;
  /** Present when read-only. */
  "data-readonly"?: "" | undefined;
  /** Present when disabled. */
  "data-disabled"?: "" | undefined;
}

// One array, not a new one per render: the questions' memos depend on it.
const NO_QUESTIONS: QuestionItem[] = [];

/** Each question's draft by id, as it shows and would be sent (`DraftStore.draftOf`). */
function draftsOf(store: DraftStore, questions: readonly QuestionItem[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return (questionId: string): Draft => {
    const question = byId.get(questionId);
    return question ? store.draftOf(question) : undefined;
  };
}

/** Every question's answer as it would be sent, with the note the person added to it. */
function answersOf(store: DraftStore, questions: readonly QuestionItem[]): AnswerItem[] {
  return toAnswers(questions, draftsOf(store, questions)).map((item) => withNote(item, store.entry(item.id).note));
}

/**
 * The form without its markup: validates `questions` with the protocol, keeps
 * each question's draft by id (typing in one re-renders that one only), checks
 * the required questions on submit with the protocol's rule, sends once, and
 * moves focus as the person needs. Render the questions inside
 * `QuestionFormProvider` (with `useQuestionField`, or our renderers) and spread
 * the prop getters on your own form, submit button and status line.
 */
export function useQuestionForm(options: UseQuestionFormOptions): QuestionFormState {
  const { questions, limits, format, onInvalid, labels, classNames, components } = options;
  // `null` is no result (a host writing `result={output ?? null}`), not an answered call.
  const result = options.result ?? undefined;
  const disabled = options.disabled ?? false;
  const readOnly = options.readOnly ?? false;
  // A stored result shows what was asked and answered, whatever `questions` holds.
  const source = result ? result.questions : questions;
  // The questions as sent, once the submit succeeded: what the host passes afterwards is not what was answered.
  const [submitted, setSubmitted] = useState<QuestionItem[]>();
  const sent = result ? undefined : submitted;
  const key = contentKey(source);
  // Keyed by content, not identity: a new-but-equal array does no work and re-renders no question.
  // By value too (JSON would turn Infinity into null), so an inline `limits` object costs nothing.
  const limitsKey = `${limits?.maxQuestions}/${limits?.maxOptions}/${limits?.maxLength}`;
  // A stored result holds questions a format reader already read: checked again in the readers'
  // dialect (no `recommended` needed, reader-only fields kept), never read as that format anew.
  const read = format && (result ? recheckRead : format);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `limitsKey` stand for `questions` and `limits`
  const validated = useMemo(() => (read ? read(source) : readQuestions(source, limits)), [key, limitsKey, read]);
  // Validation makes new question objects: each question keeps its previous one while its content is
  // the same, so a question completing in a stream (or added to the batch) re-renders none of the others.
  const before = useRef(NO_QUESTIONS);
  const fresh = useMemo(() => {
    if (validated.ok) before.current = keepUnchanged(before.current, validated.value.questions);
    return validated.ok ? before.current : NO_QUESTIONS;
  }, [validated]);
  const text = useLabels(labels, DEFAULT_LABELS);
  const pending = (options.pending ?? false) && !result;
  const items = sent ?? fresh;

  const [store] = useState(createDraftStore);
  const latest = useRef({ options, items });
  latest.current = { options, items };

  // A stored result shows exactly its answers, whenever it arrives and whatever was typed before:
  // its own store, never mixed with the drafts (which stay, should the result go away).
  const resultKey = result && contentKey(result.answers);
  // Restoring is idempotent (only questions without a draft), so running it during render is safe.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `defaultAnswers` is read once per batch, like a default value; `resultKey` stands for `result`
  const shown = useMemo(() => {
    const target = result ? createDraftStore() : store;
    const saved = result ? result.answers : options.defaultAnswers;
    if (Array.isArray(saved)) {
      for (const question of items) {
        const answer = saved.find((item) => item?.id === question.id);
        target.seedDraft(
          question,
          fromAnswer(question, answer),
          typeof answer?.note === "string" ? answer.note : undefined,
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
  const quiet = pending || result !== undefined || sent !== undefined;
  useEffect(() => {
    const seen = `${limitsKey} ${key}`;
    if (quiet || validated.ok || reported.has(seen)) return;
    reported.add(seen);
    reportInvalid.current?.(validated.issues);
  }, [validated, key, limitsKey, quiet, reported]);

  const uid = useId();

  const [phase, setPhase] = useState<QuestionFormPhase>("idle");
  // Read by `onEdit`, which stays one function for the form's life.
  const failed = useRef(false);
  failed.current = phase === "error";

  const onEdit = useCallback(
    (question: QuestionItem, draft: Draft) => {
      store.setDraft(question, draft);
      // "Could not be sent" was about the answers as they were; they have changed.
      if (failed.current) setPhase("idle");
      // Errors clear as soon as the question is answered, never appear before a submit. Only the
      // edited question can have become answered, so only it is checked: a keystroke costs the same
      // in a batch of 10 or 1,000 (the benchmark's keystroke target).
      if (store.entry(question.id).error !== undefined && !fieldError(question, draft)) store.clearError(question.id);
      // Every answer is shaped, and the questions looked up by id (both grow with the batch), only
      // for someone who asked for them.
      const { options, items } = latest.current;
      if (!options.onChange) return;
      const draftOf = draftsOf(store, items);
      options.onChange(answersOf(store, items), draftOf);
    },
    [store],
  );

  const onNote = useCallback(
    (questionId: string, note: string) => {
      store.setNote(questionId, note);
      if (failed.current) setPhase("idle");
      const { options, items } = latest.current;
      options.onChange?.(answersOf(store, items), draftsOf(store, items));
    },
    [store],
  );

  // A ref, not state: a second click in the same tick must already see the first.
  const sending = useRef(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  const [focusIssues, setFocusIssues] = useState(false);
  const issues = validated.ok || pending || sent ? undefined : validated.issues;
  // Stored from the render before: valid questions again, so a later invalid panel must not take focus by itself.
  if (focusIssues && !issues) setFocusIssues(false);
  const formRef = useCallback((node: HTMLFormElement | null) => {
    // Called with null before the form leaves the page (the invalid panel replacing it, say),
    // so focus is still where the person left it.
    if (!node && form.current?.contains(form.current.ownerDocument.activeElement)) setFocusIssues(true);
    form.current = node;
  }, []);

  function check(questionIds?: readonly string[]) {
    const all = latest.current.items;
    const asked = questionIds ? all.filter((question) => questionIds.includes(question.id)) : all;
    const draftOf = draftsOf(store, all);
    // The protocol's own rules (`fieldError`), the same that clear an error while typing.
    const errors = new Map<string, FieldError>();
    for (const question of asked) {
      const error = fieldError(question, draftOf(question.id));
      if (error) errors.set(question.id, error);
    }
    store.showErrors(errors);
    if (errors.size > 0) setSummaryFocus((count) => count + 1);
    return errors.size === 0;
  }

  async function submit() {
    const all = latest.current.items;
    if (sending.current || disabled || readOnly || pending || result) return;
    // Read before sending: a chat host may turn the answers into a `result` at once, and the
    // submit button (holding focus) is gone before `onSubmit` settles.
    const doc = form.current?.ownerDocument;
    const focusWasInside = !!doc && !!form.current?.contains(doc.activeElement);
    if (!check()) {
      // One alert at a time: the error summary replaces an earlier "could not be sent".
      setPhase("idle");
      return;
    }
    const answers = answersOf(store, all);
    sending.current = true;
    setPhase("submitting");
    try {
      await latest.current.options.onSubmit?.(answers, { questions: all, answers });
    } catch {
      sending.current = false;
      setPhase("error");
      return;
    }
    // `sending` stays set: the answers are sent, the form cannot submit again.
    // The submit button goes away; confirm the send where the person is,
    // unless they have moved on meanwhile (e.g. to the chat box). Focus on nothing
    // (the page) is where the removed button left it, not a move.
    const active = doc?.activeElement;
    focusStatus.current = focusWasInside && (!active || active === doc?.body || !!form.current?.contains(active));
    setSubmitted(all);
    setPhase("submitted");
  }

  useEffect(() => {
    if (phase === "submitted" && focusStatus.current) status.current?.focus();
  }, [phase]);

  const answered = phase === "submitted" || result !== undefined;
  const locked = readOnly || phase === "submitting" || answered;
  const classKey = JSON.stringify(classNames ?? null);
  const parts = components ?? {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: `classKey` stands for `classNames`, the parts for `components` (a new object holding the same stable components changes nothing)
  const context = useMemo<QuestionFormContextValue>(
    () => ({
      store: shown,
      labels: text,
      classNames,
      components,
      idPrefix: uid,
      disabled,
      readOnly: locked,
      onEdit,
      notes: options.notes ?? false,
      onNote,
    }),
    [
      shown,
      text,
      classKey,
      uid,
      disabled,
      locked,
      onEdit,
      options.notes,
      onNote,
      ...PART_NAMES.map((name) => parts[name]),
    ],
  );

  return {
    questions: items,
    issues,
    focusIssues,
    phase: answered ? "submitted" : phase,
    answered,
    pending,
    labels: text,
    summaryFocus,
    answers: () => answersOf(shown, latest.current.items),
    submit,
    check,
    getFormProps: (props = {}) => ({
      ...props,
      ref: formRef,
      ...slotProps("form", classNames, props.className),
      noValidate: true,
      onSubmit: composeHandlers(props.onSubmit, (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      }),
      "data-state": answered ? "submitted" : phase,
      "data-readonly": readOnly ? "" : undefined,
      "data-disabled": disabled ? "" : undefined,
      "aria-busy": phase === "submitting" || pending || undefined,
    }),
    getSubmitProps: () => ({
      type: "submit",
      ...slotProps("submit", classNames),
      // Explicit, for Safari: its default Tab order skips a button without one.
      tabIndex: 0,
      disabled: disabled || pending,
      "aria-disabled": phase === "submitting" || undefined,
      "data-state": phase,
      children: phase === "submitting" ? text.submitting : text.submit,
    }),
    getStatusProps: () => ({
      ref: status,
      ...slotProps("status", classNames),
      role: "status",
      tabIndex: -1,
      children: text.submitted,
    }),
    context,
  };
}
