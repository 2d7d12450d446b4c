import { CopilotChat, CopilotKitProvider } from "@copilotkit/react-core/v2";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askUserQuestionFormat } from "../../src/claude/index.ts";
import { useAskQuestions } from "../../src/copilotkit/index.ts";
import { askQuestionsTool, formatDecline, formatIssues, validateQuestionInput } from "../../src/protocol/index.ts";
import { claudeCallText, claudeResult } from "./claudeCall.ts";
import { expectedOutput, invalidCall, modelCall, modelCallText } from "./fixtures.ts";
import { ScriptedAgent, textReply, toolCallEnd, toolCallEvents, toolResultOf } from "./scriptedAgent.ts";

// CopilotKit's own chat (CopilotChat) with the real provider and hooks; a
// scripted AG-UI agent stands in for the runtime at /api/copilotkit.

const CALL = "call_1";

// jsdom has no scrollTo; the chat scrolls to the newest message with it.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

function AskQuestions({ onDecline }: { onDecline?: (info: { draft: unknown; toolResult: string }) => void }) {
  useAskQuestions({ onDecline });
  return null;
}

/** `threadId` reopens a stored thread: CopilotChat then connects the agent, which replays it. */
function Chat({
  agent,
  onDecline,
  threadId,
}: {
  agent: ScriptedAgent;
  onDecline?: (info: { draft: unknown; toolResult: string }) => void;
  threadId?: string;
}) {
  return (
    <CopilotKitProvider selfManagedAgents={{ default: agent }}>
      <AskQuestions onDecline={onDecline} />
      <CopilotChat threadId={threadId} />
    </CopilotKitProvider>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Renders the chat, sends a message as the person would, and waits for the agent's first run. */
async function ask(user: ReturnType<typeof userEvent.setup>, onDecline?: () => void) {
  const agent = new ScriptedAgent({ agentId: "default" });
  render(<Chat agent={agent} onDecline={onDecline} />);
  await settle();
  await user.click(screen.getByRole("textbox"));
  await user.paste("Set up a project for me");
  await user.keyboard("{Enter}");
  const first = await agent.started(1);
  return { agent, first };
}

function callAll(agent: ScriptedAgent, input: unknown) {
  agent.emit(...toolCallEvents(CALL, JSON.stringify(input)), toolCallEnd(CALL));
  agent.finish();
}

afterEach(() => sessionStorage.clear());

// The whole kit renders and streams in jsdom: on a loaded 2-core machine one scenario can pass 5 s.
describe("question-form/copilotkit with CopilotKit's chat and a scripted agent", { timeout: 20_000 }, () => {
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
    const cut = 1 + Math.ceil((modelCallText.indexOf('{"id":"language"') + 40) / 5);
    agent.emit(...events.slice(0, cut));
    await settle();
    const name = screen.getByRole("textbox", { name: /What should the project be called/ });
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    expect(screen.queryByRole("radio")).toBeNull();
    await user.type(name, "acme-billing");
    expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toContain("acme-billing");

    agent.emit(...events.slice(cut), toolCallEnd(CALL));
    agent.finish();
    await settle();
    expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toHaveValue("acme-billing");

    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await agent.started(2);
    expect(JSON.parse(toolResultOf(next, CALL).content)).toEqual(expectedOutput);
    await waitFor(() => expect(sessionStorage.getItem(`question-form:draft:${CALL}`)).toBeNull());

    agent.emit(...textReply("t1", "Thanks, setting it up."));
    agent.finish();
    await settle();
    expect(screen.getByText("Thanks, setting it up.")).toBeInTheDocument();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    expect(within(receipt).getByText("TypeScript")).toBeInTheDocument();
    expect(agent.runs).toHaveLength(2);
  });

  it("sends the decline text when the person skips, and offers the draft to the host", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { agent } = await ask(user, onDecline);
    callAll(agent, modelCall);
    await settle();

    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "half typed");
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));

    const next = await agent.started(2);
    expect(toolResultOf(next, CALL).content).toBe(formatDecline());
    expect(onDecline).toHaveBeenCalledWith({
      draft: [{ id: "name", answer: "half typed" }, { id: "language" }, { id: "ci" }],
      toolResult: formatDecline(),
    });
    agent.emit(...textReply("t1", "No problem, I will pick defaults."));
    agent.finish();
    await settle();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /project be called/ })).toBeNull();
  });

  it("answers invalid arguments with the formatIssues text, so the agent can retry", async () => {
    const user = userEvent.setup();
    const { agent } = await ask(user);
    callAll(agent, invalidCall);

    const next = await agent.started(2);
    const checked = validateQuestionInput(invalidCall);
    if (checked.ok) throw new Error("the fixture must be invalid");
    expect(toolResultOf(next, CALL).content).toBe(formatIssues(checked.issues));
    agent.emit(...textReply("t1", "Let me fix those questions."));
    agent.finish();
    await settle();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(agent.runs).toHaveLength(2);
  });

  it("shows a stored result as the receipt, and a stored decline as skipped, without running the agent", async () => {
    const user = userEvent.setup();
    const stored = (id: string, content: string) => [
      { id: `user_${id}`, role: "user" as const, content: "Set up a project for me" },
      {
        id: `assistant_${id}`,
        role: "assistant" as const,
        toolCalls: [{ id, type: "function" as const, function: { name: "ask_questions", arguments: modelCallText } }],
      },
      { id: `tool_${id}`, role: "tool" as const, toolCallId: id, content },
    ];
    const agent = new ScriptedAgent({ agentId: "default" });
    agent.history = [...stored("call_a", JSON.stringify(expectedOutput)), ...stored("call_b", formatDecline())];
    render(<Chat agent={agent} threadId="thread_1" />);
    await settle();
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
    await user.click(within(receipt).getByRole("button", { name: "Show all questions" }));
    expect(within(receipt).getByRole("radio", { name: "No" })).toBeChecked();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(agent.runs).toHaveLength(0);
  });
});

