import { parseStored, questionOutputOf } from "../protocol/answers.ts";
import { readUnanswered } from "../protocol/decline.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";

/**
 * Where a chat kit's tool call is, in words common to every kit: `failed` is
 * an error that went back to the agent (ours for invalid questions, or the
 * kit's), `dismissed` a call that ended with nothing sent (a run that stopped
 * before the call was answered, a state this tool never enters).
 */
export type ToolCallPhase = "streaming" | "waiting" | "done" | "failed" | "dismissed";

/**
 * What `QuestionCall` shows for a tool call that takes no answers (pass them on
 * as they are): streaming in, ended (`outcome`), or failed (disabled).
 */
export interface CallState {
  /** The arguments are still arriving. */
  streaming?: true;
  /** How the call ended: answered (the receipt), skipped, dismissed, expired or replied in the chat. */
  outcome?: QuestionOutcome;
  /** It ended in an error that went back to the agent: what was asked shows, disabled (and invalid questions say it was told). */
  failed?: true;
}

/**
 * The one reading of a tool call's state every chat adapter shares:
 * `undefined` while the call waits for the person's answers, else how it
 * shows. A stored result that is a `QuestionOutput` (or, with a `format`, an
 * answer that its `answered` reads back from the call's `input`), as a value
 * or as its JSON text (parsed here, once), is answered; the decline is stored
 * as text (`declineText()`), so any other text output reads as declined,
 * but a reply in the chat or an expiry (`readUnanswered`, or the format's own);
 * anything else is `failed`.
 */
export function callState(
  phase: ToolCallPhase,
  output?: unknown,
  format?: QuestionToolFormat,
  input?: unknown,
): CallState | undefined {
  if (phase === "streaming") return { streaming: true };
  if (phase === "waiting") return undefined;
  if (phase === "dismissed") return { outcome: { kind: "dismissed" } };
  if (phase === "done") {
    // Some kits (CopilotKit) store objects as JSON text: parsed once, for both readings below. Other
    // text (the decline, a reply or an expiry, an error's) stays text.
    const stored = parseStored(output);
    // A reply in the chat or an expiry first: a format may write them as an answer set with no answers.
    const unanswered = format?.unanswered ? format.unanswered(input, stored) : readUnanswered(output);
    if (unanswered) return { outcome: unanswered };
    const answered = questionOutputOf(stored, format && ((text) => format.answered(input, text)));
    if (answered) return { outcome: { kind: "answered", output: answered } };
    if (typeof output === "string") return { outcome: { kind: "skipped" } };
  }
  return { failed: true };
}
