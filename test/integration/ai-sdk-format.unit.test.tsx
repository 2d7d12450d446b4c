import { useChat } from "@ai-sdk/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { QuestionToolPart, type QuestionToolPartData, questionTool } from "../../src/ai-sdk/index.ts";
import { askUserQuestionFormat, toAskUserQuestionResult } from "../../src/claude/index.ts";
import { formatDecline } from "../../src/protocol/index.ts";
import { claudeCall, claudeCallText, claudeResult } from "./claudeCall.ts";
import { ScriptedTransport, textReply, toolInputDeltas } from "./scriptedTransport.ts";

// A host that registers Claude's AskUserQuestion tool with the AI SDK, rendered through the format.
const CALL = "call_auq";
const TOOL = askUserQuestionFormat.tool.name;

function isAskUserQuestion<P extends { type: string }>(part: P): part is P & QuestionToolPartData {
  return part.type === `tool-${TOOL}`;
}

function Chat({ transport, messages }: { transport: ScriptedTransport; messages?: UIMessage[] }) {
  const chat = useChat({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <main>
      <button type="button" onClick={() => chat.sendMessage({ text: "Add sign-in" })}>
        Send
      </button>
      {chat.messages.map((message) => (
        <article key={message.id} aria-label={message.role}>
          {message.parts.map((part, index) =>
            isAskUserQuestion(part) ? (
              <QuestionToolPart
                key={part.toolCallId}
                part={part}
                format={askUserQuestionFormat}
                addToolOutput={chat.addToolOutput}
              />
            ) : part.type === "text" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
              <p key={index}>{part.text}</p>
            ) : null,
          )}
        </article>
      ))}
    </main>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

async function startCall(transport: ScriptedTransport, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Send" }));
  await transport.request(1);
  transport.emit(
    { type: "start", messageId: "assistant_1" },
    { type: "start-step" },
    { type: "tool-input-start", toolCallId: CALL, toolName: TOOL },
  );
}

function finishCall(transport: ScriptedTransport) {
  transport.emit(
    { type: "tool-input-available", toolCallId: CALL, toolName: TOOL, input: claudeCall },
    { type: "finish-step" },
    { type: "finish", finishReason: "tool-calls" },
  );
  transport.close();
}

function toolPartOf(messages: UIMessage[]) {
  const part = messages.flatMap((message) => message.parts).find(isAskUserQuestion);
  if (!part) throw new Error("the request carries no AskUserQuestion part");
  return part;
}

function storedCall(output: unknown): UIMessage {
  return {
    id: "a1",
    role: "assistant",
    parts: [{ type: `tool-${TOOL}`, toolCallId: CALL, state: "output-available", input: claudeCall, output }],
  };
}

afterEach(() => sessionStorage.clear());

describe("question-form/ai-sdk with the AskUserQuestion format", () => {
  it("defines Claude's tool for streamText from the format, without execute", async () => {
    const tool = questionTool(askUserQuestionFormat);
    expect(tool.execute).toBeUndefined();
    expect(tool.description).toBe(askUserQuestionFormat.tool.description);
    const schema = await (tool.inputSchema as { jsonSchema: unknown }).jsonSchema;
    expect(schema).toEqual(askUserQuestionFormat.tool.inputSchema);
  });

  it("streams Claude's questions in one by one, and sends exactly toAskUserQuestionResult's output", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);

    // Up to the middle of the second question: the first one is complete and can be answered.
    const deltas = toolInputDeltas(CALL, claudeCallText, 5);
    const cut = Math.ceil((claudeCallText.indexOf('{"question":"Which telemetry') + 30) / 5);
    transport.emit(...deltas.slice(0, cut));
    await settle();
    const oauth = screen.getByRole("radio", { name: /OAuth/ });
    // The "(Recommended)" suffix is shown as the badge, not in the label.
    expect(screen.queryByText("OAuth (Recommended)")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(oauth);

    transport.emit(...deltas.slice(cut));
    await settle();
    finishCall(transport);
    await settle();

    // The same radio, never remounted, still chosen.
    expect(screen.getByRole("radio", { name: /OAuth/ })).toBe(oauth);
    expect(oauth).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await transport.request(2);
    const part = toolPartOf(next);
    expect(part.state).toBe("output-available");
    expect(part.output).toEqual(claudeResult);
    expect(part.output).toEqual(
      toAskUserQuestionResult(claudeCall, [
        { id: "q0", selected: ["OAuth"] },
        { id: "q1", selected: ["Logs", "Traces"] },
      ]),
    );
    const model = await convertToModelMessages(next);
    expect(model.at(-1)).toEqual({
      role: "tool",
      content: [
        { type: "tool-result", toolCallId: CALL, toolName: TOOL, output: { type: "json", value: claudeResult } },
      ],
    });

    transport.emit(...textReply("t1", "Passkeys it is not."));
    transport.close();
    await settle();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("OAuth")).toBeInTheDocument();
    expect(transport.requests).toHaveLength(2);
  });

  it("shows a stored AskUserQuestion result as the receipt after a reload, sending nothing", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} messages={[storedCall(claudeResult)]} />);
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("OAuth")).toBeInTheDocument();
    expect(within(receipt).getByText("Logs, Traces")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();

    await user.click(within(receipt).getByRole("button", { name: "Show all questions" }));
    expect(within(receipt).getByRole("radio", { name: /OAuth/ })).toBeChecked();
    expect(within(receipt).getByRole("radio", { name: /Passkeys/ })).not.toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Logs/ })).toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Metrics/ })).not.toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Traces/ })).toBeChecked();
    await settle();
    expect(transport.requests).toHaveLength(0);
  });

  it("declines with the decline text under the AskUserQuestion tool, and shows a stored one as skipped", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    const { unmount } = render(<Chat transport={transport} />);
    await startCall(transport, user);
    transport.emit(...toolInputDeltas(CALL, claudeCallText));
    finishCall(transport);
    await settle();
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const part = toolPartOf(await transport.request(2));
    expect(part.output).toBe(formatDecline());
    unmount();

    render(<Chat transport={new ScriptedTransport()} messages={[storedCall(formatDecline())]} />);
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
