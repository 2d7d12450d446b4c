import type { ToolCallPhase } from "../call/callState.ts";
import { type ChatToolOptions, chatToolCall } from "../call/chatToolCall.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutput } from "../protocol/types.ts";

/** The tool name the part type is built from (`tool-ask_questions`). */
const TOOL = "ask_questions";

/**
 * The fields of an AI SDK tool part that `QuestionToolPart` reads. Any
 * `tool-ask_questions` part from `useChat`'s messages fits, typed or not.
 */
export interface QuestionToolPartData {
  /**
   * `tool-ask_questions` (`tool-` and the tool's name: `tool-AskUserQuestion`
   * with that format), or `dynamic-tool` for a tool the AI SDK has no schema for.
   */
  type: string;
  /** The tool's name, on a `dynamic-tool` part (the output goes back under it). */
  toolName?: string;
  /**
   * The tool call's id: the output goes back under it through
   * `addToolOutput`, and the unsent draft is kept under it (`saveDraft`).
   */
  toolCallId: string;
  /** `input-streaming`, `input-available`, `output-available`, `output-error`, or an approval state. */
  state: string;
  /** The arguments: partial while `input-streaming`. */
  input?: unknown;
  /** What the model sent when it could not be read as the arguments (`tool-input-error`): for broken JSON, its text. */
  rawInput?: unknown;
  /** The tool result once answered (`QuestionOutput`, or the format's result) or declined (the decline text). */
  output?: unknown;
  /** Why the call failed, in `output-error`. */
  errorText?: string;
}

/** The slice of `useChat`'s `addToolOutput` that `QuestionToolPart` calls. */
export type AddQuestionToolOutput = (
  result:
    | { tool: typeof TOOL; toolCallId: string; output: QuestionOutput | string }
    | { tool: typeof TOOL; toolCallId: string; state: "output-error"; errorText: string },
  // (With a `format`, `tool` is that tool's name and `output` what the format writes.)
) => unknown;

// The AI SDK's tool states in common words: `output-error` went back to the model (our input
// error, the SDK's parse error); any state this tool never enters (approvals) sent nothing.
const PHASES: Record<string, ToolCallPhase> = {
  "input-streaming": "streaming",
  "input-available": "waiting",
  "output-available": "done",
  "output-error": "failed",
};

/** Props of `QuestionToolPart`: the part, `addToolOutput`, and the options every adapter takes. */
export interface QuestionToolPartProps extends ChatToolOptions {
  /** The `tool-ask_questions` part (or the `format`'s tool part, or a `dynamic-tool` part of either), in any state. */
  part: QuestionToolPartData;
  /**
   * The part is another agent's tool (e.g. `askUserQuestionFormat` from
   * `agent-question-form/claude`, for a tool registered as `AskUserQuestion`): its
   * input is read, and its output written, in that format. `ask_questions` by default.
   */
  format?: QuestionToolFormat;
  /** `addToolOutput` from `useChat`: the answers, the decline or the input error go back through it. */
  addToolOutput: AddQuestionToolOutput;
}

/**
 * Renders an AI SDK `tool-ask_questions` part in every state of its life:
 * streaming in (questions appear as they complete), waiting for the person,
 * answered (a receipt, also after a reload from stored messages), declined,
 * and failed. Answers, the decline and input errors go back to the model
 * through `addToolOutput`; with `sendAutomaticallyWhen:
 * lastAssistantMessageIsCompleteWithToolCalls` the chat then continues.
 */
export function QuestionToolPart({ part, addToolOutput, ...options }: QuestionToolPartProps) {
  const { toolCallId, state } = part;
  // The output goes back under the part's own tool name.
  const tool = (part.type === "dynamic-tool" ? part.toolName : part.type.slice("tool-".length)) as typeof TOOL;
  const phase = PHASES[state] ?? "dismissed";
  const call = chatToolCall({
    ...options,
    toolCallId,
    phase,
    output: part.output,
    // Arguments that failed to parse come as their text: the protocol then names the broken JSON.
    input: part.input ?? part.rawInput,
    // useChat records the output at once, but its promise can stay pending until the model's
    // follow-up reply has streamed.
    send: (value, error) =>
      addToolOutput(
        error
          ? { tool, toolCallId, state: "output-error", errorText: value as string }
          : { tool, toolCallId, output: value as QuestionOutput | string },
      ),
  });
  return <QuestionCall {...call} />;
}
