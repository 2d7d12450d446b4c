import { AbstractAgent, type BaseEvent, type RunAgentInput } from "@ag-ui/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { Observable } from "rxjs";
import { expect, waitFor } from "storybook/test";
import { AgentInterruptForm } from "../src/ag-ui/index.ts";

// A scripted AG-UI agent on the real client: no server, no model, no key. Its first run proposes a
// tool call and pauses on four interrupts; the next run (the resume) says what it received.

const interrupts = () => [
  {
    id: "int-input",
    reason: "input_required",
    message: "Where should I deploy?",
    responseSchema: {
      type: "object",
      properties: {
        repo: { type: "string", title: "Repository" },
        replicas: { type: "integer", minimum: 1, title: "Replicas" },
      },
      required: ["repo", "replicas"],
    },
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  },
  { id: "int-confirm", reason: "confirmation", message: "Restart the service afterwards?" },
  {
    id: "int-tool",
    reason: "tool_call",
    toolCallId: "tc-1",
    message: "Send the release email?",
    responseSchema: {
      type: "object",
      properties: { approved: { type: "boolean" }, editedArgs: { type: "object" } },
      required: ["approved"],
    },
  },
  { id: "int-mastra", reason: "mastra:workflow_suspend", message: "Waiting for your go-ahead" },
];

class ScriptedAgent extends AbstractAgent {
  run(input: RunAgentInput) {
    const ids = { threadId: input.threadId, runId: input.runId };
    const events = input.resume
      ? [
          { type: "RUN_STARTED", ...ids },
          { type: "TEXT_MESSAGE_START", messageId: `m-${input.runId}`, role: "assistant" },
          { type: "TEXT_MESSAGE_CONTENT", messageId: `m-${input.runId}`, delta: JSON.stringify(input.resume) },
          { type: "TEXT_MESSAGE_END", messageId: `m-${input.runId}` },
          { type: "RUN_FINISHED", ...ids },
        ]
      : [
          { type: "RUN_STARTED", ...ids },
          { type: "TOOL_CALL_START", toolCallId: "tc-1", toolCallName: "send_email", parentMessageId: "a-1" },
          { type: "TOOL_CALL_ARGS", toolCallId: "tc-1", delta: '{"to":"team@example.com","body":"v2 is out"}' },
          { type: "TOOL_CALL_END", toolCallId: "tc-1" },
          { type: "RUN_FINISHED", ...ids, outcome: { type: "interrupt", interrupts: interrupts() } },
        ];
    return new Observable<BaseEvent>((subscriber) => {
      for (const event of events) subscriber.next(event as BaseEvent);
      subscriber.complete();
    });
  }
}

/** The agent's run, paused on four interrupts, and what the next run received. */
function PausedRun() {
  const [agent] = useState(() => new ScriptedAgent({ threadId: "story-thread" }));
  const [received, setReceived] = useState<string>();
  useEffect(() => {
    const { unsubscribe } = agent.subscribe({
      onTextMessageEndEvent: ({ textMessageBuffer }) => setReceived(textMessageBuffer),
    });
    void agent.runAgent();
    return unsubscribe;
  }, [agent]);
  return (
    <>
      <AgentInterruptForm agent={agent} />
      {received && (
        <section aria-label="The agent's next run received">
          <p>The agent's next run received this resume:</p>
          <pre style={{ whiteSpace: "pre-wrap" }}>{JSON.stringify(JSON.parse(received), null, 2)}</pre>
        </section>
      )}
    </>
  );
}

const meta = {
  title: "Formats/AG-UI interrupts",
  component: PausedRun,
} satisfies Meta<typeof PausedRun>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four interrupts of one run (an input, a confirmation, a tool call, a Mastra suspend) in one form, left for you to try. */
export const FourInterrupts: Story = {};

/** The person answers everything, approves the tool call, and one Submit resumes all four. */
export const Resumed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Repository/ }), "acme/api");
    await userEvent.type(canvas.getByRole("textbox", { name: /Replicas/ }), "3");
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const received = await canvas.findByRole("region", { name: "The agent's next run received" });
    await waitFor(() => expect(received.textContent).toContain('"replicas": 3'));
    await expect(received.textContent).toContain('"interruptId": "int-mastra"');
  },
};

/** Cancel cancels every interrupt of the run at once. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Cancel" }));
    const received = await canvas.findByRole("region", { name: "The agent's next run received" });
    await expect(received.textContent?.match(/"cancelled"/g)).toHaveLength(4);
  },
};
