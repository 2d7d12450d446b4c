import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { askQuestionsToolkit } from "../../src/assistant-ui/index.ts";
import { askUserQuestionFormat, toAskUserQuestionResult } from "../../src/claude/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import { claudeCallHalfway } from "../support/answerSteps.ts";
import { claudeCall, claudeCallText, claudeResult } from "../support/claudeCall.ts";
import { ask, LocalRuntimeChat, runEnded, storedThread, toolCallOf } from "../support/localRuntimeChat.tsx";
import { CALL } from "../support/modelCall.ts";
import { ScriptedModel, toolCallUpdates, toolCallWaiting } from "../support/scriptedModel.ts";

// A host that gives the model Claude's AskUserQuestion tool through assistant-ui, rendered through the format.
const TOOL = askUserQuestionFormat.tool.name;
const PROMPT = "Add sign-in";
// Module scope: assistant-ui wants a stable toolkit.
const toolkit = askQuestionsToolkit({ format: askUserQuestionFormat });

const storedCall = (result: unknown) => storedThread({ prompt: PROMPT, toolName: TOOL, args: claudeCall, result });

afterEach(() => sessionStorage.clear());

describe("agent-question-form/assistant-ui with the AskUserQuestion format", () => {
  it("gives the model AskUserQuestion as a human tool with the format's description and schema", async () => {
    const { first } = await ask(new ScriptedModel(), toolkit, PROMPT);
    expect(first.tools?.[TOOL]).toMatchObject({
      type: "human",
      description: askUserQuestionFormat.tool.description,
      parameters: askUserQuestionFormat.tool.inputSchema,
    });
    expect(first.tools?.ask_questions).toBeUndefined();
  });

  it("streams Claude's questions in one by one and resumes the run with exactly toAskUserQuestionResult's output", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model, toolkit, PROMPT);

    const updates = await toolCallUpdates(CALL, claudeCallText, 5, TOOL);
    const cut = claudeCallHalfway(5);
    for (const update of updates.slice(0, cut)) model.emit(update);
    // The second question's first words show: the updates up to the cut are in.
    await screen.findByText("Which telemetry");
    const oauth = screen.getByRole("radio", { name: /OAuth/ });
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(oauth);

    for (const update of updates.slice(cut)) model.emit(update);
    model.emit(toolCallWaiting(CALL, claudeCall, TOOL));
    model.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    expect(screen.getByRole("radio", { name: /OAuth/ })).toBe(oauth);
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const call = toolCallOf(await model.started(2));
    expect(call.result).toEqual(claudeResult);
    expect(call.result).toEqual(
      toAskUserQuestionResult(claudeCall, [
        { id: "q0", selected: ["OAuth"] },
        { id: "q1", selected: ["Logs", "Traces"] },
      ]),
    );
    expect(call.isError).toBeFalsy();
    model.close();
    await runEnded();
    expect(within(screen.getByRole("region", { name: "Your answers" })).getByText("OAuth")).toBeInTheDocument();
  });

  it("shows a stored AskUserQuestion result as the receipt, without running the model", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    render(<LocalRuntimeChat model={model} toolkit={toolkit} initialMessages={storedCall(claudeResult)} />);
    const receipt = await screen.findByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("Logs, Traces")).toBeInTheDocument();
    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).getByRole("radio", { name: /OAuth/ })).toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Metrics/ })).not.toBeChecked();
    expect(within(receipt).getByRole("checkbox", { name: /Traces/ })).toBeChecked();
    expect(model.runs).toHaveLength(0);
  });

  it("resumes with the decline text when the person skips, and shows a stored decline as skipped", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    const { unmount } = await ask(model, toolkit, PROMPT);
    model.emit(toolCallWaiting(CALL, claudeCall, TOOL));
    model.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    const call = toolCallOf(await model.started(2));
    expect(call.result).toBe(declineText());
    model.close();
    unmount();

    render(
      <LocalRuntimeChat model={new ScriptedModel()} toolkit={toolkit} initialMessages={storedCall(declineText())} />,
    );
    expect(await screen.findByText("You skipped these questions.")).toBeInTheDocument();
  });
});
