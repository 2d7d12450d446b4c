import { withNote, withSkip } from "../../protocol/answers.ts";
import { withAttachments } from "../../protocol/attachments.ts";
import { type AnswerItem, type Draft, type QuestionItem, toAnswers } from "../../protocol/index.ts";
import type { DraftStore } from "./draftStore.ts";
import { readyAttachments } from "./heldFiles.ts";

// Apart from the hooks: an edit, a check, a submit and `form.answers()` all read the drafts this way.

/** Each question's draft by id, as it shows and would be sent (`DraftStore.draftOf`). */
export function draftsOf(store: DraftStore, questions: readonly QuestionItem[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return (questionId: string): Draft => {
    const question = byId.get(questionId);
    return question ? store.draftOf(question) : undefined;
  };
}

/**
 * Every question's answer as it would be sent, with the files and the note the
 * person added to it, or skipped (SPEC §14). A question that could not be shown is sent
 * unanswered, `{ id }` (SPEC §8): whatever its draft holds (a default, text typed
 * before its renderer threw), the person cannot see it, so it is not their answer.
 */
export function answersOf(store: DraftStore, questions: readonly QuestionItem[]): AnswerItem[] {
  const draftOf = draftsOf(store, questions);
  return toAnswers(questions, draftOf).map((item, index) => {
    const { note, skipped, failed, files } = store.entry(item.id);
    if (failed) return { id: item.id };
    const question = questions[index] as QuestionItem;
    // The files read so far (SPEC §16); a send waits for the rest first (`useSubmit`).
    const noted = withNote(withAttachments(question, draftOf(item.id), item, readyAttachments(files)), note);
    return skipped ? withSkip(question, noted) : noted;
  });
}
