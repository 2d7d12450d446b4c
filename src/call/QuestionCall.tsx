import { useMemo, useRef, useState } from "react";
import { contentKey } from "../form/engine/contentKey.ts";
import { DEFAULT_LABELS, withDefaults } from "../form/labels.ts";
import { QuestionForm, type QuestionFormProps } from "../form/QuestionForm.tsx";
import { type AnswerItem, type Draft, formatDecline, type QuestionOutput } from "../protocol/index.ts";
import { readStreamingQuestions } from "../protocol/streaming.ts";
import { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "./callLabels.ts";
import { DeclineButton } from "./DeclineButton.tsx";
import { QuestionDeclined } from "./QuestionDeclined.tsx";
import { QuestionReceipt } from "./QuestionReceipt.tsx";
import { StreamingPlaceholder } from "./StreamingPlaceholder.tsx";
import { clearDraft, loadDraft, saveDraft } from "./sessionDrafts.ts";

/** Props of `QuestionCall`: those of `QuestionForm`, plus the life of a tool call in a chat. */
export interface QuestionCallProps
  extends Omit<QuestionFormProps, "labels" | "pending" | "children" | "actions" | "renderAnswered"> {
  /** Replaces any of the visible strings (English defaults), the form's and the call's own. */
  labels?: Partial<QuestionCallLabels>;
  /**
   * The model is still writing the arguments, so `questions` is partial.
   * Questions known to be complete are shown and can be answered; a
   * placeholder stands for the rest; nothing is validated, reported invalid or
   * submitted until this turns false. A question never remounts as tokens arrive.
   */
  streaming?: boolean;
  /**
   * Offers a "Skip these questions" button. Called when the person declines,
   * with `toolResult`, the text to return to the model (`formatDecline()`:
   * a decline, not an empty answer set), and `draft`, whatever they had
   * entered (for the host only). The call then shows that it was skipped.
   */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /** Shows the call as declined (e.g. its stored tool result is the decline text). */
  declined?: boolean;
  /**
   * Keeps the unsent answers in `sessionStorage` under this key (e.g. the
   * tool-call id), so a reload or a thread switch brings them back (before
   * `defaultAnswers`). Cleared on submit and on decline, kept when sending
   * fails. Storage that is full, disabled or holds bad JSON never breaks the
   * form; the draft is then simply not kept.
   */
  draftKey?: string;
}

/**
 * One `ask_questions` tool call in a chat transcript, in every state of its
 * life: streaming in (questions appear as they complete, without remounting),
 * waiting for the person (a `QuestionForm`, with an optional Skip button and
 * a draft kept across reloads), answered (a compact receipt that expands to
 * the read-only form, also from a stored `result`) and declined.
 */
export function QuestionCall({
  labels,
  streaming = false,
  onDecline,
  declined = false,
  draftKey,
  ...form
}: QuestionCallProps) {
  const labelsKey = JSON.stringify(labels ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `labelsKey` stands for `labels`
  const text = useMemo(() => withDefaults(labels, { ...DEFAULT_LABELS, ...DEFAULT_CALL_LABELS }), [labelsKey]);
  const isStreaming = streaming && !form.result;
  const key = contentKey(form.questions);
  const { limits } = form;
  const limitsKey = `${limits?.maxQuestions}/${limits?.maxOptions}/${limits?.maxLength}`;
  // The form validates what is ready and keys it by content, so a token that completes no
  // question re-renders no question, and a complete question never remounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `limitsKey` stand for `questions` and `limits`
  const streamed = useMemo(
    () => (isStreaming ? readStreamingQuestions(form.questions, limits) : undefined),
    [key, limitsKey, isStreaming],
  );

  // A saved session draft wins over `defaultAnswers`.
  const [savedDraft] = useState(() => (draftKey ? loadDraft(draftKey) : undefined));
  const startFrom = savedDraft ?? form.defaultAnswers;
  const edited = useRef<AnswerItem[] | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const latest = useRef({ form, draftKey, onDecline, sending });
  latest.current = { form, draftKey, onDecline, sending };

  function onChange(answers: AnswerItem[], draftOf: (questionId: string) => Draft) {
    edited.current = answers;
    const { draftKey, form } = latest.current;
    if (draftKey) saveDraft(draftKey, answers, draftOf);
    form.onChange?.(answers, draftOf);
  }

  async function onSubmit(answers: AnswerItem[], output: QuestionOutput) {
    // Read now: a chat host may re-render the call as answered (without a draftKey) before onSubmit settles.
    const savedUnder = latest.current.draftKey;
    setSending(true);
    try {
      await latest.current.form.onSubmit?.(answers, output);
    } catch (error) {
      setSending(false);
      // The form shows the failure and keeps every answer (and so does the saved draft).
      throw error;
    }
    if (savedUnder) clearDraft(savedUnder);
  }

  function decline() {
    if (latest.current.sending) return;
    if (latest.current.draftKey) clearDraft(latest.current.draftKey);
    setSkipped(true);
    latest.current.onDecline?.({ draft: edited.current ?? [...(startFrom ?? [])], toolResult: formatDecline() });
  }

  if (declined || skipped) {
    return (
      <div id={form.id} className={form.className ? `qf-form ${form.className}` : "qf-form"} data-state="declined">
        {/* Focus follows only a decline made here: the Skip button it replaces is gone. */}
        <QuestionDeclined labels={text} autoFocus={skipped} />
      </div>
    );
  }
  return (
    <QuestionForm
      {...form}
      questions={streamed ? streamed.ready : form.questions}
      labels={text}
      defaultAnswers={startFrom}
      // Every answer is shaped on each keystroke only for someone who needs them.
      onChange={draftKey || onDecline || form.onChange ? onChange : undefined}
      onSubmit={onSubmit}
      pending={isStreaming}
      actions={onDecline && <DeclineButton onDecline={decline} disabled={form.disabled || sending} labels={text} />}
      renderAnswered={(output, questions) => (
        <QuestionReceipt questions={output.questions} answers={output.answers} labels={text}>
          {questions}
        </QuestionReceipt>
      )}
    >
      {streamed && <StreamingPlaceholder arriving={streamed.arriving} labels={text} />}
    </QuestionForm>
  );
}
