import { CopilotChat, CopilotKitProvider, useHumanInTheLoop } from "@copilotkit/react-core/v2";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, version as reactVersion, useContext, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionCallLabels } from "../../src/call/callLabels.ts";
import { askUserQuestionFormat } from "../../src/claude/index.ts";
import {
  QuestionHumanInTheLoop,
  type QuestionHumanInTheLoopOptions,
  type QuestionHumanInTheLoopProps,
  useAskQuestions,
} from "../../src/copilotkit/index.ts";
import type { AnswerItem } from "../../src/index.ts";
import { askQuestionsTool, declineText, type QuestionToolFormat } from "../../src/protocol/index.ts";
import {
  answerTheRest,
  claudeCallHalfway,
  draftKey,
  expectReplyAndReceipt,
  modelCallHalfway,
  skippedDraft,
  typeThenSkip,
  typeWhileStreaming,
} from "../support/answerSteps.ts";
import { claudeCallText, claudeResult } from "../support/claudeCall.ts";
import {
  CALL,
  expectedOutput,
  invalidCall,
  invalidCallIssues,
  modelCall,
  modelCallText,
} from "../support/modelCall.ts";
import {
  ScriptedAgent,
  textReply,
  toolCallEnd,
  toolCallEvents,
  toolResultOf,
} from "../support/scriptedCopilotKitAgent.ts";

// CopilotKit's own chat (CopilotChat) with the real provider and hooks; a
// scripted AG-UI agent stands in for the runtime at /api/copilotkit.

// jsdom has no scrollTo; the chat scrolls to the newest message with it.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

type OnDecline = (info: { draft: AnswerItem[]; toolResult: string }) => void;

function AskQuestions({ format, onDecline }: { format?: QuestionToolFormat; onDecline?: OnDecline }) {
  useAskQuestions({ format, onDecline });
  return null;
}

/** `threadId` reopens a stored thread: CopilotChat then connects the agent, which replays it. */
function Chat({
  agent,
  format,
  onDecline,
  threadId,
}: {
  agent: ScriptedAgent;
  format?: QuestionToolFormat;
  onDecline?: OnDecline;
  threadId?: string;
}) {
  return (
    <CopilotKitProvider selfManagedAgents={{ default: agent }}>
      <AskQuestions format={format} onDecline={onDecline} />
      <CopilotChat threadId={threadId} />
    </CopilotKitProvider>
  );
}

/** Renders the chat, sends `prompt` as the person would, and waits for the agent's first run. */
async function ask(
  user: ReturnType<typeof userEvent.setup>,
  {
    format,
    onDecline,
    prompt = "Set up a project for me",
  }: { format?: QuestionToolFormat; onDecline?: OnDecline; prompt?: string } = {},
) {
  const agent = new ScriptedAgent({ agentId: "default" });
  const { unmount } = render(<Chat agent={agent} format={format} onDecline={onDecline} />);
  await user.click(await screen.findByRole("textbox"));
  await user.paste(prompt);
  await user.keyboard("{Enter}");
  const first = await agent.started(1);
  return { agent, first, unmount };
}

/**
 * Resolves once the agent's run is over and CopilotKit has done what follows it (a tool's result
 * starts the next run before the agent says it is idle): the kit's own `isRunning`.
 */
async function runOver(agent: ScriptedAgent) {
  await waitFor(() => expect(agent.isRunning).toBe(false));
}

function callAll(agent: ScriptedAgent, input: unknown) {
  agent.emit(...toolCallEvents(CALL, JSON.stringify(input)), toolCallEnd(CALL));
  agent.finish();
}

/** A stored thread for the agent to replay: the person's prompt, the model's call, and the tool message it got. */
function storedThread(
  {
    id,
    prompt,
    toolName = "ask_questions",
    argumentsText,
  }: { id: string; prompt: string; toolName?: string; argumentsText: string },
  content: string,
) {
  return [
    { id: `user_${id}`, role: "user" as const, content: prompt },
    {
      id: `assistant_${id}`,
      role: "assistant" as const,
      toolCalls: [{ id, type: "function" as const, function: { name: toolName, arguments: argumentsText } }],
    },
    { id: `tool_${id}`, role: "tool" as const, toolCallId: id, content },
  ];
}

/** A host whose language switch changes the hook's labels after a call has shown. */
function Switching() {
  const [labels, setLabels] = useState<Partial<QuestionCallLabels>>({});
  useAskQuestions({ labels });
  return (
    <button type="button" onClick={() => setLabels({ yourAnswers: "Vos réponses" })}>
      Français
    </button>
  );
}

