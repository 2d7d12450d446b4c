import type { ToolCallMessagePartProps } from "@assistant-ui/react";
import type { ToolCallPhase } from "../call/callState.ts";
import { type ChatToolOptions, chatToolCall } from "../call/chatToolCall.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import type { QuestionInput, QuestionOutput } from "../protocol/types.ts";

/**
 * Options shared by every `ask_questions` call the toolkit renders: `labels`,
 * `classNames`, `components`, `className` (`QuestionUIOptions`), `format`, `allowDecline`, `onDecline`, `saveDraft`, and
 * for a call that waits `replyInChat`, `timeoutMs`, `onExpire`, `onWaitingChange`, `onOutcome`.
 */
export interface QuestionToolUIOptions extends ChatToolOptions {}

/** Props of `QuestionToolUI`: what assistant-ui passes a tool's `render`, plus the toolkit's options. */
export type QuestionToolUIProps = ToolCallMessagePartProps<Partial<QuestionInput>, QuestionOutput | string> &
  QuestionToolUIOptions;

// assistant-ui recognises a ToolResponse by this registered symbol (it checks
// with `in`, so it works across copies of the package). Building the object
// here marks the input error as an error result for the model without a
// dependency on assistant-ui's internal `assistant-stream` package.
function errorResult(text: string) {
  return { [Symbol.for("aui.tool-response")]: true, result: text, isError: true };
}

/**
 * Renders an assistant-ui `ask_questions` tool call in every state: streaming
 * in, waiting for the person (`requires-action`), answered (a receipt, also
 * from a stored thread), declined and failed. Answers, the decline and input
 * errors go back through `addResult`, which resumes the run.
 */
export function QuestionToolUI({
  args,
  argsText,
  status,
  result,
  isError,
  addResult,
  ...options
}: QuestionToolUIProps) {
  const { format } = options;
  // An error result went back to the model; a run that ended without a result for this call sent nothing.
  const phase: ToolCallPhase =
    result !== undefined
      ? isError
        ? "failed"
        : "done"
      : status.type === "running"
        ? "streaming"
        : status.type === "requires-action"
          ? "waiting"
          : "dismissed";
  // Once the arguments are complete, their text: the protocol reads it, and names JSON that broke off
  // (assistant-ui's `args` would be a partial parse of it, passing for an unfinished batch). A format
  // reads the whole arguments.
  const text = !format && phase !== "streaming" && typeof argsText === "string" && argsText ? argsText : undefined;
  const call = chatToolCall({
    ...options,
    input: text ?? args,
    phase,
    output: result,
    send: (value, error) => addResult((error ? errorResult(value as string) : value) as QuestionOutput | string),
  });
  return <QuestionCall {...call} />;
}
