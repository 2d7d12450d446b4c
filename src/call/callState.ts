import { parseStored, questionOutputOf } from "../protocol/answers.ts";
import { readUnanswered } from "../protocol/decline.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutput } from "../protocol/types.ts";

/**
 * Where a chat kit's tool call is, in words common to every kit: `failed` is
 * an error that went back to the agent (ours for invalid questions, or the
 * kit's), `stopped` a call that ended with nothing sent (a run that stopped
 * before the call was answered, a state this tool never enters).
 */
export type ToolCallPhase = "streaming" | "waiting" | "done" | "failed" | "stopped";

/**
 * What `QuestionCall` shows for a tool call that takes no answers (pass them on
 * as they are): streaming in, answered (`result`), declined, failed or stopped (both disabled).
 */
export interface CallState {
  /** The arguments are still arriving. */
  streaming?: true;
  /** The stored answers: the call shows its receipt. */
  result?: QuestionOutput;
  /** The person declined. */
  declined?: true;
  /** The person answered in the chat instead: their message (SPEC §12). */
  repliedInChat?: string;
  /** The call expired unanswered (SPEC §12). */
  expired?: true;
  /** It ended in an error that went back to the agent: what was asked shows, disabled (and invalid questions say it was told). */
  failed?: true;
  /** It ended with nothing sent back: what was asked shows, disabled, and the unsent draft is forgotten. */
  stopped?: true;
}

/**
 * The one reading of a tool call's state every chat adapter shares:
 * `undefined` while the call waits for the person's answers, else how it
 * shows. A stored result that is a `QuestionOutput` (or, with a `format`, an
 * answer that its `answered` reads back from the call's `input`), as a value
 * or as its JSON text (parsed here, once), is answered; the decline is stored
 * as text (`formatDecline()`), so any other text output reads as declined,
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
  if (phase === "stopped") return { stopped: true };
  if (phase === "done") {
    // Some kits (CopilotKit) store objects as JSON text: parsed once, for both readings below. Other
    // text (the decline, a reply or an expiry, an error's) stays text.
    const stored = parseStored(output);
    // A reply in the chat or an expiry first: a format may write them as an answer set with no answers.
    const unanswered = format?.unanswered ? format.unanswered(input, stored) : readUnanswered(output);
    if (unanswered) return unanswered;
    const result = questionOutputOf(stored, format && ((text) => format.answered(input, text)));
    if (result) return { result };
    if (typeof output === "string") return { declined: true };
  }
  return { failed: true };
}
