import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { RunApprovals, type ToolApprovalResponse } from "../src/openai-agents/index.ts";

// An OpenAI Agents SDK run's `result.interruptions` as a server sends them (the items' JSON), without a
// model or a key: each story shows the decisions `applyApprovals` would hand to `state`. The run itself,
// with the real SDK and a scripted model, is test/openai-agents/.

/** One approval item as `RunToolApprovalItem.toJSON()` writes it. */
const approvalItem = (callId: string, name: string, args: object) => ({
  type: "tool_approval_item",
  agent: { name: "Mailer" },
  toolName: name,
  rawItem: { type: "function_call", callId, name, arguments: JSON.stringify(args), status: "completed" },
});

/** A stand-in for the page that posts the decisions to its route: they are shown instead of sent. */
function Run({ interruptions }: { interruptions: unknown[] }) {
  const [decisions, setDecisions] = useState<ToolApprovalResponse[]>();
  return (
    <>
      <RunApprovals interruptions={interruptions} onSubmit={setDecisions} />
      {decisions && (
        <figure>
          <figcaption>Decisions for applyApprovals</figcaption>
          <pre>{JSON.stringify(decisions, null, 2)}</pre>
        </figure>
      )}
    </>
  );
}

const meta = {
  title: "OpenAI Agents",
  component: Run,
  parameters: {
    docs: {
      description: {
        component:
          "`RunApprovals` (`agent-question-form/openai-agents`): every tool call an OpenAI Agents SDK run stopped on, in one list of `ToolApproval`s with one Send.",
      },
    },
  },
} satisfies Meta<typeof Run>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two calls of one run: each decided, then one Send. */
export const TwoCalls: Story = {
  args: {
    interruptions: [
      approvalItem("c1", "send_email", { to: "ana@example.com", subject: "Q3 plan" }),
      approvalItem("c2", "delete_file", { path: "drafts/q3.md" }),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("button", { name: "Approve" });
    if (!first || !second) throw new Error("two cards expected");
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole("button", { name: "Send decisions" }));
    await expect(canvas.getByText("Decisions for applyApprovals")).toBeVisible();
  },
};

/** One call: sent at its decision. */
export const OneCall: Story = {
  args: { interruptions: [approvalItem("c1", "send_email", { to: "ana@example.com", subject: "Q3 plan" })] },
};
