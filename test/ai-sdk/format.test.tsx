import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { questionTool } from "../../src/ai-sdk/index.ts";
import { askUserQuestionFormat, toAskUserQuestionResult } from "../../src/claude/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import { AiSdkChat, expectModelGets, finishCall, startCall, storedCall, toolPartOf } from "../support/aiSdkChat.tsx";
import { claudeCallHalfway } from "../support/answerSteps.ts";
import { claudeCall, claudeCallText, claudeResult } from "../support/claudeCall.ts";
import { CALL } from "../support/modelCall.ts";
import { ScriptedTransport, textReply, toolInputDeltas } from "../support/scriptedTransport.ts";

// A host that registers Claude's AskUserQuestion tool with the AI SDK, rendered through the format.
const format = askUserQuestionFormat;
const TOOL = format.tool.name;

function Chat(props: { transport: ScriptedTransport; messages?: Parameters<typeof AiSdkChat>[0]["messages"] }) {
  return <AiSdkChat {...props} format={format} prompt="Add sign-in" />;
}

afterEach(() => sessionStorage.clear());

describe("agent-question-form/ai-sdk with the AskUserQuestion format", () => {
  it("defines Claude's tool for streamText from the format, without execute", async () => {
    const tool = questionTool(askUserQuestionFormat);
    expect(tool.execute).toBeUndefined();
    expect(tool.description).toBe(askUserQuestionFormat.tool.description);
    const schema = await (tool.inputSchema as { jsonSchema: unknown }).jsonSchema;
    expect(schema).toEqual(askUserQuestionFormat.tool.inputSchema);
  });

  it("answers a dynamic-tool part of Claude's tool under the tool's own name", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await transport.request(1);
    transport.emit(
      { type: "start", messageId: "assistant_1" },
      { type: "start-step" },
      { type: "tool-input-available", toolCallId: CALL, toolName: TOOL, input: claudeCall, dynamic: true },
      { type: "finish-step" },
      { type: "finish", finishReason: "tool-calls" },
    );
    transport.close();
    await user.click(await screen.findByRole("radio", { name: /OAuth/ }));
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await transport.request(2);
    const part = toolPartOf(next, format);
    expect(part).toMatchObject({ type: "dynamic-tool", toolName: TOOL, state: "output-available" });
    expect(part.output).toEqual(claudeResult);
    await expectModelGets(next, claudeResult, TOOL);
  });

  it("streams Claude's questions in one by one, and sends exactly toAskUserQuestionResult's output", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} />);
    await startCall(transport, user, TOOL);

    // Up to the middle of the second question: the first one is complete and can be answered.
    const deltas = toolInputDeltas(CALL, claudeCallText, 5);
    const cut = claudeCallHalfway(5);
    transport.emit(...deltas.slice(0, cut));
    // The second question's first words show: the tokens up to the cut are in.
    await screen.findByText("Which telemetry");
    const oauth = screen.getByRole("radio", { name: /OAuth/ });
    // The "(Recommended)" suffix is shown as the badge, not in the label.
    expect(screen.queryByText("OAuth (Recommended)")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(oauth);

    transport.emit(...deltas.slice(cut));
    finishCall(transport, claudeCall, TOOL);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    // The same radio, never remounted, still chosen.
    expect(screen.getByRole("radio", { name: /OAuth/ })).toBe(oauth);
    expect(oauth).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await transport.request(2);
    const part = toolPartOf(next, format);
    expect(part.state).toBe("output-available");
    expect(part.output).toEqual(claudeResult);
    expect(part.output).toEqual(
      toAskUserQuestionResult(claudeCall, [
        { id: "q0", selected: ["OAuth"] },
        { id: "q1", selected: ["Logs", "Traces"] },
      ]),
    );
    await expectModelGets(next, claudeResult, TOOL);

    transport.emit(...textReply("t1", "Passkeys it is not."));
    transport.close();
    await screen.findByText("Passkeys it is not.");
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("OAuth")).toBeInTheDocument();
    // The chat has read the reply to its end and decided not to send on.
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });

  it("shows a stored AskUserQuestion result as the receipt after a reload, sending nothing", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<Chat transport={transport} messages={[storedCall(claudeCall, claudeResult, TOOL)]} />);
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("OAuth")).toBeInTheDocument();
    expect(within(receipt).getByText("Logs, Traces")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();

    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).getByRole("radio", { name: /OAuth/ })).toBeChecked();
    expect(within(receipt).getByRole("radio", { name: /Passkeys/ })).not.toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Logs/ })).toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Metrics/ })).not.toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Traces/ })).toBeChecked();
    // Rendered, opened and its effects run; an output written from them would have been sent in the flush.
    await act(async () => {});
    expect(transport.requests).toHaveLength(0);
  });

  it("declines with the decline text under the AskUserQuestion tool, and shows a stored one as skipped", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    const { unmount } = render(<Chat transport={transport} />);
    await startCall(transport, user, TOOL);
    transport.emit(...toolInputDeltas(CALL, claudeCallText));
    finishCall(transport, claudeCall, TOOL);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const part = toolPartOf(await transport.request(2), format);
    expect(part.output).toBe(declineText());
    unmount();

    render(<Chat transport={new ScriptedTransport()} messages={[storedCall(claudeCall, declineText(), TOOL)]} />);
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});
