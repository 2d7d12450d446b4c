import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UIMessage } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askQuestions } from "../../src/ai-sdk/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import {
  AiSdkChat,
  expectModelGets,
  finishCall,
  replyAfterAnswers,
  startCall,
  storedCall,
  toolPartOf,
} from "../support/aiSdkChat.tsx";
import {
  answerAndSend,
  answerTheRest,
  draftKey,
  expectDraftKept,
  expectFocusOnAnswered,
  modelCallHalfway,
  sendWays,
  skippedDraft,
  typeThenSkip,
  typeWhileStreaming,
} from "../support/answerSteps.ts";
import {
  CALL,
  expectedOutput,
  halfInvalidCall,
  invalidCall,
  invalidCallIssues,
  modelCall,
  modelCallText,
} from "../support/modelCall.ts";
import { ScriptedTransport, toolInputDeltas } from "../support/scriptedTransport.ts";

afterEach(() => sessionStorage.clear());

/** Streams `argumentsText` as the call's arguments (not closing it), the person typing into its first question. */
async function typeWhileArgumentsStream(user: ReturnType<typeof userEvent.setup>, argumentsText: string) {
  const transport = new ScriptedTransport();
  render(<AiSdkChat transport={transport} />);
  await startCall(transport, user);
  transport.emit(...toolInputDeltas(CALL, argumentsText));
  await user.type(await screen.findByRole("textbox", { name: /project be called/ }), "acme");
  return transport;
}

