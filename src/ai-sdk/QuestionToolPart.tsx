import type { ComponentProps } from "react";
import { callState, type ToolCallPhase } from "../call/callState.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { useForgetEndedDraft } from "../call/useForgetEndedDraft.ts";
import { questionsOf } from "../protocol/arguments.ts";
import { formatIssues } from "../protocol/index.ts";
import type { AnswerItem, QuestionOutput } from "../protocol/types.ts";

/** The tool name the part type is built from (`tool-ask_questions`). */
const TOOL = "ask_questions";

/**
 * The fields of an AI SDK tool part that `QuestionToolPart` reads. Any
 * `tool-ask_questions` part from `useChat`'s messages fits, typed or not.
 */
export interface QuestionToolPartData {
  /** `tool-ask_questions`. */
  type: string;
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
  /** The tool result once answered (`QuestionOutput`) or declined (the decline text). */
  output?: unknown;
  /** Why the call failed, in `output-error`. */
  errorText?: string;
}

/** The slice of `useChat`'s `addToolOutput` that `QuestionToolPart` calls. */
export type AddQuestionToolOutput = (
  result:
    | { tool: typeof TOOL; toolCallId: string; output: QuestionOutput | string }
    | { tool: typeof TOOL; toolCallId: string; state: "output-error"; errorText: string },
) => unknown;

// The AI SDK's tool states in common words; a failed call (our input error, the SDK's parse
// error) and any state this tool never enters (approvals) show what was asked, disabled.
const PHASES: Record<string, ToolCallPhase> = {
  "input-streaming": "streaming",
  "input-available": "waiting",
  "output-available": "done",
};

/** Props of `QuestionToolPart`. */
export interface QuestionToolPartProps
  extends Pick<ComponentProps<typeof QuestionCall>, "labels" | "components" | "className"> {
  /** The `tool-ask_questions` part, in any state. */
  part: QuestionToolPartData;
  /** `addToolOutput` from `useChat`: the answers, the decline or the input error go back through it. */
  addToolOutput: AddQuestionToolOutput;
  /**
   * Offers a "Skip" button that declines the call; the model then receives the
   * `formatDecline()` text. Defaults to `true`.
   */
  allowDecline?: boolean;
  /** Called after a decline has been sent, with whatever the person had typed (never sent to the model). */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /** Keeps the person's unsent answers in `sessionStorage` under the tool-call id. Defaults to `true`. */
  saveDraft?: boolean;
}

/**
 * Renders an AI SDK `tool-ask_questions` part in every state of its life:
 * streaming in (questions appear as they complete), waiting for the person,
 * answered (a receipt, also after a reload from stored messages), declined,
 * and failed. Answers, the decline and input errors go back to the model
 * through `addToolOutput`; with `sendAutomaticallyWhen:
 * lastAssistantMessageIsCompleteWithToolCalls` the chat then continues.
 */
export function QuestionToolPart({
  part,
  addToolOutput,
  allowDecline = true,
  onDecline,
  saveDraft = true,
  ...shared
}: QuestionToolPartProps) {
  const { toolCallId, state } = part;
  // Arguments that failed to parse come as their text: the protocol then names the broken JSON.
  const args = part.input ?? part.rawInput;
  const questions = typeof args === "string" ? args : questionsOf(args);
  // Also while streaming: what the person types into the first questions is kept from the start.
  const draftKey = saveDraft ? toolCallId : undefined;
  const phase = PHASES[state] ?? "failed";
  const { status, props } = callState(phase, part.output);
  useForgetEndedDraft(draftKey, status);
  if (status !== "waiting") {
    return (
      <QuestionCall
        {...shared}
        questions={questions}
        draftKey={status === "streaming" ? draftKey : undefined}
        {...props}
      />
    );
  }
  return (
    <QuestionCall
      {...shared}
      questions={questions}
      draftKey={draftKey}
      // Not awaited: useChat records the output at once, but its promise can stay pending until the
      // model's follow-up reply has streamed, and the form would show "Sending…" all that time.
      onSubmit={(_answers, output) => {
        addToolOutput({ tool: TOOL, toolCallId, output });
      }}
      onInvalid={(issues) =>
        addToolOutput({ tool: TOOL, toolCallId, state: "output-error", errorText: formatIssues(issues) })
      }
      onDecline={
        allowDecline
          ? (info) => {
              addToolOutput({ tool: TOOL, toolCallId, output: info.toolResult });
              onDecline?.(info);
            }
          : undefined
      }
    />
  );
}
