import { useCallback } from "react";
import type { Draft, QuestionItem } from "../../protocol/index.ts";
import { answersOf, draftsOf } from "./answersOf.ts";
import type { DraftStore } from "./draftStore.ts";
import { fieldError } from "./fieldError.ts";
import type { LatestForm } from "./formTypes.ts";
import type { HeldFile, RefusedFile } from "./heldFiles.ts";

/**
 * What the questions call when the person edits an answer (`onEdit`), a
 * note (`onNote`), the note on the whole set (`onOverallNote`), skips a question (`onSkip`) or its files change (`onFiles`), in that order: the store takes it, `edited` clears a failed send's error,
 * and the host's `onChange` hears of it. One function each for the form's
 * life, so the context (and every question) stays the same while typing.
 */
export function useDraftEdits(store: DraftStore, latest: LatestForm, edited: () => void) {
  const onEdit = useCallback(
    (question: QuestionItem, draft: Draft) => {
      store.setDraft(question, draft);
      edited();
      // Errors clear as soon as the question is answered, never appear before a submit. Only the
      // edited question can have become answered, so only it is checked: a keystroke costs the same
      // in a batch of 10 or 1,000 (the benchmark's keystroke target).
      const entry = store.entry(question.id);
      if (entry.error !== undefined && !fieldError(question, draft, entry)) store.clearError(question.id);
      tellHost(store, latest);
    },
    [store, latest, edited],
  );

  const onNote = useCallback(
    (questionId: string, note: string) => {
      store.setNote(questionId, note);
      edited();
      tellHost(store, latest);
    },
    [store, latest, edited],
  );

  const onOverallNote = useCallback(
    (note: string) => {
      store.setOverallNote(note);
      edited();
    },
    [store, edited],
  );

  const onSkip = useCallback(
    (question: QuestionItem, skipped: boolean) => {
      store.setSkipped(question.id, skipped);
      edited();
      // A skipped question is optional: whatever error it showed (an Other left blank) no longer applies.
      if (skipped) store.clearError(question.id);
      tellHost(store, latest);
    },
    [store, latest, edited],
  );

  const onFiles = useCallback(
    (question: QuestionItem, files: readonly HeldFile[], refused?: readonly RefusedFile[]) => {
      store.setFiles(question.id, files, refused);
      edited();
      // A file alone answers a Text question (SPEC §16): "Enter an answer" goes as it is attached.
      const entry = store.entry(question.id);
      if (entry.error !== undefined && !fieldError(question, store.draftOf(question), entry))
        store.clearError(question.id);
      tellHost(store, latest);
    },
    [store, latest, edited],
  );

  return { onEdit, onNote, onOverallNote, onSkip, onFiles };
}

/**
 * The host's `onChange`, with the answers as they are now. Every answer is
 * shaped, and the questions looked up by id (both grow with the batch), only
 * for someone who asked for them: `?.` skips its arguments too.
 */
function tellHost(store: DraftStore, latest: LatestForm) {
  const { options, questions } = latest.current;
  options.onChange?.(answersOf(store, questions), draftsOf(store, questions));
}
