import type { QuestionUIOptions } from "../form/index.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { type AnswerItem, issuesText } from "../protocol/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";
import { callState, type ToolCallPhase } from "./callState.ts";
import type { QuestionCallProps } from "./QuestionCall.tsx";

/**
 * The options every chat adapter takes for the calls it renders (each adapter names them its own way):
 * `labels`, `classNames`, `components` and `className` as on `QuestionCall` (`QuestionUIOptions`), the
 * form's own choices (`layout`, `notes`, `overallNote`, `skip`, `shortcuts`, `filterAbove`, `upload`), and the call's own.
 */
export interface ChatToolOptions
  extends QuestionUIOptions<QuestionCallLabels>,
    Pick<
      QuestionCallProps,
      | "timeoutMs"
      | "onWaitingChange"
      | "onOutcome"
      | "layout"
      | "notes"
      | "overallNote"
      | "skip"
      | "shortcuts"
      | "filterAbove"
      | "upload"
    > {
  /**
   * Another agent's tool instead of `ask_questions` (e.g. `askUserQuestionFormat`
   * from `agent-question-form/claude`): registered under its name, description and
   * schema, its arguments read and its result written in that format.
   */
  format?: QuestionToolFormat;
  /** Offers a "Skip" button that declines the call with the `declineText()` text. Defaults to `true`. */
  allowDecline?: boolean;
  /** Called once the decline is handed to the kit, with whatever the person had typed (never sent to the model). */
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  /** Keeps the person's unsent answers in `sessionStorage` under the tool-call id. Defaults to `true`. */
  saveDraft?: boolean;
  /**
   * A chat message written while a call waits answers it (SPEC §12): pass the
   * message to `useWaitingQuestions().reply(text)` from your chat input, under
   * a `WaitingQuestionsProvider`. The call's result is then the format's
   * `reply` (else the `replyText(text)` decline). Defaults to `false`.
   */
  replyInChat?: boolean;
  /** Called once a call that expired (`timeoutMs`) has handed its result to the kit, with the unsent draft for the record. */
  onExpire?: QuestionCallProps["onExpire"];
}

/**
 * How a chat kit hands a call's outcome back to the agent: the tool result (the
 * answers, as the `QuestionOutput` or what the format writes, or the decline
 * text), or, with `error`, the input error (the `issuesText` text) as the
 * kit's error result, or as plain text where it has none.
 */
export type ChatToolSend = (result: unknown, error?: true) => void;

/** What `chatToolCall` reads: one call as a chat kit reports it, and the adapter's options. */
export interface ChatToolCallProps extends ChatToolOptions {
  /** The tool call's id: the unsent draft is kept under it (`saveDraft`). */
  toolCallId: string;
  /**
   * The call's arguments as the kit has them: the object (partial while
   * streaming) or its JSON text. Handed whole to `QuestionCall`, which reads
   * them once with the `format`, and to the `format` to read a stored result back.
   */
  input: unknown;
  /** Where the kit says the call is. */
  phase: ToolCallPhase;
  /** The stored tool result, once the call is `done` (a value, or its JSON text). */
  output?: unknown;
  /** How to answer the call while it waits for the person. */
  send: ChatToolSend;
}

/**
 * One chat kit's tool call as `QuestionCall` props, the same for every adapter
 * once it has put the kit's state in common words (`phase`, read by
 * `callState`). While the call waits, the answers, the decline and the input
 * error go back through `send`, not awaited: a kit may hold its promise until
 * the agent's next reply has streamed, and the form would say "Sending…" all that time.
 */
export function chatToolCall({
  toolCallId,
  phase,
  output,
  input,
  send,
  allowDecline = true,
  onDecline,
  saveDraft = true,
  replyInChat = false,
  timeoutMs,
  onExpire,
  onWaitingChange,
  onOutcome,
  format,
  labels,
  classNames,
  components,
  className,
  layout,
  notes,
  overallNote,
  skip,
  shortcuts,
  filterAbove,
  upload,
}: ChatToolCallProps): QuestionCallProps {
  // Only these: a kit hands its render more (CopilotKit its tool's name and description), for us to leave out.
  // Also while streaming: what the person types into the first questions is kept from the start.
  const props = {
    labels,
    classNames,
    components,
    className,
    layout,
    notes,
    overallNote,
    skip,
    shortcuts,
    filterAbove,
    upload,
    format,
    input,
    draftKey: saveDraft ? toolCallId : undefined,
    callId: toolCallId,
    onWaitingChange,
    onOutcome,
  };
  const state = callState(phase, output, format, input);
  if (state) return { ...props, ...state };
  return {
    ...props,
    onSubmit(_answers, answered, written) {
      // Without a format the `QuestionOutput` is the tool result; with one, what it wrote. Returns
      // nothing: the form must not wait for a kit's promise (see above).
      send(format ? written : answered);
    },
    onInvalid: (issues) => send(issuesText(issues), true),
    onReply: replyInChat ? (info) => send(info.toolResult) : undefined,
    timeoutMs,
    onExpire:
      timeoutMs === undefined
        ? undefined
        : (info) => {
            send(info.toolResult);
            onExpire?.(info);
          },
    onDecline: allowDecline
      ? (info) => {
          send(info.toolResult);
          onDecline?.(info);
        }
      : undefined,
  };
}
