import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { withOverallNote } from "../../protocol/answers.ts";
import type { QuestionItem } from "../../protocol/index.ts";
import { useLatest } from "../kit/useLatest.ts";
import { answersOf, draftsOf } from "./answersOf.ts";
import type { DraftStore } from "./draftStore.ts";
import { type FieldError, fieldError } from "./fieldError.ts";
import type { LatestForm, QuestionFormPhase } from "./formTypes.ts";

/** What `useSubmit` hands back to the form. */
export interface FormSend {
  /** Where the send is: `idle`, `submitting`, `submitted` or `error`. */
  phase: QuestionFormPhase;
  /** Counts the failed checks; the error summary takes focus each time it grows. */
  summaryFocus: number;
  /** Checks the required questions and sends once. */
  submit: () => Promise<void>;
  /** Checks only these questions (all when omitted) and shows their errors; sends nothing. */
  check: (questionIds?: readonly string[]) => boolean;
  /** For every edit: an error about the answers as they were ("could not be sent") no longer holds. */
  edited: () => void;
  /** The "Answers sent" line, focused after a send made from inside the form. */
  statusRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * The form's send: `check` the required questions with the protocol's rules,
 * `submit` once (never twice, even on a double click), the `phase` it is in,
 * and focus afterwards (the error summary on a failed check, the status line
 * after a send made from inside the form). `blocked`: nothing may be sent
 * (disabled, read-only, streaming, or a stored result). `onSent` gets the
 * questions as sent. `edited` is for every edit: an error about the answers
 * as they were ("could not be sent") no longer holds.
 */
export function useSubmit(
  store: DraftStore,
  latest: LatestForm,
  form: RefObject<HTMLFormElement | null>,
  blocked: boolean,
  onSent: (questions: QuestionItem[]) => void,
): FormSend {
  const [phase, setPhase] = useState<QuestionFormPhase>("idle");
  // Read by `edited`, which stays one function for the form's life.
  const failed = useLatest(phase === "error");
  const edited = useCallback(() => {
    if (failed.current) setPhase("idle");
  }, []);
  // A ref, not state: a second click in the same tick must already see the first.
  const sending = useRef(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);

  function check(questionIds?: readonly string[]) {
    const all = latest.current.questions;
    const asked = questionIds ? all.filter((question) => questionIds.includes(question.id)) : all;
    const draftOf = draftsOf(store, all);
    // The protocol's own rules (`fieldError`), the same that clear an error while typing.
    const errors = new Map<string, FieldError>();
    for (const question of asked) {
      const error = fieldError(question, draftOf(question.id), store.entry(question.id));
      if (error) errors.set(question.id, error);
    }
    store.showErrors(errors);
    if (errors.size > 0) setSummaryFocus((count) => count + 1);
    return errors.size === 0;
  }

  async function submit() {
    const all = latest.current.questions;
    if (sending.current || blocked) return;
    // Read before sending: a chat host may turn the answers into a `result` at once, and the
    // submit button (holding focus) is gone before `onSubmit` settles.
    const doc = form.current?.ownerDocument;
    const focusWasInside = !!doc && !!form.current?.contains(doc.activeElement);
    if (!check()) {
      // One alert at a time: the error summary replaces an earlier "could not be sent".
      setPhase("idle");
      return;
    }
    sending.current = true;
    setPhase("submitting");
    // Files still being read or uploaded are waited for (never a half-read file, SPEC §16); an upload
    // that failed took its file away, so the questions are checked again before anything is sent.
    const reading = store.settled();
    if (reading) {
      await reading;
      if (!check()) {
        sending.current = false;
        setPhase("idle");
        return;
      }
    }
    const answers = answersOf(store, all);
    try {
      const output = withOverallNote({ questions: all, answers }, store.overallNote());
      await latest.current.options.onSubmit?.(answers, output);
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
    onSent(all);
    setPhase("submitted");
  }

  useEffect(() => {
    if (phase === "submitted" && focusStatus.current) status.current?.focus();
  }, [phase]);

  return { phase, summaryFocus, submit, check, edited, statusRef: status };
}
