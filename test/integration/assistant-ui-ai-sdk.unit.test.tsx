import {
  AssistantRuntimeProvider,
  AuiConfig,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
} from "@assistant-ui/react";
import { useChatRuntime } from "@assistant-ui/react-ai-sdk";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { askQuestionsToolkit } from "../../src/assistant-ui/index.ts";
import { formatDecline, formatIssues, validateQuestionInput } from "../../src/protocol/index.ts";
import { expectedOutput, invalidCall, modelCall, modelCallText } from "./fixtures.ts";
import { ScriptedTransport, textReply, toolInputDeltas } from "./scriptedTransport.ts";

// The README's "Use with assistant-ui" client, as written there, on
// @assistant-ui/react-ai-sdk's useChatRuntime (AI SDK 7 underneath). Only the
// transport differs: a scripted one stands in for AssistantChatTransport's
// POST to /api/chat, and sees what the server route would receive.

const CALL = "call_1";

// jsdom has no scrollTo; ThreadPrimitive.Viewport scrolls to the newest message with it.
// Nothing here depends on scrolling, so one that does nothing is enough.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

// From here to the end of Chat: the README example.
const toolkit = askQuestionsToolkit(); // module scope: assistant-ui wants a stable toolkit
function Message() {
  return <MessagePrimitive.Parts />;
}

function Chat({ transport }: { transport: ScriptedTransport }) {
  const runtime = useChatRuntime({
    transport,
    // Sends the answers, the decline or the input error back to the model as soon as they exist.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={AuiConfig({ tools: Tools({ toolkit }) })}>
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Viewport>
          <ThreadPrimitive.Messages components={{ Message }} />
        </ThreadPrimitive.Viewport>
        <ComposerPrimitive.Root>
          <ComposerPrimitive.Input aria-label="Message" />
          <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
        </ComposerPrimitive.Root>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Renders the chat, sends a message as the person would and opens the model's ask_questions call. */
async function startCall(user: ReturnType<typeof userEvent.setup>) {
  const transport = new ScriptedTransport();
  render(<Chat transport={transport} />);
  await settle();
  await user.click(screen.getByRole("textbox", { name: "Message" }));
  await user.paste("Set up a project for me");
  await user.click(screen.getByRole("button", { name: "Send" }));
  await transport.request(1);
  transport.emit(
    { type: "start", messageId: "assistant_1" },
    { type: "start-step" },
    { type: "tool-input-start", toolCallId: CALL, toolName: "ask_questions" },
  );
  return transport;
}

function finishCall(transport: ScriptedTransport, input: unknown) {
  transport.emit(
    { type: "tool-input-available", toolCallId: CALL, toolName: "ask_questions", input },
    { type: "finish-step" },
    { type: "finish", finishReason: "tool-calls" },
  );
  transport.close();
}

function toolPartOf(messages: UIMessage[]) {
  const part = messages.flatMap((message) => message.parts).find((item) => item.type === "tool-ask_questions");
  if (!part || !("toolCallId" in part)) throw new Error("the request carries no ask_questions part");
  return part;
}

afterEach(() => sessionStorage.clear());

// The whole kit renders and streams in jsdom: on a loaded 2-core machine one scenario can pass 5 s.
describe("question-form/assistant-ui with @assistant-ui/react-ai-sdk's useChatRuntime (the README example)", {
  timeout: 20_000,
}, () => {
  it("streams the questions in, takes the answers and sends the exact tool output to the route", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    const first = await transport.request(1);
    expect(first.at(-1)?.parts).toEqual([{ type: "text", text: "Set up a project for me" }]);

    const deltas = toolInputDeltas(CALL, modelCallText, 5);
    const cut = Math.ceil((modelCallText.indexOf('{"id":"language"') + 40) / 5);
    transport.emit(...deltas.slice(0, cut));
    await settle();
    const name = screen.getByRole("textbox", { name: /What should the project be called/ });
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("radio")).toBeNull();
    await user.type(name, "acme-billing");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme-billing");

    transport.emit(...deltas.slice(cut));
    finishCall(transport, modelCall);
    await settle();
    expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toBe(name);
    expect(name).toHaveValue("acme-billing");

    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await transport.request(2);
    await waitFor(() => expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull());
    const part = toolPartOf(next);
    expect(part).toMatchObject({ state: "output-available", output: expectedOutput });
    // What the server route hands the model.
    const model = await convertToModelMessages(next);
    expect(model.at(-1)).toEqual({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId: CALL,
          toolName: "ask_questions",
          output: { type: "json", value: expectedOutput },
        },
      ],
    });

    transport.emit(...textReply("t1", "Thanks, setting it up."));
    transport.close();
    await settle();
    expect(screen.getByText("Thanks, setting it up.")).toBeInTheDocument();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(within(receipt).getByText("TypeScript")).toBeInTheDocument();
    expect(transport.requests).toHaveLength(2);
  });

  it("sends the decline text when the person skips", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    transport.emit(...toolInputDeltas(CALL, modelCallText));
    finishCall(transport, modelCall);
    await settle();

    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "half typed");
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const part = toolPartOf(await transport.request(2));
    expect(part).toMatchObject({ state: "output-available", output: formatDecline() });
    transport.emit(...textReply("t1", "No problem, I will pick defaults."));
    transport.close();
    await settle();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(transport.requests).toHaveLength(2);
  });

  it("sends the formatIssues text as a tool error when the arguments are invalid", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    transport.emit(...toolInputDeltas(CALL, JSON.stringify(invalidCall)));
    finishCall(transport, invalidCall);

    const part = toolPartOf(await transport.request(2));
    const checked = validateQuestionInput(invalidCall);
    if (checked.ok) throw new Error("the fixture must be invalid");
    expect(part).toMatchObject({ state: "output-error", errorText: formatIssues(checked.issues) });
    transport.emit(...textReply("t1", "Let me fix those questions."));
    transport.close();
    await settle();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(transport.requests).toHaveLength(2);
  });
});
