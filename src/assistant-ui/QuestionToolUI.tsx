import type { ToolCallMessagePartProps } from "@assistant-ui/react";
import type { ComponentProps } from "react";
import { callState, type ToolCallPhase } from "../call/callState.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { questionsOf } from "../protocol/arguments.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { formatIssues } from "../protocol/index.ts";
import type { AnswerItem, QuestionInput, QuestionOutput } from "../protocol/types.ts";

/** Options shared by every `ask_questions` call the toolkit renders. */
export interface QuestionToolUIOptions
  extends Pick<ComponentProps<typeof QuestionCall>, "labels" | "components" | "className"> {
  /**
   * Another agent's tool instead of `ask_questions` (e.g. `askUserQuestionFormat`
   * from `question-form/claude`): registered under its name, description and
   * schema, its arguments read and its result written in that format.
   */
  format?: QuestionToolFormat;
  /** Offers a "Skip" button that declines the call with the `formatDecline()` text. Defaults to `true`. */
  allowDecline?: boolean;
  /** Called after a decline has been sent, with whatever the person had typed (never sent to the model). */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /** Keeps the person's unsent answers in `sessionStorage` under the tool-call id. Defaults to `true`. */
  saveDraft?: boolean;
}

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
  toolCallId,
  args,
  argsText,
  status,
  result,
  isError,
  addResult,
  allowDecline = true,
  onDecline,
  saveDraft = true,
  labels,
  components,
  className,
  format,
}: QuestionToolUIProps) {
  // Also while streaming: what the person types into the first questions is kept from the start.
  const draftKey = saveDraft ? toolCallId : undefined;

  const phase: ToolCallPhase =
    result !== undefined
      ? isError
        ? "failed"
        : "done"
      : status.type === "running"
        ? "streaming"
        : status.type === "requires-action"
          ? "waiting"
          : "failed";
  // Once the arguments are complete, their text: the protocol reads it, and names JSON that broke off
  // (assistant-ui's `args` would be a partial parse of it, passing for an unfinished batch). A format
  // reads the whole arguments.
  const text = !format && phase !== "streaming" && typeof argsText === "string" && argsText ? argsText : undefined;
  const questions = text ?? (format ? args : questionsOf(args));
  const shared = { labels, components, className, format, questions };
  const state = callState(phase, result, format, args);
  if (state.status !== "waiting") {
    return <QuestionCall {...shared} draftKey={draftKey} {...state.props} />;
  }
  return (
    <QuestionCall
      {...shared}
      draftKey={draftKey}
      onSubmit={(_answers, output, written) => addResult((format ? written : output) as QuestionOutput)}
      onInvalid={(issues) => addResult(errorResult(formatIssues(issues)) as unknown as string)}
      onDecline={
        allowDecline
          ? (info) => {
              addResult(info.toolResult);
              onDecline?.(info);
            }
          : undefined
      }
    />
  );
}
