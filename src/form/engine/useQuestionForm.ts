import { useId, useState } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import { DEFAULT_LABELS } from "../kit/labels.ts";
import { useLabels } from "../kit/useLabels.ts";
import { useLatest } from "../kit/useLatest.ts";
import { answersOf } from "./answersOf.ts";
import { createDraftStore } from "./draftStore.ts";
import type { QuestionFormState, UseQuestionFormOptions } from "./formTypes.ts";
import { propGetters } from "./propGetters.ts";
import { useContextValue } from "./useContextValue.ts";
import { useDraftEdits } from "./useDraftEdits.ts";
import { useFocusIssues } from "./useFocusIssues.ts";
import { useReadQuestions } from "./useReadQuestions.ts";
import { useReportInvalid } from "./useReportInvalid.ts";
import { useShownDrafts } from "./useShownDrafts.ts";
import { useSubmit } from "./useSubmit.ts";

export type {
  QuestionFormElementProps,
  QuestionFormPhase,
  QuestionFormState,
  UseQuestionFormOptions,
} from "./formTypes.ts";
export type { QuestionReader, QuestionSource } from "./useReadQuestions.ts";

/**
 * The form without its markup: validates `questions` with the protocol (or
 * takes them as `read` by the caller), keeps
 * each question's draft by id (typing in one re-renders that one only), checks
 * the required questions on submit with the protocol's rule, sends once, and
 * moves focus as the person needs. Render the questions inside
 * `QuestionFormProvider` (with `useQuestionField`, or our renderers) and spread
 * the prop getters on your own form, submit button and status line.
 *
 * Each job is a hook of its own (this file only joins them): reading the
 * questions, the drafts shown, reporting invalid input, focus, the send, the
 * edits, the context and the prop getters.
 */
export function useQuestionForm(options: UseQuestionFormOptions): QuestionFormState {
  // `null` is no output (a host writing `output={stored ?? null}`), not an answered call.
  const stored = options.output ?? undefined;
  const disabled = options.disabled ?? false;
  const readOnly = options.readOnly ?? false;
  const { validated, questions: fresh, inputKey } = useReadQuestions(options, stored);
  // The questions as sent, once the submit succeeded: what the host passes afterwards is not what was answered.
  const [submitted, setSubmitted] = useState<QuestionItem[]>();
  const sent = stored ? undefined : submitted;
  const labels = useLabels(options.labels, DEFAULT_LABELS);
  const streaming = (options.streaming ?? false) && !stored;
  const items = sent ?? fresh;

  const [store] = useState(createDraftStore);
  // Read by the handlers when they run, so that each stays one function for the form's life.
  const latest = useLatest({ options, questions: items });
  const shown = useShownDrafts(store, items, stored, latest);
  // Quiet while streaming (not yet wrong), and once stored or sent (no longer the host's to fix).
  useReportInvalid(validated, inputKey, streaming || stored !== undefined || sent !== undefined, options.onInvalid);

  const issues = validated.ok || streaming || sent ? undefined : validated.issues;
  // The `<form>`: where focus is when it leaves the page (the invalid panel) and when it sends.
  const { focusIssues, formRef, form: element } = useFocusIssues(issues);
  const send = useSubmit(store, latest, element, disabled || readOnly || streaming || !!stored, setSubmitted);
  const { phase, summaryFocus, submit, check } = send;
  const { onEdit, onNote, onOverallNote, onSkip, onFiles } = useDraftEdits(store, latest, send.edited);

  const answered = phase === "submitted" || stored !== undefined;
  const context = useContextValue({
    store: shown,
    labels,
    classNames: options.classNames,
    components: options.components,
    idPrefix: useId(),
    disabled,
    readOnly: readOnly || phase === "submitting" || answered,
    onEdit,
    notes: options.notes ?? false,
    onNote,
    onOverallNote: options.overallNote ? onOverallNote : undefined,
    shortcuts: options.shortcuts ?? "numbers",
    filterAbove: options.filterAbove ?? 8,
    onSkip: options.skip ? onSkip : undefined,
    onFiles,
    upload: options.upload,
  });
  const form = {
    questions: items,
    issues,
    focusIssues,
    phase: answered ? "submitted" : phase,
    answered,
    streaming,
    labels,
    summaryFocus,
    answers: () => answersOf(shown, latest.current.questions),
    submit,
    check,
  } as const;
  // The getters read the send's own phase, not the one shown: a stored output may arrive while sending.
  return { ...form, ...propGetters(form, phase, send.statusRef, formRef, options), context };
}
