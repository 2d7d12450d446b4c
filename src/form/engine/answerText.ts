import { readAttachments } from "../../protocol/attachments.ts";
import {
  type AnswerItem,
  fromAnswer,
  isAnswered,
  isSkipped,
  optionLabels,
  type QuestionItem,
  toAnswer,
  YES,
} from "../../protocol/index.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";

/** What stands for a secret wherever an answer is shown again: never the secret, nor its length. */
export const SECRET_MASK = "••••••••";

/** The labels an answer is read with: YesNo as the person saw it, what a skipped question says, and its files. */
export type AnswerTextLabels = Pick<
  QuestionFormLabels,
  "notAnswered" | "skippedAnswer" | "yes" | "no" | "attachedAnswer"
>;

/**
 * One answer as the person reads it back (the receipt, the steps layout's
 * review): the protocol's own rules decide what counts as answered and what
 * it sends, so what is shown is what was (or will be) sent.
 */
export function answerText(question: QuestionItem, answer: AnswerItem | undefined, labels: AnswerTextLabels): string {
  // Skipped is said as such, never as "Not answered" (SPEC §14).
  if (isSkipped(answer)) return labels.skippedAnswer;
  const draft = fromAnswer(question, answer);
  // The files' names follow the answer (SPEC §16): a Text answered with files alone is answered.
  const names = readAttachments(answer).map((file) => file.name);
  if (!isAnswered(question, draft, names.length)) return labels.notAnswered;
  const attached = names.length ? labels.attachedAnswer.replaceAll("{names}", names.join(", ")) : "";
  const said = shown(question, draft, labels);
  return [said, attached].filter(Boolean).join(". ");
}

/** The answer itself, without its files. */
function shown(question: QuestionItem, draft: ReturnType<typeof fromAnswer>, labels: AnswerTextLabels): string {
  const { answer: text, selected = [] } = toAnswer(question, draft);
  // A secret is never shown again, nor its length: a Text's answer, or a choice's Other text (SPEC §11).
  if (question.input?.kind === "secret") {
    const labels = optionLabels(question);
    return question.type === "Text"
      ? SECRET_MASK
      : selected.map((pick) => (labels.includes(pick) ? pick : SECRET_MASK)).join(", ");
  }
  return question.type === "YesNo" ? (text === YES ? labels.yes : labels.no) : (text ?? selected.join(", "));
}
