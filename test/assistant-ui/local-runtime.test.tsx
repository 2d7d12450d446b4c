import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parsePartialJson } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askQuestionsToolkit } from "../../src/assistant-ui/index.ts";
import { askQuestionsTool, declineText } from "../../src/protocol/index.ts";
import {
  answerAndSend,
  answerTheRest,
  draftKey,
  expectDraftKept,
  expectFocusOnAnswered,
  expectReplyAndReceipt,
  modelCallHalfway,
  sendWays,
  skippedDraft,
  typeThenSkip,
  typeWhileStreaming,
} from "../support/answerSteps.ts";
import { ask, LocalRuntimeChat, runEnded, storedThread, toolCallOf } from "../support/localRuntimeChat.tsx";
import {
  CALL,
  expectedOutput,
  halfInvalidCall,
  invalidCall,
  invalidCallIssues,
  modelCall,
  modelCallText,
} from "../support/modelCall.ts";
import { ScriptedModel, toolCallUpdates, toolCallWaiting } from "../support/scriptedModel.ts";

const onDecline = vi.fn();
// Module scope: assistant-ui wants a stable toolkit.
const toolkit = askQuestionsToolkit({ onDecline });

afterEach(() => {
  sessionStorage.clear();
  onDecline.mockClear();
});

/** Streams `argumentsText` as the call's arguments (not closing it), the person typing into its first question. */
async function typeWhileArgumentsStream(user: ReturnType<typeof userEvent.setup>, argumentsText: string) {
  const model = new ScriptedModel();
  await ask(model, toolkit);
  for (const update of await toolCallUpdates(CALL, argumentsText)) model.emit(update);
  await user.type(await screen.findByRole("textbox", { name: /project be called/ }), "acme");
  return model;
}

