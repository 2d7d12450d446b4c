// The whole AI SDK chat as a host builds it, with no imitation of the SDK: a server route on
// `streamText` (a `MockLanguageModelV3` from `ai/test` as the model) behind `convertToModelMessages`,
// and the real `useChat` whose `DefaultChatTransport` fetches that route in-process. Runs on AI SDK 6
// (`unit`, `react18`) and 7 (`ai7`, `ai7-react18`).
import { useChat } from "@ai-sdk/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  convertToModelMessages,
  DefaultChatTransport,
  lastAssistantMessageIsCompleteWithToolCalls,
  streamText,
  type UIMessage,
} from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { askQuestions, endWaitingQuestions, isQuestionToolPart, QuestionToolPart } from "../../src/ai-sdk/index.ts";
import { replyText } from "../../src/protocol/index.ts";
import { storedCall } from "../support/aiSdkChat.tsx";
import { CALL, modelCall, modelCallText } from "../support/modelCall.ts";

afterEach(() => sessionStorage.clear());

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** What the model answers on one call: an ask_questions call, or a line of text. */
type Turn = { askQuestions: string } | { text: string };

function partsOf(turn: Turn): StreamPart[] {
  const body: StreamPart[] =
    "text" in turn
      ? [
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: turn.text },
          { type: "text-end", id: "t" },
        ]
      : [{ type: "tool-call", toolCallId: CALL, toolName: "ask_questions", input: turn.askQuestions }];
  const reason = "text" in turn ? "stop" : "tool-calls";
  return [
    { type: "stream-start", warnings: [] },
    ...body,
    { type: "finish", finishReason: { unified: reason, raw: reason }, usage },
  ];
}

/**
 * A host's chat route (`post` is the `POST` of `app/api/chat/route.ts`), called in-process: the UI messages in, the model's
 * reply out as the UI message stream. The model answers `turns` in order; every error the route's
 * `streamText` met is kept in `errors` (the chat itself only sees "An error occurred.").
 */
function chatRoute(turns: Turn[]) {
  const errors: unknown[] = [];
  const model = new MockLanguageModelV3({
    doStream: async () => {
      const turn = turns.shift();
      if (!turn) throw new Error("the model was called more often than the test scripted");
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          for (const part of partsOf(turn)) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  });
  async function post(request: Request): Promise<Response> {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    const result = streamText({
      model,
      tools: { ask_questions: askQuestions },
      // A call the person talked past gets its result here: without it, `streamText` throws
      // AI_MissingToolResultsError on this message and on every later one.
      messages: await convertToModelMessages(endWaitingQuestions(messages)),
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    return result.toUIMessageStreamResponse();
  }
  const transport = new DefaultChatTransport<UIMessage>({
    api: "http://app.invalid/api/chat",
    fetch: async (input, init) => post(new Request(input, init)),
  });
  return { model, errors, transport };
}

/** The host's chat: every part rendered, the error shown, and a plain chat input (no `replyInChat`). */
function Chat({
  transport,
  messages,
  onFinish,
}: {
  transport: DefaultChatTransport<UIMessage>;
  messages?: UIMessage[];
  onFinish: () => void;
}) {
  const chat = useChat({
    transport,
    messages,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
    onFinish,
  });
  return (
    <main>
      {/* What the model was told: a call the person talked past shows their reply, not a form that
          could no longer reach it. */}
      {endWaitingQuestions(chat.messages, { onlyTalkedPast: true }).map((message) => (
        <article key={message.id} aria-label={message.role}>
          {message.parts.map((part, index) =>
            isQuestionToolPart(part) ? (
              <QuestionToolPart key={part.toolCallId} part={part} addToolOutput={chat.addToolOutput} />
            ) : part.type === "text" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
              <p key={index}>{part.text}</p>
            ) : null,
          )}
        </article>
      ))}
      {chat.error && <p role="alert">{chat.error.message}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const box = event.currentTarget.elements.namedItem("message") as HTMLInputElement;
          void chat.sendMessage({ text: box.value });
          box.value = "";
        }}
      >
        <label>
          Message
          <input name="message" />
        </label>
      </form>
    </main>
  );
}

/** Renders the chat on the route; `finished()` says how many responses the chat has read to their end. */
function renderChat(turns: Turn[], messages?: UIMessage[]) {
  const route = chatRoute(turns);
  let finishes = 0;
  render(<Chat transport={route.transport} messages={messages} onFinish={() => (finishes += 1)} />);
  return { ...route, finished: () => finishes };
}

/** Types a message into the chat's own input and waits until the chat has read response `count` to its end. */
async function say(user: ReturnType<typeof userEvent.setup>, text: string, count: number, finished: () => number) {
  await user.type(screen.getByRole("textbox", { name: "Message" }), `${text}{Enter}`);
  await waitFor(() => expect(finished()).toBe(count));
}

/** The tool result the model was handed for call_1 on its `call`-th call (1-based). */
function toolResultSeen(model: MockLanguageModelV3, call: number) {
  const prompt = model.doStreamCalls[call - 1]?.prompt ?? [];
  return prompt
    .filter((message) => message.role === "tool")
    .flatMap((message) => message.content)
    .find((part) => part.type === "tool-result" && part.toolCallId === CALL);
}

describe("a chat message typed while a question waits, on a real streamText route", () => {
  it("never wedges the chat: the model gets a result for the call, and every later message goes through", async () => {
    const user = userEvent.setup();
    const { model, errors, finished } = renderChat([
      { askQuestions: modelCallText },
      { text: "CI runs your tests on every push." },
      { text: "You're welcome." },
    ]);
    await say(user, "Set up a project for me", 1, finished);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    // The person talks past the form instead of answering it.
    await say(user, "What is CI?", 2, finished);
    expect(errors.map(String)).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await screen.findByText("CI runs your tests on every push.")).toBeInTheDocument();
    // The call says how it ended, as the model read it: the form is gone.
    expect(await screen.findByText(/You replied in the chat:/)).toHaveTextContent(
      "You replied in the chat: What is CI?",
    );
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    // The model read the person's message as their reply to the questions (SPEC §12's "replied").
    expect(toolResultSeen(model, 2)).toMatchObject({
      toolName: "ask_questions",
      output: { type: "text", value: replyText("What is CI?") },
    });

    await say(user, "Thanks", 3, finished);
    expect(errors.map(String)).toEqual([]);
    expect(await screen.findByText("You're welcome.")).toBeInTheDocument();
    expect(toolResultSeen(model, 3)).toMatchObject({ output: { type: "text", value: replyText("What is CI?") } });
  });

  it("never wedges a restored chat whose call came back still waiting (input-available)", async () => {
    const user = userEvent.setup();
    const restored: UIMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "Set up a project for me" }] },
      storedCall(modelCall),
    ];
    const { model, errors, finished } = renderChat([{ text: "Defaults it is." }], restored);
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();

    await say(user, "Never mind, use the defaults.", 1, finished);
    expect(errors.map(String)).toEqual([]);
    expect(await screen.findByText("Defaults it is.")).toBeInTheDocument();
    expect(await screen.findByText(/You replied in the chat:/)).toHaveTextContent("Never mind, use the defaults.");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(toolResultSeen(model, 1)).toMatchObject({
      output: { type: "text", value: replyText("Never mind, use the defaults.") },
    });
  });
});
