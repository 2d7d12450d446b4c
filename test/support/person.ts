import { type AnswerItem, optionLabels, type QuestionItem, toAnswer } from "../../src/protocol/index.ts";

// What a person could type or pick for each question a reader returns: the
// valid answer closest to the question's limits, shaped by the protocol's own toAnswer.

function typed(question: QuestionItem): string {
  const { kind = "text", minimum, maximum, minLength = 1 } = question.input ?? {};
  if (kind === "number" || kind === "integer") {
    const low = minimum ?? (maximum !== undefined ? maximum - 3 : 7);
    const value = kind === "integer" ? Math.ceil(low) : low + 0.5 <= (maximum ?? Infinity) ? low + 0.5 : low;
    return String(value);
  }
  if (kind === "email") return "ada@example.com";
  if (kind === "url") return "https://example.com/ada";
  if (kind === "date") return "2026-12-01";
  if (kind === "date-time") return "2026-12-01T09:30";
  return "x".repeat(Math.max(minLength, 3)).slice(0, question.input?.maxLength ?? 100);
}

/** An answer a person could give, or a skip where the question is optional and `skip` is set. */
export function answerAsPerson(question: QuestionItem, skip = false): AnswerItem {
  if (skip && question.required === false) return toAnswer(question, undefined);
  const labels = optionLabels(question);
  if (question.type === "Text") return toAnswer(question, typed(question));
  if (question.type === "YesNo") return toAnswer(question, "No");
  if (question.type === "SingleChoice") return toAnswer(question, labels.at(-1));
  const count = Math.min(labels.length, Math.max(question.minSelected ?? 1, Math.min(2, question.maxSelected ?? 2)));
  return toAnswer(question, labels.slice(0, count));
}