describe("agent-question-form/assistant-ui with the local runtime and a scripted model", () => {
  it("gives the model the ask_questions tool as a human tool with our description and schema", async () => {
    const model = new ScriptedModel();
    const { first } = await ask(model, toolkit);
    expect(first.tools?.ask_questions).toMatchObject({
      type: "human",
      description: askQuestionsTool.description,
      parameters: askQuestionsTool.inputSchema,
    });
  });

  it("streams the questions in, takes the answers and resumes the run with the exact result", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model, toolkit);

    const updates = await toolCallUpdates(CALL, modelCallText, 5);
    const cut = modelCallHalfway(5);
    for (const update of updates.slice(0, cut)) model.emit(update);
    // The second question's first word shows: the updates up to the cut are in.
    await screen.findByText("Which");
    const name = await typeWhileStreaming(user, CALL);

    for (const update of updates.slice(cut)) model.emit(update);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    expectDraftKept(name);

    await answerTheRest(user);

    const resumed = await model.started(2);
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());
    const call = toolCallOf(resumed);
    expect(call.result).toEqual(expectedOutput);
    expect(call.isError).toBeFalsy();

    model.emit({ content: [{ type: "text", text: "Thanks, setting it up." }] });
    model.close();
    await screen.findByText("Thanks, setting it up.");
    expectReplyAndReceipt();
    await runEnded();
    expect(model.runs).toHaveLength(2);
  });

  it("resumes with the decline text when the person skips, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model, toolkit);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    await typeThenSkip(user);

    const call = toolCallOf(await model.started(2));
    expect(call.result).toBe(declineText());
    expect(call.isError).toBeFalsy();
    expect(onDecline).toHaveBeenCalledWith(skippedDraft);
    model.close();
    expect(await screen.findByText("You skipped these questions.")).toBeInTheDocument();
  });

  it("resumes with the issuesText text as an error result when the arguments are invalid", async () => {
    const model = new ScriptedModel();
    await ask(model, toolkit);
    model.emit(toolCallWaiting(CALL, invalidCall));
    model.close();

    const call = toolCallOf(await model.started(2));
    expect(call.isError).toBe(true);
    expect(call.result).toBe(invalidCallIssues());
    model.close();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });

  it.each(sendWays)("after a send with %s, focus lands on the answered status, not the page", async (_how, keys) => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model, toolkit);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await answerAndSend(user, keys);
    expect(toolCallOf(await model.started(2)).result).toEqual(expectedOutput);
    model.close();
    await waitFor(() => expect(screen.getByText("Answers sent")).toHaveFocus());
    expectFocusOnAnswered();
  });

  it("moves focus to the invalid panel when a stream the person was typing into ends invalid", async () => {
    const user = userEvent.setup();
    const model = await typeWhileArgumentsStream(user, JSON.stringify(halfInvalidCall));
    model.emit(toolCallWaiting(CALL, halfInvalidCall));
    model.close();
    await model.started(2);
    model.close();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("shows a stored result kept as JSON text as the receipt, not as skipped", async () => {
    const model = new ScriptedModel();
    render(
      <LocalRuntimeChat
        model={model}
        toolkit={toolkit}
        initialMessages={storedThread({ args: modelCall, result: JSON.stringify(expectedOutput) })}
      />,
    );
    const receipt = await screen.findByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(screen.queryByText("You skipped these questions.")).toBeNull();
  });

  it("names invalid JSON when the arguments end broken, and forgets what was typed meanwhile", async () => {
    const user = userEvent.setup();
    // The first question complete, then the model's JSON breaks off.
    const broken = `${modelCallText.slice(0, modelCallText.indexOf('{"id":"language"') + 20)}]}}`;
    const model = await typeWhileArgumentsStream(user, broken);
    expect(sessionStorage.getItem(draftKey(CALL))).toContain("acme");

    const { value } = await parsePartialJson(broken);
    model.emit({
      content: [
        { type: "tool-call", toolCallId: CALL, toolName: "ask_questions", argsText: broken, args: value as never },
      ],
      status: { type: "requires-action", reason: "tool-calls" },
    });
    model.close();
    const call = toolCallOf(await model.started(2));
    expect(call.isError).toBe(true);
    expect(call.result).toMatch(/not valid JSON/);
    model.close();
    const panel = await screen.findByRole("alert");
    await user.click(within(panel).getByText("Technical details"));
    const [issue, ...more] = within(panel).getAllByRole("listitem");
    expect(more).toEqual([]);
    expect(issue).toHaveAttribute("data-code", "invalid_json");
    expect(sessionStorage.getItem(draftKey(CALL))).toBeNull();
  });

  it("forgets what was typed while streaming when the call ends invalid", async () => {
    const user = userEvent.setup();
    const model = await typeWhileArgumentsStream(user, JSON.stringify(halfInvalidCall));
    expect(sessionStorage.getItem(draftKey(CALL))).toContain("acme");
    model.emit(toolCallWaiting(CALL, halfInvalidCall));
    model.close();
    expect(toolCallOf(await model.started(2)).isError).toBe(true);
    model.close();
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());
  });

  it("does not say the assistant was told about invalid questions a stored thread holds no result for", async () => {
    const model = new ScriptedModel();
    // The call never got a result (the run stopped before the page could answer it): nothing went back.
    render(
      <LocalRuntimeChat
        model={model}
        toolkit={toolkit}
        initialMessages={storedThread({ args: invalidCall, result: undefined })}
      />,
    );
    const panel = await screen.findByRole("alert");
    expect(panel).toHaveTextContent("You can ask it to try again.");
    expect(panel).not.toHaveTextContent("It was told");
    // Rendered and its effects run; a result added from them would have started a run in the flush.
    await act(async () => {});
    expect(model.runs).toHaveLength(0);
    expect(panel).not.toHaveTextContent("It was told");
  });

  it("shows a stored result as the receipt after a reload, without running the model", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    render(
      <LocalRuntimeChat
        model={model}
        toolkit={toolkit}
        initialMessages={storedThread({ args: modelCall, result: expectedOutput })}
      />,
    );
    const receipt = await screen.findByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).getByRole("radio", { name: "No" })).toBeChecked();
    expect(model.runs).toHaveLength(0);
  });
});
