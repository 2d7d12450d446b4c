import type { AnswerItem, QuestionItem, QuestionsRead, Validated } from "../protocol/types.ts";

// Several requests in one form: an MCP round's elicitations, an AG-UI run's interrupts. Two requests
// may ask for the same key ("email"), so each question's id in the form is its request's place in
// the round, a dot, then its own id. The place has no dot, so the first dot always splits them.

/**
 * One request of a round, as the round needs it: the key its answers go back
 * under (an elicitation's `inputRequests` key, an interrupt's id), and its
 * questions and their defaults, none for a request that asks no questions
 * (an MCP page, an AG-UI approval).
 */
export interface RoundRequest {
  /** What the request's answers are written back under. */
  key: string;
  /** Its questions, their ids its own. */
  questions?: readonly QuestionItem[] | undefined;
  /** Its questions' defaults, under the same ids. */
  defaults?: readonly AnswerItem[] | undefined;
}

/** The question's id in the round's form. */
const roundId = (index: number, id: string) => `${index}.${id}`;

/** The request's place in the round, from one of its questions' ids in the form. */
export const requestIndex = (questionId: string): number => Number(questionId.slice(0, questionId.indexOf(".")));

/**
 * The form's batch from a round a format has read: the questions of every
 * request, in round order, their ids prefixed by their request's place; or
 * the reader's issues. Takes the read, not the input, so the caller reads
 * its input once (its messages, its pages and the form's questions all come
 * from that one reading).
 */
export function roundQuestions<T>(read: Validated<T>, requests: (value: T) => readonly RoundRequest[]): QuestionsRead {
  if (!read.ok) return read;
  const questions = requests(read.value).flatMap((one, index) =>
    (one.questions ?? []).map((question) => ({ ...question, id: roundId(index, question.id) })),
  );
  return { ok: true, value: { questions } };
}

/** Every request's defaults, as answers to the round's questions. */
export const roundDefaults = (requests: readonly RoundRequest[]): AnswerItem[] =>
  requests.flatMap((one, index) =>
    (one.defaults ?? []).map((answer) => ({ ...answer, id: roundId(index, answer.id) })),
  );

/** The form's answers back by request key, each under its own id; every key present, with none for a request that asks nothing. */
export function answersByRequest(
  requests: readonly RoundRequest[],
  answers: readonly AnswerItem[],
): Record<string, AnswerItem[]> {
  const byKey: [string, AnswerItem[]][] = requests.map(({ key }) => [key, []]);
  for (const answer of answers) {
    const dot = answer.id.indexOf(".");
    byKey[Number(answer.id.slice(0, dot))]?.[1].push({ ...answer, id: answer.id.slice(dot + 1) });
  }
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(byKey);
}