function AskUserQuestion() {
  useAskQuestions({ format: askUserQuestionFormat });
  return null;
}

describe("question-form/copilotkit with the AskUserQuestion format", { timeout: 20_000 }, () => {
  const TOOL = askUserQuestionFormat.tool.name;

  it("registers AskUserQuestion, streams it in and sends exactly toAskUserQuestionResult's output; a stored one is the receipt", async () => {
    const user = userEvent.setup();
    const agent = new ScriptedAgent({ agentId: "default" });
    const { unmount } = render(
      <CopilotKitProvider selfManagedAgents={{ default: agent }}>
        <AskUserQuestion />
        <CopilotChat />
      </CopilotKitProvider>,
    );
    await settle();
    await user.click(screen.getByRole("textbox"));
    await user.paste("Add sign-in");
    await user.keyboard("{Enter}");
    const first = await agent.started(1);
    expect(first.tools.find((tool) => tool.name === TOOL)).toEqual({
      name: TOOL,
      description: askUserQuestionFormat.tool.description,
      parameters: askUserQuestionFormat.tool.inputSchema,
    });

    const events = toolCallEvents(CALL, claudeCallText, 5, TOOL);
    const cut = 1 + Math.ceil((claudeCallText.indexOf('{"question":"Which telemetry') + 30) / 5);
    agent.emit(...events.slice(0, cut));
    await settle();
    await user.click(screen.getByRole("radio", { name: /OAuth/ }));
    expect(screen.queryByRole("checkbox")).toBeNull();
    agent.emit(...events.slice(cut), toolCallEnd(CALL));
    agent.finish();
    await settle();
    await user.click(screen.getByRole("checkbox", { name: /Logs/ }));
    await user.click(screen.getByRole("checkbox", { name: /Traces/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const next = await agent.started(2);
    expect(JSON.parse(toolResultOf(next, CALL).content)).toEqual(claudeResult);
    agent.finish();
    unmount();

    const stored = new ScriptedAgent({ agentId: "default" });
    stored.history = [
      { id: "user_1", role: "user", content: "Add sign-in" },
      {
        id: "assistant_1",
        role: "assistant",
        toolCalls: [{ id: CALL, type: "function", function: { name: TOOL, arguments: claudeCallText } }],
      },
      { id: "tool_1", role: "tool", toolCallId: CALL, content: JSON.stringify(claudeResult) },
    ];
    render(
      <CopilotKitProvider selfManagedAgents={{ default: stored }}>
        <AskUserQuestion />
        <CopilotChat threadId="thread_1" />
      </CopilotKitProvider>,
    );
    await settle();
    expect(within(screen.getByRole("region", { name: "Your answers" })).getByText("Logs, Traces")).toBeInTheDocument();
    expect(stored.runs).toHaveLength(0);
  });
});
