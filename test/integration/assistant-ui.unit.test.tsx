import {
  type AssistantRuntime,
  AssistantRuntimeProvider,
  AuiConfig,
  MessagePrimitive,
  type ThreadMessageLike,
  ThreadPrimitive,
  Tools,
  useLocalRuntime,
} from "@assistant-ui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parsePartialJson } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askQuestionsToolkit } from "../../src/assistant-ui/index.ts";
import { askQuestionsTool, formatDecline, formatIssues, validateQuestionInput } from "../../src/protocol/index.ts";
import { expectedOutput, invalidCall, modelCall, modelCallText } from "./fixtures.ts";
import { type ModelRun, ScriptedModel, toolCallUpdates, toolCallWaiting } from "./scriptedModel.ts";

const CALL = "call_1";
const onDecline = vi.fn();
// Module scope: assistant-ui wants a stable toolkit.
const toolkit = askQuestionsToolkit({ onDecline });

let runtime: AssistantRuntime | undefined;

// Module scope: a component defined inside Chat would remount every message on each render.
function Message() {
  return <MessagePrimitive.Parts />;
}
const messageComponents = { Message };

function Chat({ model, initialMessages }: { model: ScriptedModel; initialMessages?: ThreadMessageLike[] }) {
  const local = useLocalRuntime(model, { initialMessages });
  runtime = local;
  return (
    <AssistantRuntimeProvider runtime={local} config={AuiConfig({ tools: Tools({ toolkit }) })}>
      <ThreadPrimitive.Messages components={messageComponents} />
    </AssistantRuntimeProvider>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

async function ask(model: ScriptedModel) {
  render(<Chat model={model} />);
  await settle();
  act(() => {
    runtime?.thread.append({ role: "user", content: [{ type: "text", text: "Set up a project for me" }] });
  });
  return model.started(1);
}

function toolCallOf(run: ModelRun) {
  const part = run.message.content.find((item) => item.type === "tool-call");
  if (part?.type !== "tool-call") throw new Error("the resumed message carries no tool call");
  return part;
}

/** A thread reloaded from storage whose ask_questions call has this stored result. */
function storedCall(result: unknown): ThreadMessageLike[] {
  return [
    { role: "user", content: "Set up a project for me" },
    {
      role: "assistant",
      content: [
        {
          type: "tool-call",
          toolCallId: CALL,
          toolName: "ask_questions",
          args: modelCall as never,
          argsText: modelCallText,
          result,
        },
      ],
      status: { type: "complete", reason: "unknown" },
    },
  ];
}

afterEach(() => {
  sessionStorage.clear();
  onDecline.mockClear();
});

describe("question-form/assistant-ui with the local runtime and a scripted model", () => {
  it("gives the model the ask_questions tool as a human tool with our description and schema", async () => {
    const model = new ScriptedModel();
    const first = await ask(model);
    expect(first.tools?.ask_questions).toMatchObject({
      type: "human",
      description: askQuestionsTool.description,
      parameters: askQuestionsTool.inputSchema,
    });
  });

  it("streams the questions in, takes the answers and resumes the run with the exact result", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);

    const updates = await toolCallUpdates(CALL, modelCallText, 5);
    const cut = Math.ceil((modelCallText.indexOf('{"id":"language"') + 40) / 5);
    for (const update of updates.slice(0, cut)) model.emit(update);
    await settle();
    const name = screen.getByRole("textbox", { name: /What should the project be called/ });
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("radio")).toBeNull();
    await user.type(name, "acme-billing");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme-billing");

    for (const update of updates.slice(cut)) model.emit(update);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await settle();
    expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toBe(name);
    expect(name).toHaveValue("acme-billing");

    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const resumed = await model.started(2);
    await waitFor(() => expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull());
    const call = toolCallOf(resumed);
    expect(call.result).toEqual(expectedOutput);
    expect(call.isError).toBeFalsy();

    model.emit({ content: [{ type: "text", text: "Thanks, setting it up." }] });
    model.close();
    await settle();
    expect(screen.getByText("Thanks, setting it up.")).toBeInTheDocument();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(model.runs).toHaveLength(2);
  });

  it("resumes with the decline text when the person skips, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await settle();

    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "half typed");
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const call = toolCallOf(await model.started(2));
    expect(call.result).toBe(formatDecline());
    expect(call.isError).toBeFalsy();
    expect(onDecline).toHaveBeenCalledWith({
      draft: [{ id: "name", answer: "half typed" }, { id: "language" }, { id: "ci" }],
      toolResult: formatDecline(),
    });
    model.close();
    await settle();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
  });

  it("resumes with the formatIssues text as an error result when the arguments are invalid", async () => {
    const model = new ScriptedModel();
    await ask(model);
    model.emit(toolCallWaiting(CALL, invalidCall));
    model.close();

    const call = toolCallOf(await model.started(2));
    const checked = validateQuestionInput(invalidCall);
    if (checked.ok) throw new Error("the fixture must be invalid");
    expect(call.isError).toBe(true);
    expect(call.result).toBe(formatIssues(checked.issues));
    model.close();
    await settle();
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });

  it.each([
    ["the Submit button", ""],
    ["Ctrl+Enter in a text answer", "{Control>}{Enter}{/Control}"],
  ])("after a send with %s, focus lands on the answered status, not the page", async (_how, keys) => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await settle();
    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    const name = screen.getByRole("textbox", { name: /project be called/ });
    if (keys) await user.type(name, `acme-billing${keys}`);
    else {
      await user.type(name, "acme-billing");
      await user.click(screen.getByRole("button", { name: "Submit" }));
    }
    expect(toolCallOf(await model.started(2)).result).toEqual(expectedOutput);
    model.close();
    await settle();
    expect(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("moves focus to the invalid panel when a stream the person was typing into ends invalid", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);
    const halfInvalid = { questions: [modelCall.questions[0], ...invalidCall.questions] };
    for (const update of await toolCallUpdates(CALL, JSON.stringify(halfInvalid))) model.emit(update);
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    model.emit(toolCallWaiting(CALL, halfInvalid));
    model.close();
    await model.started(2);
    model.close();
    await settle();
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("shows a stored result kept as JSON text as the receipt, not as skipped", async () => {
    const model = new ScriptedModel();
    render(<Chat model={model} initialMessages={storedCall(JSON.stringify(expectedOutput))} />);
    await settle();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(screen.queryByText("You skipped these questions.")).toBeNull();
  });

  it("names invalid JSON when the arguments end broken, and forgets what was typed meanwhile", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);
    // The first question complete, then the model's JSON breaks off.
    const broken = `${modelCallText.slice(0, modelCallText.indexOf('{"id":"language"') + 20)}]}}`;
    for (const update of await toolCallUpdates(CALL, broken)) model.emit(update);
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme");

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
    await settle();
    const panel = screen.getByRole("alert");
    await user.click(within(panel).getByText("Technical details"));
    const [issue, ...more] = within(panel).getAllByRole("listitem");
    expect(more).toEqual([]);
    expect(issue).toHaveAttribute("data-code", "invalid_json");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull();
  });

  it("forgets what was typed while streaming when the call ends invalid", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model);
    const halfInvalid = { questions: [modelCall.questions[0], ...invalidCall.questions] };
    for (const update of await toolCallUpdates(CALL, JSON.stringify(halfInvalid))) model.emit(update);
    await settle();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme");
    model.emit(toolCallWaiting(CALL, halfInvalid));
    model.close();
    expect(toolCallOf(await model.started(2)).isError).toBe(true);
    model.close();
    await settle();
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull();
  });

  it("shows a stored result as the receipt after a reload, without running the model", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    const stored: ThreadMessageLike[] = [
      { role: "user", content: "Set up a project for me" },
      {
        role: "assistant",
        content: [
          {
            type: "tool-call",
            toolCallId: CALL,
            toolName: "ask_questions",
            args: modelCall as never,
            argsText: modelCallText,
            result: expectedOutput,
          },
        ],
        status: { type: "complete", reason: "unknown" },
      },
    ];
    render(<Chat model={model} initialMessages={stored} />);
    await settle();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    await user.click(within(receipt).getByRole("button", { name: "Show all questions" }));
    expect(within(receipt).getByRole("radio", { name: "No" })).toBeChecked();
    expect(model.runs).toHaveLength(0);
  });
});
