import { useMemo } from "react";
import { readAttachments } from "../../protocol/attachments.ts";
import { fromAnswer, isSkipped, type QuestionItem, type QuestionOutput } from "../../protocol/index.ts";
import { contentKey } from "../kit/contentKey.ts";
import { useByContent } from "../kit/useByContent.ts";
import { createDraftStore, type DraftStore } from "./draftStore.ts";
import type { LatestForm } from "./formTypes.ts";

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
        target.seedDraft(
          question,
          fromAnswer(question, answer),
          typeof answer?.note === "string" ? answer.note : undefined,
          isSkipped(answer),
          // A draft keeps its files' names, not their contents (an empty url): those are named, not held.
          readAttachments(answer, { draft: true }),
        );
      }
    }
    if (typeof stored?.note === "string") target.setOverallNote(stored.note);
    return target;
  }, [questions, store, stored, latest]);
}
