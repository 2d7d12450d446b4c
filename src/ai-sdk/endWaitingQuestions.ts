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
 * in, are left as they are; so are the messages given: what changes is a
 * copy, so the stored history keeps the call waiting and the person can still
 * answer its form.
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
  const { format } = options;
  const name = format?.tool.name ?? "ask_questions";
  const isWaitingCall = (part: ToolPart) =>
    (part.type === `tool-${name}` || (part.type === "dynamic-tool" && part.toolName === name)) &&
    part.state === "input-available";

  return messages.map((message, index) => {
    if (message.role !== "assistant" || !message.parts.some(isWaitingCall)) return message;
    const reply = replyAfter(messages, index);
    const outcome: QuestionOutcome = reply ? { kind: "replied", text: reply } : { kind: "dismissed" };
    const parts = message.parts.map((part: ToolPart) =>
      isWaitingCall(part)
        ? { ...part, state: "output-available", output: toOutcomeResult(outcome, { format, input: part.input }) }
        : part,
    );
    return { ...message, parts };
  });
}

/** The text of the first user message after message `index`, if it has any: what the person wrote instead of answering. */
function replyAfter(messages: readonly EndWaitingMessage[], index: number): string | undefined {
  const next = messages.slice(index + 1).find((message) => message.role === "user");
  const text = next?.parts
    .flatMap((part) => (part.type === "text" ? [(part as { text?: unknown }).text] : []))
    .filter((each): each is string => typeof each === "string")
    .join("\n\n");
  return text?.trim() ? text : undefined;
}
