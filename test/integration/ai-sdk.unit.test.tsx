import { useChat } from "@ai-sdk/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages, lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askQuestions, isQuestionToolPart, QuestionToolPart } from "../../src/ai-sdk/index.ts";
import { formatDecline, formatIssues, validateQuestionInput } from "../../src/protocol/index.ts";
import { expectedOutput, invalidCall, modelCall, modelCallText } from "./fixtures.ts";
import { ScriptedTransport, textReply, toolInputDeltas } from "./scriptedTransport.ts";

const CALL = "call_1";

function Chat({
  transport,
  messages,
  onDecline,
}: {
  transport: ScriptedTransport;
  messages?: UIMessage[];
  onDecline?: (info: { draft: unknown; toolResult: string }) => void;
}) {
  const chat = useChat({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <main>
      <button type="button" onClick={() => chat.sendMessage({ text: "Set up a project for me" })}>
        Send
      </button>
      {chat.messages.map((message) => (
        <article key={message.id} aria-label={message.role}>
          {message.parts.map((part, index) =>
            isQuestionToolPart(part) ? (
              <QuestionToolPart
                key={part.toolCallId}
                part={part}
                addToolOutput={chat.addToolOutput}
                onDecline={onDecline}
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

/** Lets the SDK process what was emitted and React render it. */
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
    { type: "tool-input-start", toolCallId: CALL, toolName: "ask_questions" },
  );
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
  const part = messages.flatMap((message) => message.parts).find(isQuestionToolPart);
  if (!part) throw new Error("the request carries no ask_questions part");
  return part;
}

/** The assistant message a chat stores once the ask_questions call has its `output`, as reloaded later. */
function answeredCall(output: unknown): UIMessage {
  return {
    id: "a1",
    role: "assistant",
    parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "output-available", input: modelCall, output }],
  };
}

/** The assistant message of a call waiting for the person, as reloaded from storage. */
function waitingCall(): UIMessage {
  return {
    id: "a1",
    role: "assistant",
    parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input: modelCall }],
  };
}

/** A valid first question (shown while streaming), then one the protocol rejects. */
const halfInvalidCall = { questions: [modelCall.questions[0], ...invalidCall.questions] };

afterEach(() => sessionStorage.clear());

describe("question-form/ai-sdk with useChat and a scripted model", () => {
  it("defines the tool for streamText without execute, with our description and schema", async () => {
    expect(askQuestions.execute).toBeUndefined();
    expect(askQuestions.description).toMatch(/recommended/);
    const schema = await (askQuestions.inputSchema as { jsonSchema: unknown }).jsonSchema;
    expect(schema).toMatchObject({ type: "object", required: ["questions"] });
  });

  it("streams the questions in, takes the person's answers and sends the exact tool output back", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);

    // Up to the middle of the second question: the first is complete.
    const deltas = toolInputDeltas(CALL, modelCallText, 5);
    const secondStarts = modelCallText.indexOf('{"id":"language"');
    const cut = Math.ceil((secondStarts + 40) / 5);
    transport.emit(...deltas.slice(0, cut));
    await settle();

    const name = screen.getByRole("textbox", { name: /What should the project be called/ });
    expect(name).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    // While streaming, a complete question already takes input, and the draft is kept at once.
    await user.type(name, "acme-billing");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme-billing");

    transport.emit(...deltas.slice(cut));
    await settle();
    finishCall(transport, modelCall);
    await settle();

    // The same text box, never remounted, with the draft still in it.
    expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toBe(name);
    expect(name).toHaveValue("acme-billing");
    expect(screen.queryByText("Loading questions…")).toBeNull();

    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await transport.request(2);
    // Forgotten once the answers are recorded (addToolOutput settles just after the request starts).
    await waitFor(() => expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull());
    const part = toolPartOf(next);
    expect(part.state).toBe("output-available");
    expect(part.output).toEqual(expectedOutput);
    // What the model itself receives on the next call.
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

  it("sends the decline text, not an empty answer set, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    const onDecline = vi.fn();
    render(<Chat transport={transport} onDecline={onDecline} />);
    await startCall(transport, user);
    transport.emit(...toolInputDeltas(CALL, modelCallText));
    finishCall(transport, modelCall);
    await settle();

    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "half typed");
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const part = toolPartOf(await transport.request(2));
    expect(part.state).toBe("output-available");
    expect(part.output).toBe(formatDecline());
    expect(part.output).toMatch(/declined/);
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onDecline.mock.calls[0]?.[0]).toEqual({
      draft: [{ id: "name", answer: "half typed" }, { id: "language" }, { id: "ci" }],
      toolResult: formatDecline(),
    });
    expect(screen.getByText("You skipped these questions.")).toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("answers invalid arguments with the formatIssues text as a tool error, so the model can retry", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);
    const text = JSON.stringify(invalidCall);
    transport.emit(...toolInputDeltas(CALL, text));
    await settle();
    // Mid-stream nothing is reported, even though the partial input is not valid.
    expect(screen.queryByRole("alert")).toBeNull();
    finishCall(transport, invalidCall);

    const part = toolPartOf(await transport.request(2));
    const checked = validateQuestionInput(invalidCall);
    if (checked.ok) throw new Error("the fixture must be invalid");
    expect(part.state).toBe("output-error");
    expect(part.errorText).toBe(formatIssues(checked.issues));
    expect(part.errorText).toMatch(/recommended/);
    await settle();
    // The error went back to the model: the panel no longer tells the person to ask for a retry (issue 14, 6).
    expect(screen.getByRole("alert")).toHaveTextContent("It was told what went wrong, so it can try again.");
    expect(screen.getByRole("alert")).not.toHaveTextContent("You can ask it to try again");
    expect(transport.requests).toHaveLength(2);
  });

  it("shows a stored result as the receipt after a reload, sending nothing", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    const stored: UIMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "Set up a project for me" }] },
      answeredCall(expectedOutput),
    ];
    render(<Chat transport={transport} messages={stored} />);
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(within(receipt).getByText("No")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();

    await user.click(within(receipt).getByRole("button", { name: "Show all questions" }));
    expect(within(receipt).getByRole("textbox", { name: /project be called/ })).toHaveValue("acme-billing");
    expect(within(receipt).getByRole("radio", { name: /TypeScript/ })).toBeChecked();
    await settle();
    expect(transport.requests).toHaveLength(0);
  });

  it("shows a stored result kept as JSON text as the receipt, not as skipped", () => {
    render(<Chat transport={new ScriptedTransport()} messages={[answeredCall(JSON.stringify(expectedOutput))]} />);
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(screen.queryByText("You skipped these questions.")).toBeNull();
  });

  it("names invalid JSON when the stream ends in a tool-input-error, and forgets what was typed meanwhile", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);
    // The first question complete, then the model's JSON breaks off.
    const broken = `${modelCallText.slice(0, modelCallText.indexOf('{"id":"language"') + 20)}]}}`;
    transport.emit(...toolInputDeltas(CALL, broken));
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme");

    transport.emit(
      { type: "tool-input-error", toolCallId: CALL, toolName: "ask_questions", input: broken, errorText: "bad JSON" },
      { type: "finish-step" },
      { type: "finish", finishReason: "tool-calls" },
    );
    transport.close();
    await settle();
    const panel = screen.getByRole("alert");
    await user.click(within(panel).getByText("Technical details"));
    const [issue, ...more] = within(panel).getAllByRole("listitem");
    expect(more).toEqual([]);
    expect(issue).toHaveTextContent(/not valid JSON/);
    expect(issue).toHaveAttribute("data-code", "invalid_json");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull();
  });

  it("forgets what was typed while streaming when the call ends invalid", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);
    transport.emit(...toolInputDeltas(CALL, JSON.stringify(halfInvalidCall)));
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme");
    finishCall(transport, halfInvalidCall);
    expect(toolPartOf(await transport.request(2)).state).toBe("output-error");
    await settle();
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull();
  });

  it("shows a stored decline as skipped after a reload", () => {
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} messages={[answeredCall(formatDecline())]} />);
    expect(screen.getByText("You skipped these questions.")).not.toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it.each([
    ["the Submit button", ""],
    ["Ctrl+Enter in a text answer", "{Control>}{Enter}{/Control}"],
  ])("after a send with %s, focus lands on the answered status, not the page", async (_how, keys) => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} messages={[waitingCall()]} />);
    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    const name = screen.getByRole("textbox", { name: /project be called/ });
    if (keys) await user.type(name, `acme-billing${keys}`);
    else {
      await user.type(name, "acme-billing");
      await user.click(screen.getByRole("button", { name: "Submit" }));
    }
    expect(toolPartOf(await transport.request(1)).output).toEqual(expectedOutput);
    await settle();
    expect(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("moves focus to the invalid panel when a stream the person was typing into ends invalid", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user);
    transport.emit(...toolInputDeltas(CALL, JSON.stringify(halfInvalidCall)));
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    finishCall(transport, halfInvalidCall);
    await transport.request(2);
    await settle();
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("brings back an unsent draft after a reload while the call still waits", async () => {
    const user = userEvent.setup();
    const waiting: UIMessage[] = [
      {
        id: "a1",
        role: "assistant",
        parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input: modelCall }],
      },
    ];
    const first = render(<Chat transport={new ScriptedTransport()} messages={waiting} />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "draft");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    first.unmount();

    render(<Chat transport={new ScriptedTransport()} messages={waiting} />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveValue("draft");
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
  });
});