// A host's own render for the AskUserQuestion tool (one stable component), whose labels come from its
// language switch; its format counts the readings of a call's arguments.
const countedRead = vi.fn(askUserQuestionFormat.read);
const countedFormat = { ...askUserQuestionFormat, read: countedRead };
const Language = createContext<Partial<QuestionCallLabels>>({});

function HostRender(props: Omit<QuestionHumanInTheLoopProps, keyof QuestionHumanInTheLoopOptions>) {
  return <QuestionHumanInTheLoop {...props} format={countedFormat} labels={useContext(Language)} />;
}

function HostTool() {
  const { name, description } = countedFormat.tool;
  useHumanInTheLoop({ name, description, render: HostRender as Parameters<typeof useHumanInTheLoop>[0]["render"] });
  return null;
}

function Host({ agent }: { agent: ScriptedAgent }) {
  const [labels, setLabels] = useState<Partial<QuestionCallLabels>>({});
  return (
    <Language.Provider value={labels}>
      <button type="button" onClick={() => setLabels({ yourAnswers: "Vos réponses" })}>
        Français
      </button>
      <CopilotKitProvider selfManagedAgents={{ default: agent }}>
        <HostTool />
        <CopilotChat threadId="thread_1" />
      </CopilotKitProvider>
    </Language.Provider>
  );
}

afterEach(() => sessionStorage.clear());

// The copilotkit-react18 project sets EXPECTED_REACT_MAJOR=18 (CopilotKit 1.74 declares React 18 and 19).
const expectedMajor = process.env.EXPECTED_REACT_MAJOR ?? "19";

it(`runs CopilotKit on React ${expectedMajor}`, () => {
  expect(reactVersion.split(".")[0]).toBe(expectedMajor);
});

