import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import { toOutcomeResult } from "../protocol/outcomeResult.ts";

/** The fields of a `useChat` message that `endWaitingQuestions` reads: any `UIMessage` fits. */
export interface EndWaitingMessage {
  /** `user`, `assistant` or `system`. */
  role: string;
  /** The message's parts: text parts are read from user messages, tool parts from assistant ones. */
  parts: readonly { type: string }[];
}

/** Options of `endWaitingQuestions`. */
export interface EndWaitingQuestionsOptions {
  /**
   * The question tool is another agent's (e.g. `askUserQuestionFormat` from
   * `agent-question-form/claude`, registered with `questionTool(format)`): its
   * calls are found under its name and ended in its words. `ask_questions` by default.
   */
  format?: QuestionToolFormat;
  /**
   * Ends only the calls a user message follows, and leaves a call that nothing
   * followed waiting: for rendering `useChat`'s messages, where the last call
   * may still be answered. The route leaves it off: a request that reaches the
   * model without a call's answer means the person moved on.
   */
  onlyTalkedPast?: boolean;
}

interface ToolPart {
  type: string;
  toolName?: unknown;
  state?: unknown;
  input?: unknown;
}

/**
 * For the server route, between the UI messages and `convertToModelMessages`:
 * every question call still waiting for the person (`input-available`, no
 * output) that the person talked past ends with a result the model reads,
 * instead of `streamText` failing with `AI_MissingToolResultsError` on this
 * message and every later one.
 *
 * A call followed by a user message with text ends as answered in the chat
 * with that message (SPEC §12's reply: `replyText(text)`, or the format's
 * `reply`); a call that nothing followed, or only a message without text, as
 * dismissed (`dismissedText()`, or the format's `dismiss`), never an empty
 * answer set. Answered, declined and failed calls, and calls still streaming
 * in, are left as they are; so are the messages given (what changes is a
 * copy). Render `useChat`'s messages through it too, with `onlyTalkedPast`,
 * and a call the person talked past shows what the model was told ("You
 * replied in the chat: …") instead of a form whose answer could no longer
 * reach the model.
 *
 * ```ts
 * const result = streamText({
 *   model,
 *   tools: { ask_questions: askQuestions },
 *   messages: await convertToModelMessages(endWaitingQuestions(messages)),
 * });
 * ```
 */
export function endWaitingQuestions<M extends EndWaitingMessage>(
  messages: readonly M[],
  options: EndWaitingQuestionsOptions = {},
): M[] {
  const { format, onlyTalkedPast = false } = options;
  const name = format?.tool.name ?? "ask_questions";
  const isWaitingCall = (part: ToolPart) =>
    (part.type === `tool-${name}` || (part.type === "dynamic-tool" && part.toolName === name)) &&
    part.state === "input-available";

  return messages.map((message, index) => {
    if (message.role !== "assistant" || !message.parts.some(isWaitingCall)) return message;
    const next = messages.slice(index + 1).find((each) => each.role === "user");
    if (!next && onlyTalkedPast) return message;
    const reply = next && textOf(next);
    const outcome: QuestionOutcome = reply ? { kind: "replied", text: reply } : { kind: "dismissed" };
    const parts = message.parts.map((part: ToolPart) =>
      isWaitingCall(part)
        ? { ...part, state: "output-available", output: toOutcomeResult(outcome, { format, input: part.input }) }
        : part,
    );
    return { ...message, parts };
  });
}

/** A user message's text, when it has any: what the person wrote instead of answering. */
function textOf(message: EndWaitingMessage): string | undefined {
  const text = message.parts
    .flatMap((part) => (part.type === "text" ? [(part as { text?: unknown }).text] : []))
    .filter((each): each is string => typeof each === "string")
    .join("\n\n");
  return text.trim() ? text : undefined;
}
