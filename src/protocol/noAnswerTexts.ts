import type { Unanswered } from "./outcome.ts";

const DECLINED =
  "The person declined to answer these questions: they chose to skip them and gave no answers. " +
  "Do not treat this as an answer or assume any values. Continue without this information, " +
  "or, if you cannot continue without it, say briefly why it is needed before asking again.";

/**
 * The tool-result text for an `ask_questions` call the person declined (its
 * Decline button, "Skip these questions" by default). Deliberately not an
 * empty answer set: models read an empty set as "asked and answered nothing"
 * and carry on as if the questions were settled.
 */
export function declineText(): string {
  return DECLINED;
}

// The reply goes last, after a fixed head, so it needs no quoting and reads back whole (`readUnanswered`).
const REPLIED =
  "The person answered these questions in the chat instead of the form. Read their message as their answer, " +
  "and assume nothing it leaves open. Their message:\n\n";

const EXPIRED =
  "The person did not answer these questions: the form expired while they were away. Do not treat this as an answer " +
  "or assume any values. Continue without this information, or ask again when they are back.";

/**
 * The tool-result text for an `ask_questions` call the person answered by
 * writing in the chat instead (SPEC §12): a decline that carries their message,
 * word for word, after a fixed sentence telling the model what it is.
 */
export function replyText(text: string): string {
  return REPLIED + text;
}

const DISMISSED =
  "The person closed these questions without answering them. Do not treat this as an answer or assume any values. " +
  "Continue without this information, or, if you cannot continue without it, say briefly why it is needed before asking again.";

/**
 * The tool-result text for an `ask_questions` call closed without an answer
 * (SPEC §14's `dismissed`: the card closed, the run stopped): a decline, never
 * an empty answer set. Write it with `toOutcomeResult({ kind: "dismissed" })`.
 */
export function dismissedText(): string {
  return DISMISSED;
}

/**
 * The tool-result text for an `ask_questions` call that expired unanswered
 * (SPEC §12, `QuestionCall`'s `timeoutMs` / `expiresAt`): a decline, never
 * an empty answer set. The person's unsent draft is not in it.
 */
export function expiredText(): string {
  return EXPIRED;
}

/**
 * Reads a stored `replyText`, `expiredText` or `dismissedText` text back (for
 * the receipt after a reload); `undefined` for anything else (answers, the
 * decline, an error).
 */
export function readUnanswered(output: unknown): Unanswered | undefined {
  if (typeof output !== "string") return undefined;
  if (output.startsWith(REPLIED)) return { kind: "replied", text: output.slice(REPLIED.length) };
  if (output === DISMISSED) return { kind: "dismissed" };
  return output === EXPIRED ? { kind: "expired" } : undefined;
}
