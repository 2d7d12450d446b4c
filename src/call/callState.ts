import { isQuestionOutput } from "../protocol/answers.ts";
import { parseArguments } from "../protocol/blank.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutput } from "../protocol/types.ts";

/** Where a chat kit's tool call is, in words common to every kit. */
export type ToolCallPhase = "streaming" | "waiting" | "done" | "failed";

/** What `QuestionCall` shows for a tool call. */
export interface CallState {
  /** `streaming` (arguments arriving), `waiting` (for the person), `answered`, `declined` or `failed`. */
  status: "streaming" | "waiting" | "answered" | "declined" | "failed";
  /** The `QuestionCall` props for that status: pass them on as they are. */
  props: { streaming?: true; result?: QuestionOutput; declined?: true; disabled?: true; failed?: true };
}

/** A stored result as a value: some kits (CopilotKit) store objects as JSON text. Text that is not JSON stays text. */
function storedValue(output: unknown): unknown {
  try {
    return parseArguments(output);
  } catch {
    return output;
  }
}

/**
 * The one reading of a tool call's state every chat adapter shares. A stored
 * result that is a `QuestionOutput` (or, with a `format`, an answer that its
 * `answered` reads back from the call's `input`), as a value or as its JSON
 * text (parsed here, once), is answered; the decline is stored as text
 * (`formatDecline()`), so any other text output reads as declined; anything
 * else, or a failed call, shows what was asked, disabled.
 */
export function callState(
  phase: ToolCallPhase,
  output?: unknown,
  format?: QuestionToolFormat,
  input?: unknown,
): CallState {
  if (phase === "streaming") return { status: "streaming", props: { streaming: true } };
  if (phase === "waiting") return { status: "waiting", props: {} };
  if (phase === "done") {
    const stored = storedValue(output);
    const answered = format ? format.answered(input, stored) : stored;
    if (isQuestionOutput(answered)) return { status: "answered", props: { result: answered } };
    if (typeof output === "string") return { status: "declined", props: { declined: true } };
  }
  return { status: "failed", props: { disabled: true, failed: true } };
}
