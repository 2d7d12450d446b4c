import { isObject } from "../protocol/json.ts";
import type { AnswerItem, QuestionsRead, Validated } from "../protocol/types.ts";
import type { InputRequiredRead } from "./mcp.ts";

// One form holds every request of a round, and two requests may ask for the same key ("email"):
// each question's id in the form is its request's place in the round, a dot, then its own id.
// The place has no dot, so the first dot always splits them.

/** The question's id in the round's form. */
const roundId = (index: number, id: string) => `${index}.${id}`;

/**
 * The form's batch from a round `fromInputRequired` has read: the questions of
 * every form request, in round order, their ids prefixed by their request's
 * place; or the reader's issues. Takes the read, not the round, so
 * `ElicitationRound` reads its round once.
 */
export function roundQuestions(read: Validated<InputRequiredRead>): QuestionsRead {
  if (!read.ok) return read;
  const questions = read.value.elicitations.flatMap((one, index) =>
    one.mode === "form" ? one.questions.map((question) => ({ ...question, id: roundId(index, question.id) })) : [],
  );
  return { ok: true, value: { questions } };
}

/** Every form request's defaults, as answers to the round's questions. */
export function roundDefaults(read: InputRequiredRead): AnswerItem[] {
  return read.elicitations.flatMap((one, index) =>
    one.mode === "form" ? one.defaults.map((answer) => ({ ...answer, id: roundId(index, answer.id) })) : [],
  );
}

/** The form's answers back by request key, each under its own id. */
export function answersByKey(read: InputRequiredRead, answers: readonly AnswerItem[]): Record<string, AnswerItem[]> {
  const byKey: [string, AnswerItem[]][] = read.elicitations.map(({ key }) => [key, []]);
  for (const answer of answers) {
    const dot = answer.id.indexOf(".");
    byKey[Number(answer.id.slice(0, dot))]?.[1].push({ ...answer, id: answer.id.slice(dot + 1) });
  }
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(byKey);
}

/** The request's place in the round, from one of its questions' ids in the form. */
export const requestIndex = (questionId: string) => Number(questionId.slice(0, questionId.indexOf(".")));

/**
 * The keys of a round's elicitations even when the round cannot be read
 * (a malformed request): what a decline or cancel of that round answers. Never throws.
 */
export function elicitationKeys(result: unknown): string[] {
  try {
    const requests = isObject(result) ? result.inputRequests : undefined;
    if (!isObject(requests)) return [];
    return Object.entries(requests).flatMap(([key, request]) =>
      isObject(request) && request.method === "elicitation/create" ? [key] : [],
    );
  } catch {
    return [];
  }
}