// The whole kit renders and streams in jsdom: on a loaded 2-core machine one scenario can pass 5 s.
describe("agent-question-form/copilotkit with CopilotKit's chat and a scripted agent", { timeout: 20_000 }, () => {
  it("gives the agent the ask_questions tool with our description and JSON Schema", async () => {
    const user = userEvent.setup();
    const { first } = await ask(user);
    expect(first.messages.at(-1)).toMatchObject({ role: "user", content: "Set up a project for me" });
    expect(first.tools.find((tool) => tool.name === "ask_questions")).toEqual({
      name: "ask_questions",
      description: askQuestionsTool.description,
      parameters: askQuestionsTool.inputSchema,
    });
  });

  it("streams the questions in, takes the answers and sends the exact output to the agent's next run", async () => {
    const user = userEvent.setup();
    const { agent } = await ask(user);

    const events = toolCallEvents(CALL, modelCallText, 5);
    // One more: the TOOL_CALL_START event before the arguments.
    const cut = 1 + modelCallHalfway(5);
    agent.emit(...events.slice(0, cut));
    // The second question's first word shows: the events up to the cut are in.
    await screen.findByText("Which");
    await typeWhileStreaming(user, CALL);

    agent.emit(...events.slice(cut), toolCallEnd(CALL));
    agent.finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toHaveValue("acme-billing");

    await answerTheRest(user);

    const next = await agent.started(2);
    expect(JSON.parse(toolResultOf(next, CALL).content)).toEqual(expectedOutput);
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());

    agent.emit(...textReply("t1", "Thanks, setting it up."));
    agent.finish();
    await screen.findByText("Thanks, setting it up.");
    expectReplyAndReceipt();
    await runOver(agent);
    expect(agent.runs).toHaveLength(2);
  });

  it("sends the decline text when the person skips, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { agent } = await ask(user, { onDecline });
    callAll(agent, modelCall);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    await typeThenSkip(user);

    const next = await agent.started(2);
    expect(toolResultOf(next, CALL).content).toBe(declineText());
    expect(onDecline).toHaveBeenCalledWith(skippedDraft);
    agent.emit(...textReply("t1", "No problem, I will pick defaults."));
    agent.finish();
    expect(await screen.findByText("No problem, I will pick defaults.")).toBeInTheDocument();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /project be called/ })).toBeNull();
  });

  it("answers invalid arguments with the issuesText text, so the agent can retry", async () => {
    const user = userEvent.setup();
    const { agent } = await ask(user);
    callAll(agent, invalidCall);

    const next = await agent.started(2);
    expect(toolResultOf(next, CALL).content).toBe(invalidCallIssues());
    agent.emit(...textReply("t1", "Let me fix those questions."));
    agent.finish();
    expect(await screen.findByText("Let me fix those questions.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await runOver(agent);
    expect(agent.runs).toHaveLength(2);
  });

  it("shows a stored result as the receipt, and a stored decline as skipped, without running the agent", async () => {
    const user = userEvent.setup();
    const call = (id: string) => ({ id, prompt: "Set up a project for me", argumentsText: modelCallText });
    const agent = new ScriptedAgent({ agentId: "default" });
    agent.history = [
      ...storedThread(call("call_a"), JSON.stringify(expectedOutput)),
      ...storedThread(call("call_b"), declineText()),
    ];
    render(<Chat agent={agent} threadId="thread_1" />);
    const receipt = await screen.findByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).getByRole("radio", { name: "No" })).toBeChecked();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    // Shown, opened and its effects run; an answer sent from them would have started a run by now.
    await act(async () => {});
    expect(agent.runs).toHaveLength(0);
  });
  it("gives the calls on screen the hook's new options (labels switched after the call showed)", async () => {
    const user = userEvent.setup();
    const agent = new ScriptedAgent({ agentId: "default" });
    agent.history = storedThread(
      { id: CALL, prompt: "Set up a project for me", argumentsText: modelCallText },
      JSON.stringify(expectedOutput),
    );
    render(
      <CopilotKitProvider selfManagedAgents={{ default: agent }}>
        <Switching />
        <CopilotChat threadId="thread_1" />
      </CopilotKitProvider>,
    );
    expect(await screen.findByRole("region", { name: "Your answers" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(await screen.findByRole("region", { name: "Vos réponses" })).toBeInTheDocument();
  });

  it("validates a completed call once, not again each time its render does", async () => {
    const user = userEvent.setup();
    const agent = new ScriptedAgent({ agentId: "default" });
    agent.history = storedThread(
      { id: CALL, prompt: "Add sign-in", toolName: countedFormat.tool.name, argumentsText: claudeCallText },
      JSON.stringify(claudeResult),
    );
    render(<Host agent={agent} />);
    expect(await screen.findByRole("region", { name: "Your answers" })).toBeInTheDocument();
    const readOnShow = countedRead.mock.calls.length;

    await user.click(screen.getByRole("button", { name: "Français" }));
    // The call rendered again (its labels changed), with the same arguments: nothing to read again.
    expect(screen.getByRole("region", { name: "Vos réponses" })).toBeInTheDocument();
    expect(countedRead.mock.calls.length).toBe(readOnShow);
  });
});

describe("agent-question-form/copilotkit with the AskUserQuestion format", { timeout: 20_000 }, () => {
  const format = askUserQuestionFormat;
  const TOOL = format.tool.name;

  it("registers AskUserQuestion, streams it in and sends exactly toAskUserQuestionResult's output; a stored one is the receipt", async () => {
    const user = userEvent.setup();
    const { agent, first, unmount } = await ask(user, { format, prompt: "Add sign-in" });
    expect(first.tools.find((tool) => tool.name === TOOL)).toEqual({
      name: TOOL,
      description: askUserQuestionFormat.tool.description,
      parameters: askUserQuestionFormat.tool.inputSchema,
    });

    const events = toolCallEvents(CALL, claudeCallText, 5, TOOL);
    const cut = 1 + claudeCallHalfway(5);
    agent.emit(...events.slice(0, cut));
    // The second question's first words show: the events up to the cut are in.
    await screen.findByText("Which telemetry");
    await user.click(screen.getByRole("radio", { name: /OAuth/ }));
    expect(screen.queryByRole("checkbox")).toBeNull();
    agent.emit(...events.slice(cut), toolCallEnd(CALL));
    agent.finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await agent.started(2);
    expect(JSON.parse(toolResultOf(next, CALL).content)).toEqual(claudeResult);
    agent.finish();
    unmount();

    const stored = new ScriptedAgent({ agentId: "default" });
    stored.history = storedThread(
      { id: CALL, prompt: "Add sign-in", toolName: TOOL, argumentsText: claudeCallText },
      JSON.stringify(claudeResult),
    );
    render(<Chat agent={stored} format={format} threadId="thread_1" />);
    const receipt = await screen.findByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("Logs, Traces")).toBeInTheDocument();
    // Shown and its effects run; an answer sent from them would have started a run in the flush.
    await act(async () => {});
    expect(stored.runs).toHaveLength(0);
  });
});
