import { type AnswerItem, fromAnswer, isAnswered, type QuestionItem, toAnswer, YES } from "../protocol/index.ts";
import type { QuestionFormLabels } from "./labels.ts";

/** What stands for a secret wherever an answer is shown again: never the secret, nor its length. */
export const SECRET_MASK = "••••••••";

/** The labels an answer is read with: YesNo as the person saw it, and what a skipped question says. */
export type AnswerTextLabels = Pick<QuestionFormLabels, "notAnswered" | "yes" | "no">;

/**
 * One answer as the person reads it back (the receipt, the steps layout's
 * review): the protocol's own rules decide what counts as answered and what
 * it sends, so what is shown is what was (or will be) sent.
 */
export function answerText(question: QuestionItem, answer: AnswerItem | undefined, labels: AnswerTextLabels): string {
  const draft = fromAnswer(question, answer);
  if (!isAnswered(question, draft)) return labels.notAnswered;
  // A secret is never shown again, nor its length.
  if (question.input?.kind === "secret") return SECRET_MASK;
  const { answer: text, selected = [] } = toAnswer(question, draft);
  return question.type === "YesNo" ? (text === YES ? labels.yes : labels.no) : (text ?? selected.join(", "));
}
