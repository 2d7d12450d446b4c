import { parseStored, questionOutputOf } from "./answers.ts";
import type { QuestionToolFormat, QuestionToolWriters } from "./format.ts";
import { declineText, dismissedText, expiredText, readUnanswered, replyText } from "./noAnswerTexts.ts";
import type { QuestionOutcome } from "./outcome.ts";

/** What a tool result is written from, besides the outcome. `Decline`: what the format's decline is (text by default). */
export interface OutcomeResultOptions<Decline = string> {
  /** The call's arguments, as the agent sent them (an object or its JSON text): a format's writers read them. */
  input?: unknown;
  /**
   * The agent's question tool (`askUserQuestionFormat`, …), or only its writers; without one,
   * `ask_questions`' words. `readOutcome` needs the whole format (its stored-result readers).
   */
  format?: QuestionToolWriters<Decline> | undefined;
  /** How long the call waited before it expired, in milliseconds (Claude's `afkTimeoutMs`); 0 when not given. */
  afkTimeoutMs?: number | undefined;
}

/**
 * The tool result for how a call ended (SPEC §14), in the agent's own words:
 * the answers as the format writes them (without a format, the
 * `QuestionOutput` itself), and for every other outcome the format's decline,
 * dismissal, expiry or reply, else `ask_questions`' texts (`declineText()`,
 * `dismissedText()`, `expiredText()`, `replyText(text)`). Never an empty
 * answer set for "no answer". The table of every format's words is in
 * docs/formats.md. This is the one writer of an outcome (SPEC §17): MCP's
 * elicitation (`elicitationWriters`), a LangGraph interrupt
 * (`interruptWriters(read)`) and an AG-UI run (`runWriters(read)`) are formats of it too. A decline is what the
 * format's `decline` returns, and typed so: text for every tool result.
 */
export function toOutcomeResult<Decline = string>(
  outcome: { kind: "declined" },
  options?: OutcomeResultOptions<Decline>,
): Decline;
export function toOutcomeResult<Decline = string>(
  outcome: QuestionOutcome,
  options?: OutcomeResultOptions<Decline>,
): unknown;
export function toOutcomeResult(outcome: QuestionOutcome, options: OutcomeResultOptions<unknown> = {}): unknown {
  const { input, format, afkTimeoutMs = 0 } = options;
  switch (outcome.kind) {
    case "answered":
      return format ? format.write(input, outcome.output.answers, outcome.output) : outcome.output;
    case "declined":
      return (format?.decline ?? declineText)();
    case "dismissed":
      return format?.dismiss ? format.dismiss(input) : dismissedText();
    case "expired":
      return format?.expire ? format.expire(input, { afkTimeoutMs }) : expiredText();
    case "replied":
      return format?.reply ? format.reply(input, outcome.text) : replyText(outcome.text);
  }
}

/**
 * A stored tool result read back into how the call ended (for the receipt
 * after a reload), the inverse of `toOutcomeResult`: a reply, an expiry or a
 * dismissal first (a format may write them as an answer set with no answers),
 * then answers (a `QuestionOutput`, or what the format's `answered` reads
 * back), then any other text as declined (the decline). JSON text is parsed
 * once. `undefined` for anything else (an error object): not an outcome.
 * Never throws.
 */
export function readOutcome(
  result: unknown,
  options: { input?: unknown; format?: QuestionToolFormat | undefined } = {},
): QuestionOutcome | undefined {
  const { input, format } = options;
  // Some kits (CopilotKit) store objects as JSON text: parsed once, for both readings below. Other
  // text (the decline, a reply or an expiry, an error's) stays text.
  const stored = parseStored(result);
  const unanswered = format?.unanswered ? format.unanswered(input, stored) : readUnanswered(result);
  if (unanswered) return unanswered;
  const answered = questionOutputOf(stored, format && ((text) => format.answered(input, text)));
  if (answered) return { kind: "answered", output: answered };
  return typeof result === "string" ? { kind: "declined" } : undefined;
}
