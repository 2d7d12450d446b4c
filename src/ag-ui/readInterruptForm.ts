import { fromInterrupts, type RunInterruptsRead } from "../formats/agui.ts";
import type { AnswerItem, QuestionItem, Validated } from "../protocol/types.ts";

// One form holds the questions of every interrupt of a run, and two interrupts may ask for the same
// key ("email"): each question's id in the form is its item's place, a dot, then its own id (as
// ElicitationRound does for a round's requests). The place has no dot, so the first dot splits them.

const formId = (index: number, id: string) => `${index}.${id}`;

/** The item's place in the run, from one of its questions' ids in the form. */
export const itemIndex = (questionId: string) => Number(questionId.slice(0, questionId.indexOf(".")));

/**
 * `fromInterrupts` as the form's `reader`: the questions of every item, in
 * the run's order, their ids prefixed by their item's place. Module-level, so
 * the form reads a run once per content.
 */
export function readInterruptForm(interrupts: unknown): Validated<{ questions: QuestionItem[] }> {
  const read = fromInterrupts(interrupts);
  if (!read.ok) return read;
  const questions = read.value.items.flatMap((item, index) =>
    item.questions.map((question) => ({ ...question, id: formId(index, question.id) })),
  );
  return { ok: true, value: { questions } };
}

/** Every item's defaults, as answers to the form's questions. */
export const runDefaults = (read: RunInterruptsRead): AnswerItem[] =>
  read.items.flatMap((item, index) => item.defaults.map((answer) => ({ ...answer, id: formId(index, answer.id) })));

/** The form's answers back by interrupt id, each under its own id. */
export function answersByInterrupt(
  read: RunInterruptsRead,
  answers: readonly AnswerItem[],
): Record<string, AnswerItem[]> {
  const byItem: [string, AnswerItem[]][] = read.items.map(({ interruptId }) => [interruptId, []]);
  for (const answer of answers) {
    const dot = answer.id.indexOf(".");
    byItem[Number(answer.id.slice(0, dot))]?.[1].push({ ...answer, id: answer.id.slice(dot + 1) });
  }
  // fromEntries, not assignment: an id such as "__proto__" stays a plain key.
  return Object.fromEntries(byItem);
}
