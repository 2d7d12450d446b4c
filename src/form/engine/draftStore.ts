import { useCallback, useSyncExternalStore } from "react";
import { draftFor } from "../../protocol/drafts.ts";
import type { AnswerAttachment, Draft, QuestionItem, QuestionType } from "../../protocol/index.ts";
import type { FieldError } from "./fieldError.ts";
import type { HeldFile, RefusedFile } from "./heldFiles.ts";

/** What the form holds for one question: the person's draft, the type it was entered for, and the error shown. */
export interface QuestionEntry {
  readonly draft: Draft;
  /** The question's type when the draft was entered: a draft never crosses a type change. */
  readonly type: QuestionType | undefined;
  /** What the inline error says (a label's key or a rule's problem); undefined when the question shows none. */
  readonly error: FieldError | undefined;
  /** The note the person added to the answer ("Add a note", with `notes`), as typed. */
  readonly note?: string | undefined;
  /** The person chose Skip on this optional question (SPEC §14): its answer is sent as skipped. */
  readonly skipped?: boolean | undefined;
  /**
   * Its renderer threw, so the question could not be shown (`QuestionBoundary`): it is sent
   * unanswered and blocks nothing (SPEC §8). Its draft is kept for when it shows again.
   */
  readonly failed?: boolean | undefined;
  /** The files attached to its answer (SPEC §16), in the order added; read or still reading. */
  readonly files?: readonly HeldFile[] | undefined;
  /** The files the last add (or a failed upload) did not take, and why: shown in its error slot. */
  readonly refused?: readonly RefusedFile[] | undefined;
  /** The names of files a restored draft had but does not keep (a draft holds no file's contents). */
  readonly droppedFiles?: readonly string[] | undefined;
}

/**
 * The form's drafts and errors, keyed by question id, outside React state so
 * that each question subscribes to its own entry: typing in one question
 * re-renders that question only, and a new `questions` array (equal or not)
 * keeps every draft whose id is still there.
 */
export interface DraftStore {
  entry(id: string): QuestionEntry;
  /** The draft this question shows and sends: none when it was entered for another type (`draftFor`). */
  draftOf(question: QuestionItem): Draft;
  setDraft(question: QuestionItem, draft: Draft): void;
  /** Sets the note on a question's answer, kept by id like its draft. */
  setNote(id: string, note: string): void;
  /** Marks a question skipped, or answerable again; an edit of its draft also clears the skip. */
  setSkipped(id: string, skipped: boolean): void;
  /** Marks a question as one that could not be shown (its renderer threw), or shown again. */
  setFailed(id: string, failed: boolean): void;
  /** Sets the files attached to a question's answer, and the ones refused (none when omitted). */
  setFiles(id: string, files: readonly HeldFile[], refused?: readonly RefusedFile[]): void;
  /** Keeps a file's read or upload until it settles: `settled` waits for it. */
  track(reading: Promise<unknown>): void;
  /** Settles once every file read or upload started so far has (the send waits for it); undefined when none is under way. */
  settled(): Promise<void> | undefined;
  /**
   * Sets a draft (and note, and skip, and files) only if the question has none yet (restoring
   * `defaultAnswers`); notifies no one. A file with a URL comes back as read; one without (a draft
   * keeps no file's contents) is named in `droppedFiles`, and so is each of `unread` (the names of
   * files the reader refused: a `/files/1` or `javascript:` url), so the person attaches them again.
   */
  seedDraft(
    question: QuestionItem,
    draft: Draft,
    note?: string,
    skipped?: boolean,
    attachments?: readonly AnswerAttachment[],
    unread?: readonly string[],
  ): void;
  /** Shows exactly these errors, clearing every other. */
  showErrors(errors: ReadonlyMap<string, FieldError>): void;
  clearError(id: string): void;
  subscribe(id: string, listener: () => void): () => void;
  /** For the error summary: called whenever the set of errors changes. */
  subscribeErrors(listener: () => void): () => void;
  /** Changes whenever the set of errors changes (a cheap snapshot for `useSyncExternalStore`). */
  errorsVersion(): number;
  /** The note on the whole answer set (the form's `overallNote`), as typed; `""` for none. */
  overallNote(): string;
  setOverallNote(note: string): void;
  /** For the note's box alone: called whenever the note changes. */
  subscribeOverallNote(listener: () => void): () => void;
}

