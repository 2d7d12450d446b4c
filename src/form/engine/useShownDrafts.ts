import { useMemo } from "react";
import { readAttachment } from "../../protocol/attachments.ts";
import {
  type AnswerAttachment,
  fromAnswer,
  isSkipped,
  type QuestionItem,
  type QuestionOutput,
} from "../../protocol/index.ts";
import { contentKey } from "../kit/contentKey.ts";
import { useByContent } from "../kit/useByContent.ts";
import { createDraftStore, type DraftStore } from "./draftStore.ts";
import type { LatestForm } from "./formTypes.ts";

/**
 * A saved answer's files as a draft reads them (`readAttachment`, an empty `url` allowed: a draft
 * keeps no file's contents), and the names of the ones it refuses (a `/files/1` or `javascript:`
 * url): those are named for the person to attach again, never held or sent.
 */
function savedFiles(answer: unknown): { read: AnswerAttachment[]; unread: string[] } {
  const list = answer && typeof answer === "object" ? (answer as { attachments?: unknown }).attachments : undefined;
  const read: AnswerAttachment[] = [];
  const unread: string[] = [];
  for (const file of Array.isArray(list) ? list : []) {
    const attachment = readAttachment(file, { draft: true });
    const name: unknown = file?.name;
    if (attachment) read.push(attachment);
    // A file with no name to say is not one the person can find again.
    else if (typeof name === "string" && name.trim()) unread.push(name);
  }
  return { read, unread };
}

/**
 * The drafts the form shows: its own `store`, given the latest `defaultAnswers` where a
 * question has no draft yet; or, for a stored result, a store of exactly its
 * answers, whenever it arrives and whatever was typed before (never mixed with
 * the drafts, which stay should the result go away). Restoring is idempotent
 * (only questions without a draft), so running it during render is safe.
 */
export function useShownDrafts(
  store: DraftStore,
  questions: readonly QuestionItem[],
  result: QuestionOutput | undefined,
  latest: LatestForm,
): DraftStore {
  // Kept by its answers' content ("" for none, which no content key is) and its note.
  const stored = useByContent(result, [result ? contentKey(result.answers) : "", result?.note]);
  return useMemo(() => {
    const target = stored ? createDraftStore() : store;
    // `defaultAnswers` is read once per batch, like a default value: a new one alone restores nothing.
    const saved = stored ? stored.answers : latest.current.options.defaultAnswers;
    if (Array.isArray(saved)) {
      for (const question of questions) {
        const answer = saved.find((item) => item?.id === question.id);
        const files = savedFiles(answer);
        target.seedDraft(
          question,
          fromAnswer(question, answer),
          typeof answer?.note === "string" ? answer.note : undefined,
          isSkipped(answer),
          // A draft keeps its files' names, not their contents (an empty url): those are named, not held.
          files.read,
          files.unread,
        );
      }
    }
    if (typeof stored?.note === "string") target.setOverallNote(stored.note);
    return target;
  }, [questions, store, stored, latest]);
}
