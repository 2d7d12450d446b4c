import { type ComponentProps, useMemo } from "react";
import { callState } from "../call/callState.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { contentKey } from "../form/engine/contentKey.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { formatIssues, validateQuestionInput } from "../protocol/index.ts";
import type { AnswerItem, QuestionInput } from "../protocol/types.ts";

/** Options shared by every `ask_questions` call `useAskQuestions` renders. */
export interface QuestionHumanInTheLoopOptions
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
   * `QuestionOutput` as JSON, the decline text or the `formatIssues` text).
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
 * invalid arguments are answered with the `formatIssues` text the model can act on.
 */
export function QuestionHumanInTheLoop({
  toolCallId,
  args,
  status,
  result,
  respond,
  allowDecline = true,
  onDecline,
  saveDraft = true,
  labels,
  components,
  className,
  format,
}: QuestionHumanInTheLoopProps) {
  // A format reads the whole arguments.
  const shared = { labels, components, className, format, questions: format ? args : args?.questions };
  // Also while streaming: what the person types into the first questions is kept from the start.
  const draftKey = saveDraft ? toolCallId : undefined;
  const complete = status === "complete";
  // Whether a completed call's arguments were valid, read once per content: it renders again with equal arguments.
  const argsKey = contentKey(args);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `argsKey` stands for `args`
  const valid = useMemo(
    () => complete && (format ? format.read(args) : validateQuestionInput(args)).ok,
    [complete, argsKey, format],
  );

  if (status === "inProgress")
    return <QuestionCall {...shared} draftKey={draftKey} {...callState("streaming").props} />;
  // Invalid arguments were answered with the issues' text: a failed call, not a decline.
  if (complete)
    return (
      <QuestionCall
        {...shared}
        {...callState(
          valid ? "done" : "failed",
          result, // JSON text: callState parses it
          format,
          args,
        ).props}
      />
    );
  if (!respond) return <QuestionCall {...shared} {...callState("failed").props} />;

  return (
    <QuestionCall
      {...shared}
      draftKey={draftKey}
      onSubmit={(_answers, output, written) => {
        // Not awaited: CopilotKit resolves it only after the agent's follow-up run.
        void respond(format ? written : output);
      }}
      onInvalid={(issues) => {
        void respond(formatIssues(issues));
      }}
      onDecline={
        allowDecline
          ? (info) => {
              void respond(info.toolResult);
              onDecline?.(info);
            }
          : undefined
      }
    />
  );
}