const EMPTY: QuestionEntry = Object.freeze({ draft: undefined, type: undefined, error: undefined });

export function createDraftStore(): DraftStore {
  const entries = new Map<string, QuestionEntry>();
  const listeners = new Map<string, Set<() => void>>();
  const errorListeners = new Set<() => void>();
  const noteListeners = new Set<() => void>();
  let version = 0;
  let overallNote = "";
  const readings = new Set<Promise<unknown>>();

  function put(id: string, next: QuestionEntry) {
    entries.set(id, next);
    for (const listener of listeners.get(id) ?? []) listener();
  }
  function errorsChanged() {
    version += 1;
    for (const listener of errorListeners) listener();
  }
  const store: DraftStore = {
    entry: (id) => entries.get(id) ?? EMPTY,
    draftOf(question) {
      const { draft, type } = store.entry(question.id);
      return draftFor(question, draft, type);
    },
    setDraft({ id, type }, draft) {
      const current = store.entry(id);
      // Answering a skipped question is no longer skipping it.
      if (current.draft !== draft || current.type !== type) put(id, { ...current, draft, type, skipped: false });
    },
    setSkipped(id, skipped) {
      const current = store.entry(id);
      if (!!current.skipped !== skipped) put(id, { ...current, skipped });
    },
    setFailed(id, failed) {
      const current = store.entry(id);
      if (!!current.failed !== failed) put(id, { ...current, failed });
    },
    setNote(id, note) {
      const current = store.entry(id);
      if (current.note !== note) put(id, { ...current, note });
    },
    setFiles(id, files, refused) {
      put(id, { ...store.entry(id), files, refused, droppedFiles: undefined });
    },
    track(reading) {
      const done: Promise<unknown> = reading.then(
        () => readings.delete(done),
        () => readings.delete(done),
      );
      readings.add(done);
    },
    settled() {
      if (!readings.size) return undefined;
      // What is tracked while waiting is waited for too.
      const wait = async () => {
        while (readings.size) await Promise.all(readings);
      };
      return wait();
    },
    seedDraft({ id, type }, draft, note, skipped, attachments = [], unread = []) {
      const none = draft === undefined && note === undefined && !skipped && !attachments.length && !unread.length;
      if (none || entries.has(id)) return;
      const kept = attachments.filter((file) => file.url !== "");
      const dropped = [...attachments.filter((file) => file.url === "").map((file) => file.name), ...unread];
      entries.set(id, {
        draft,
        type,
        error: undefined,
        note,
        skipped,
        ...(kept.length && {
          files: kept.map((attachment, index) => ({ key: `seed-${index}`, attachment, state: "ready" as const })),
        }),
        ...(dropped.length && { droppedFiles: dropped }),
      });
    },
    showErrors(errors) {
      let changed = false;
      for (const [id, current] of entries) {
        if (current.error !== undefined && !errors.has(id)) {
          put(id, { ...current, error: undefined });
          changed = true;
        }
      }
      for (const [id, error] of errors) {
        const current = store.entry(id);
        if (current.error !== error) {
          put(id, { ...current, error });
          changed = true;
        }
      }
      if (changed) errorsChanged();
    },
    clearError(id) {
      const current = store.entry(id);
      if (current.error === undefined) return;
      put(id, { ...current, error: undefined });
      errorsChanged();
    },
    subscribe(id, listener) {
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribeErrors(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    errorsVersion: () => version,
    overallNote: () => overallNote,
    setOverallNote(note) {
      if (note === overallNote) return;
      overallNote = note;
      for (const listener of noteListeners) listener();
    },
    subscribeOverallNote(listener) {
      noteListeners.add(listener);
      return () => noteListeners.delete(listener);
    },
  };
  return store;
}

/** One question's entry; re-renders the caller only when that entry changes. */
export function useQuestionEntry(store: DraftStore, id: string): QuestionEntry {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const read = () => store.entry(id);
  return useSyncExternalStore(subscribe, read, read);
}

/** The note on the whole answer set; re-renders the caller (its box) only when it changes. */
export function useOverallNote(store: DraftStore): string {
  return useSyncExternalStore(store.subscribeOverallNote, store.overallNote, store.overallNote);
}

/** Re-renders the caller whenever the set of errors changes. */
export function useErrorsVersion(store: DraftStore): number {
  const read = () => store.errorsVersion();
  return useSyncExternalStore(store.subscribeErrors, read, read);
}
