import { useMemo } from "react";
import type { ToolCallPhase } from "../call/callState.ts";
import { type ChatToolOptions, chatToolCall } from "../call/chatToolCall.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { contentKey, useByContent } from "../form/index.ts";
import { validateQuestionInput } from "../protocol/index.ts";
import type { QuestionInput } from "../protocol/types.ts";

/**
 * Options shared by every `ask_questions` call `useAskQuestions` renders:
 * `labels`, `classNames`, `components`, `className` (`QuestionUIOptions`), `format`, `allowDecline`, `onDecline`, `saveDraft`, and
 * for a call that waits `replyInChat`, `timeoutMs`, `onExpire`, `onWaitingChange`, `onOutcome`.
 */
export interface QuestionHumanInTheLoopOptions extends ChatToolOptions {}

/**
 * What CopilotKit's `useHumanInTheLoop` passes its `render`: the fields this
 * component reads, in each of the call's three states.
 */
export interface QuestionHumanInTheLoopProps extends QuestionHumanInTheLoopOptions {
  /** The tool call's id: the unsent draft is kept under it (`saveDraft`). */
  toolCallId: string;
  /** The arguments: partial while `inProgress`. */
  args: Partial<QuestionInput> | undefined;
  /** `inProgress` (arguments streaming in), `executing` (waiting for the person) or `complete`. */
  status: "inProgress" | "executing" | "complete";
  /**
   * Once `complete`: the tool message CopilotKit stored, a string (the
   * `QuestionOutput` as JSON, the decline text or the `issuesText` text).
   */
  result?: string | undefined;
  /** While `executing`: hands the result to CopilotKit, which sends it to the agent and runs it again. */
  respond?: ((result: unknown) => Promise<void>) | undefined;
}

/**
 * Renders a CopilotKit `ask_questions` human-in-the-loop call in every state:
 * streaming in, waiting for the person, answered (a receipt, also from a
 * stored thread), declined and failed. Answers, the decline and input errors go
 * back through `respond`; CopilotKit has no error result for a human tool, so
 * invalid arguments are answered with the `issuesText` text the model can act on.
 */
export function QuestionHumanInTheLoop({ args, status, result, respond, ...options }: QuestionHumanInTheLoopProps) {
  const { format } = options;
  const complete = status === "complete";
  // Whether a completed call's arguments were valid, read once per content: it renders again with equal arguments.
  const input = useByContent(args, [contentKey(args)]);
  const valid = useMemo(() => complete && (format?.read ?? validateQuestionInput)(input).ok, [complete, input, format]);
  // Invalid arguments were answered with the issues' text: a failed call, not a decline. Waiting
  // without `respond`, nothing can be sent.
  const phase: ToolCallPhase =
    status === "inProgress" ? "streaming" : complete ? (valid ? "done" : "failed") : respond ? "waiting" : "dismissed";
  const call = chatToolCall({
    ...options,
    input: args,
    phase,
    output: result,
    // Not awaited: CopilotKit resolves it only after the agent's follow-up run. It has no error result
    // for a human tool, so the input error goes back as text too. A task later: `respond` takes effect
    // only once CopilotKit has called the tool's handler, just after it marks the call executing, and
    // invalid questions are reported as the form mounts, which on React 18 can come first.
    send: (value) => setTimeout(() => respond?.(value)),
  });
  return <QuestionCall {...call} />;
}
