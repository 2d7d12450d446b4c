import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import { readOutcome } from "../protocol/outcomeResult.ts";

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
  /** How the call ended: answered (the receipt), declined, dismissed, expired or replied in the chat. */
  outcome?: QuestionOutcome;
  /** It ended in an error that went back to the agent: what was asked shows, disabled (and invalid questions say it was told). */
  failed?: true;
}

/**
 * The one reading of a tool call's state every chat adapter shares:
 * `undefined` while the call waits for the person's answers, else how it
 * shows. A stored result is read by `readOutcome` (answers, the decline, a
 * reply in the chat, an expiry or a dismissal, in the format's words);
 * anything it cannot read is `failed`.
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
    const outcome = readOutcome(output, { format, input });
    if (outcome) return { outcome };
  }
  return { failed: true };
}
