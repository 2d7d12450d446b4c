// A chat on the AI SDK's own useChat, rendering every question tool part with
// QuestionToolPart, as a host would write it; a ScriptedTransport stands in for
// the server route. Shared by the tests that run it with and without a format.
import { useChat } from "@ai-sdk/react";
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import {
  convertToModelMessages,
  getToolName,
  isToolUIPart,
  lastAssistantMessageIsCompleteWithToolCalls,
  type UIMessage,
} from "ai";
import { expect } from "vitest";
import {
  isQuestionToolPart,
  QuestionToolPart,
  type QuestionToolPartData,
  type QuestionToolPartProps,
} from "../../src/ai-sdk/index.ts";
import { type AnswerItem, useWaitingQuestions, WaitingQuestionsProvider } from "../../src/index.ts";
import type { QuestionToolFormat } from "../../src/protocol/index.ts";
import { expectReplyAndReceipt } from "./answerSteps.ts";
import { CALL } from "./modelCall.ts";
import { type ScriptedTransport, textReply, toolCallClosing, toolCallOpening } from "./scriptedTransport.ts";

/**
 * The host's test for its tool's parts: ours for ask_questions; for a format's
 * tool, the AI SDK's own `isToolUIPart` and `getToolName` (a `tool-<name>` part
 * or a `dynamic-tool` part of that name).
 */
function partTest(format?: QuestionToolFormat) {
  if (!format) return isQuestionToolPart;
  return <P extends { type: string }>(part: P): part is P & QuestionToolPartData => {
    const uiPart = part as unknown as UIMessage["parts"][number];
    return isToolUIPart(uiPart) && getToolName(uiPart) === format.tool.name;
  };
}

/**
 * The chat's own input, as the README writes it: relabelled while a call waits, and its message
 * offered to the waiting call first (`replyInChat`), sent as a new message only when none takes it.
 */
function Composer({ send }: { send: (text: string) => void }) {
  const pending = useWaitingQuestions();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const box = event.currentTarget.elements.namedItem("message") as HTMLInputElement;
        if (!pending.reply(box.value)) send(box.value);
        box.value = "";
      }}
    >
      <label>
        {pending.canReply ? "Reply here instead of answering" : "Message"}
        <input name="message" />
      </label>
      <button type="submit">Send message</button>
    </form>
  );
}

export function AiSdkChat({
  transport,
  messages,
  format,
  onDecline,
  labels,
  prompt = "Set up a project for me",
  replyInChat,
  composer = replyInChat,
  timeoutMs,
}: {
  transport: ScriptedTransport;
  messages?: UIMessage[];
  format?: QuestionToolFormat;
  onDecline?: (info: { draft: AnswerItem[]; toolResult: string }) => void;
  labels?: QuestionToolPartProps["labels"];
  /** What the Send button asks the model. */
  prompt?: string;
  /** A message in the chat's own input answers a waiting call (the adapter's `replyInChat`). */
  replyInChat?: boolean;
  /** Shows the chat's own input (with `replyInChat`, by default). */
  composer?: boolean | undefined;
  /** The adapter's `timeoutMs`: each call expires after this long unanswered. */
  timeoutMs?: number;
}) {
  const chat = useChat({
    transport,
    messages,
    sendAutomaticallyWhen: transport.sendOnWhen(lastAssistantMessageIsCompleteWithToolCalls),
    onFinish: transport.onFinish,
  });
  const isToolPart = partTest(format);
  return (
    <WaitingQuestionsProvider>
      <main>
        <button type="button" onClick={() => chat.sendMessage({ text: prompt })}>
          Send
        </button>
        {chat.messages.map((message) => (
          <article key={message.id} aria-label={message.role}>
            {message.parts.map((part, index) =>
              isToolPart(part) ? (
                <QuestionToolPart
                  key={part.toolCallId}
                  part={part}
                  format={format}
                  addToolOutput={chat.addToolOutput}
                  onDecline={onDecline}
                  labels={labels}
                  replyInChat={replyInChat}
                  timeoutMs={timeoutMs}
                />
              ) : part.type === "text" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
                <p key={index}>{part.text}</p>
              ) : null,
            )}
          </article>
        ))}
        {composer && <Composer send={(text) => chat.sendMessage({ text })} />}
      </main>
    </WaitingQuestionsProvider>
  );
}

/** Clicks Send and opens the model's tool call in the response (its arguments follow). */
export async function startCall(
  transport: ScriptedTransport,
  user: ReturnType<typeof userEvent.setup>,
  toolName?: string,
) {
  await user.click(screen.getByRole("button", { name: "Send" }));
  await transport.request(1);
  transport.emit(...toolCallOpening(CALL, toolName));
}

/** Ends the tool call with its complete input and closes the response. */
export function finishCall(transport: ScriptedTransport, input: unknown, toolName?: string) {
  transport.emit(...toolCallClosing(CALL, input, toolName));
  transport.close();
}

/** The question tool part in the messages of a request; it must be there. */
export function toolPartOf(messages: UIMessage[], format?: QuestionToolFormat) {
  const part = messages.flatMap((message) => message.parts).find(partTest(format));
  if (!part) throw new Error(`the request carries no ${format?.tool.name ?? "ask_questions"} part`);
  return part;
}

/** The assistant message of a call as reloaded from storage: answered once it has an `output`, else still waiting. */
export function storedCall(input: unknown, output?: unknown, toolName = "ask_questions"): UIMessage {
  const part =
    output === undefined
      ? ({ type: `tool-${toolName}`, toolCallId: CALL, state: "input-available", input } as const)
      : ({ type: `tool-${toolName}`, toolCallId: CALL, state: "output-available", input, output } as const);
  return { id: "a1", role: "assistant", parts: [part] };
}

/** What the model itself receives on the next call: the tool result as the last message, as JSON. */
export async function expectModelGets(messages: UIMessage[], value: unknown, toolName = "ask_questions") {
  const model = await convertToModelMessages(messages);
  expect(model.at(-1)).toEqual({
    role: "tool",
    content: [{ type: "tool-result", toolCallId: CALL, toolName, output: { type: "json", value } }],
  });
}

/** The model's reply to the answers: it shows under the receipt, and the chat sent nothing more than the two requests. */
export async function replyAfterAnswers(transport: ScriptedTransport) {
  transport.emit(...textReply("t1", "Thanks, setting it up."));
  transport.close();
  await screen.findByText("Thanks, setting it up.");
  expectReplyAndReceipt();
  // The chat has read the reply to its end and decided not to send on.
  await transport.idle(2);
  expect(transport.requests).toHaveLength(2);
}