describe("agent-question-form/ai-sdk with useChat and a scripted model", () => {
  it("defines the tool for streamText without execute, with our description and schema", async () => {
    expect(askQuestions.execute).toBeUndefined();
    expect(askQuestions.description).toMatch(/recommended/);
    const schema = await (askQuestions.inputSchema as { jsonSchema: unknown }).jsonSchema;
    expect(schema).toMatchObject({ type: "object", required: ["questions"] });
  });

  it("streams the questions in, takes the person's answers and sends the exact tool output back", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} />);
    await startCall(transport, user);

    // Up to the middle of the second question: the first is complete.
    const deltas = toolInputDeltas(CALL, modelCallText, 5);
    const cut = modelCallHalfway(5);
    transport.emit(...deltas.slice(0, cut));
    // The second question's first word shows: the tokens up to the cut are in.
    await screen.findByText("Which");
    // While streaming, a complete question already takes input, and the draft is kept at once.
    const name = await typeWhileStreaming(user, CALL);

    transport.emit(...deltas.slice(cut));
    // The last question's text is in (whole words only): the arguments are all there, the call not yet ended.
    await screen.findByText("Should CI run on every");
    finishCall(transport, modelCall);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    expectDraftKept(name);
    expect(screen.queryByText("Loading questions…")).toBeNull();

    await answerTheRest(user);

    const next = await transport.request(2);
    // Forgotten once the answers are recorded (addToolOutput settles just after the request starts).
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());
    const part = toolPartOf(next);
    expect(part.state).toBe("output-available");
    expect(part.output).toEqual(expectedOutput);
    await expectModelGets(next, expectedOutput);

    await replyAfterAnswers(transport);
  });

  it("sends the decline text, not an empty answer set, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    const onDecline = vi.fn();
    render(<AiSdkChat transport={transport} onDecline={onDecline} />);
    await startCall(transport, user);
    transport.emit(...toolInputDeltas(CALL, modelCallText));
    finishCall(transport, modelCall);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    await typeThenSkip(user);

    const part = toolPartOf(await transport.request(2));
    expect(part.state).toBe("output-available");
    expect(part.output).toBe(declineText());
    expect(part.output).toMatch(/declined/);
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onDecline.mock.calls[0]?.[0]).toEqual(skippedDraft);
    expect(screen.getByText("You skipped these questions.")).toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("answers invalid arguments with the issuesText text as a tool error, so the model can retry", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} />);
    await startCall(transport, user);
    const text = JSON.stringify(invalidCall);
    transport.emit(...toolInputDeltas(CALL, text));
    // Then a line of text in the same step: once it shows, every token before it has been read and
    // rendered, and the call is not yet ended. Nothing is reported mid-stream, even though the partial
    // input is not valid.
    transport.emit(
      { type: "text-start", id: "t0" },
      { type: "text-delta", id: "t0", delta: "Checking the sizes." },
      { type: "text-end", id: "t0" },
    );
    await screen.findByText("Checking the sizes.");
    expect(screen.queryByRole("alert")).toBeNull();
    finishCall(transport, invalidCall);

    const part = toolPartOf(await transport.request(2));
    expect(part.state).toBe("output-error");
    expect(part.errorText).toBe(invalidCallIssues());
    expect(part.errorText).toMatch(/recommended/);
    // The error went back to the model: the panel no longer tells the person to ask for a retry (issue 14, 6).
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("It was told what went wrong, so it can try again."),
    );
    expect(screen.getByRole("alert")).not.toHaveTextContent("You can ask it to try again");
    // Rendered after the result went back: sent once, not again from that render.
    expect(transport.requests).toHaveLength(2);
  });

  // A state this tool never enters (it has no approval): nothing went back to the model, so the panel
  // must not say the assistant was told.
  it.each([
    ["approval-requested", { id: "approval_1" }],
    ["approval-responded", { id: "approval_1", approved: true }],
    ["output-denied", { id: "approval_1", approved: false }],
  ])(
    "does not say the assistant was told about invalid questions in %s, where nothing was sent",
    async (state, approval) => {
      const transport = new ScriptedTransport();
      const part = { type: "tool-ask_questions", toolCallId: CALL, state, input: invalidCall, approval };
      const stored = { id: "a1", role: "assistant", parts: [part] } as UIMessage;
      const { rerender } = render(<AiSdkChat transport={transport} messages={[stored]} />);
      const panel = screen.getByRole("alert");
      expect(panel).toHaveTextContent("You can ask it to try again.");
      expect(panel).not.toHaveTextContent("It was told");
      // The host's own words for it still apply.
      rerender(<AiSdkChat transport={transport} messages={[stored]} labels={{ invalidHelp: "Ask again." }} />);
      expect(screen.getByRole("alert")).toHaveTextContent("Ask again.");
      // Rendered and its effects run (render and rerender are act()s); an output written from them
      // would have been sent in the flush.
      await act(async () => {});
      expect(transport.requests).toHaveLength(0);
    },
  );

  it("shows a stored result as the receipt after a reload, sending nothing", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(
      <AiSdkChat
        transport={transport}
        messages={[
          { id: "u1", role: "user", parts: [{ type: "text", text: "Set up a project for me" }] },
          storedCall(modelCall, expectedOutput),
        ]}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(within(receipt).getByText("No")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();

    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).getByRole("textbox", { name: /project be called/ })).toHaveValue("acme-billing");
    expect(within(receipt).getByRole("radio", { name: /TypeScript/ })).toBeChecked();
    // Rendered, opened and its effects run; an output written from them would have been sent in the flush.
    await act(async () => {});
    expect(transport.requests).toHaveLength(0);
  });

  it("answers a dynamic-tool part named ask_questions (a tool the SDK has no schema for) under its name", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await transport.request(1);
    transport.emit(
      { type: "start", messageId: "assistant_1" },
      { type: "start-step" },
      { type: "tool-input-start", toolCallId: CALL, toolName: "ask_questions", dynamic: true },
      ...toolInputDeltas(CALL, modelCallText),
      { type: "tool-input-available", toolCallId: CALL, toolName: "ask_questions", input: modelCall, dynamic: true },
      { type: "finish-step" },
      { type: "finish", finishReason: "tool-calls" },
    );
    transport.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await answerAndSend(user, "");

    const next = await transport.request(2);
    const part = toolPartOf(next);
    expect(part).toMatchObject({ type: "dynamic-tool", toolName: "ask_questions", state: "output-available" });
    expect(part.output).toEqual(expectedOutput);
    await expectModelGets(next, expectedOutput);
  });

  it("shows a stored dynamic-tool result as the receipt after a reload", () => {
    render(
      <AiSdkChat
        transport={new ScriptedTransport()}
        messages={[
          {
            id: "a1",
            role: "assistant",
            parts: [
              {
                type: "dynamic-tool",
                toolName: "ask_questions",
                toolCallId: CALL,
                state: "output-available",
                input: modelCall,
                output: expectedOutput,
              },
            ],
          },
        ]}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
  });

  it("shows a stored result kept as JSON text as the receipt, not as skipped", () => {
    render(
      <AiSdkChat
        transport={new ScriptedTransport()}
        messages={[storedCall(modelCall, JSON.stringify(expectedOutput))]}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(screen.queryByText("You skipped these questions.")).toBeNull();
  });

  it("names invalid JSON when the stream ends in a tool-input-error, and forgets what was typed meanwhile", async () => {
    const user = userEvent.setup();
    // The first question complete, then the model's JSON breaks off.
    const broken = `${modelCallText.slice(0, modelCallText.indexOf('{"id":"language"') + 20)}]}}`;
    const transport = await typeWhileArgumentsStream(user, broken);
    expect(sessionStorage.getItem(draftKey(CALL))).toContain("acme");

    transport.emit(
      { type: "tool-input-error", toolCallId: CALL, toolName: "ask_questions", input: broken, errorText: "bad JSON" },
      { type: "finish-step" },
      { type: "finish", finishReason: "tool-calls" },
    );
    transport.close();
    const panel = await screen.findByRole("alert");
    await user.click(within(panel).getByText("Technical details"));
    const [issue, ...more] = within(panel).getAllByRole("listitem");
    expect(more).toEqual([]);
    expect(issue).toHaveTextContent(/not valid JSON/);
    expect(issue).toHaveAttribute("data-code", "invalid_json");
    expect(sessionStorage.getItem(draftKey(CALL))).toBeNull();
  });

  it("forgets what was typed while streaming when the call ends invalid", async () => {
    const user = userEvent.setup();
    const transport = await typeWhileArgumentsStream(user, JSON.stringify(halfInvalidCall));
    expect(sessionStorage.getItem(draftKey(CALL))).toContain("acme");
    finishCall(transport, halfInvalidCall);
    expect(toolPartOf(await transport.request(2)).state).toBe("output-error");
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());
  });

  it("shows a stored decline as skipped after a reload", () => {
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} messages={[storedCall(modelCall, declineText())]} />);
    expect(screen.getByText("You skipped these questions.")).not.toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it.each(sendWays)("after a send with %s, focus lands on the answered status, not the page", async (_how, keys) => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} messages={[storedCall(modelCall)]} />);
    await answerAndSend(user, keys);
    expect(toolPartOf(await transport.request(1)).output).toEqual(expectedOutput);
    await waitFor(() => expect(screen.getByText("Answers sent")).toHaveFocus());
    expectFocusOnAnswered();
  });

  it("moves focus to the invalid panel when a stream the person was typing into ends invalid", async () => {
    const user = userEvent.setup();
    const transport = await typeWhileArgumentsStream(user, JSON.stringify(halfInvalidCall));
    finishCall(transport, halfInvalidCall);
    await transport.request(2);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("brings back an unsent draft after a reload while the call still waits", async () => {
    const user = userEvent.setup();
    const waiting = [storedCall(modelCall)];
    const first = render(<AiSdkChat transport={new ScriptedTransport()} messages={waiting} />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "draft");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    first.unmount();

    render(<AiSdkChat transport={new ScriptedTransport()} messages={waiting} />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveValue("draft");
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
  });
});
