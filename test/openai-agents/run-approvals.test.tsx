import { run } from "@openai/agents";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  applyApprovals,
  fromRunInterruptions,
  RunApprovals,
  type ToolApprovalResponse,
} from "../../src/openai-agents/index.ts";
import { emailAgent } from "../support/scriptedOpenAiAgent.ts";

const ana = { to: "ana@example.com", subject: "Q3 plan" };
const bob = { to: "bob@example.com", subject: "Q3 plan" };

/** Renders a stopped run's approvals; resolves with what the person sent. */
function decide(interruptions: unknown) {
  let sent!: (decisions: ToolApprovalResponse[]) => void;
  const decided = new Promise<ToolApprovalResponse[]>((resolve) => {
    sent = resolve;
  });
  render(<RunApprovals interruptions={interruptions} onSubmit={(decisions) => sent(decisions)} />);
  return decided;
}

/** Renders the approvals of a run stopped on two calls (Ana's mail, Bob's); returns their two cards. */
async function twoCalls(onSubmit: () => void) {
  const { agent } = emailAgent([
    [
      { call: "c1", args: ana },
      { call: "c2", args: bob },
    ],
  ]);
  const stopped = await run(agent, "Mail Ana and Bob the plan.");
  render(<RunApprovals interruptions={stopped.interruptions} onSubmit={onSubmit} />);
  const [first, second] = screen.getAllByRole("region", { name: "Allow send_email to run?" });
  if (!first || !second) throw new Error("two cards expected");
  return [first, second] as const;
}

describe("RunApprovals with a real OpenAI Agents SDK run", () => {
  it("shows every call of the run in one list; one Send applies them all, and only the approved tool runs", async () => {
    const user = userEvent.setup();
    const { agent, sent, model } = emailAgent([
      [
        { call: "c1", args: ana },
        { call: "c2", args: bob },
      ],
      { text: "Sent to Ana only." },
    ]);
    const stopped = await run(agent, "Mail Ana and Bob the plan.");
    const decided = decide(stopped.interruptions);

    const [first, second] = screen.getAllByRole("region", { name: "Allow send_email to run?" });
    if (!first || !second) throw new Error("two cards expected");
    expect(within(first).getByText(/ana@example\.com/)).toBeInTheDocument();
    expect(within(second).getByText(/bob@example\.com/)).toBeInTheDocument();
    // The SDK runs a tool with the model's own arguments: nothing to edit.
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();

    await user.click(within(first).getByRole("button", { name: "Approve" }));
    await user.click(within(second).getByRole("button", { name: "Deny" }));
    await user.type(within(second).getByLabelText("Reason (optional)"), "Bob is on leave.");
    await user.click(within(second).getByRole("button", { name: "Send denial" }));
    await user.click(screen.getByRole("button", { name: "Send decisions" }));

    const decisions = await decided;
    expect(decisions).toEqual([{ approved: true }, { approved: false, reason: "Bob is on leave." }]);
    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    expect(applyApprovals(stopped.state, read.value, decisions).ok).toBe(true);
    const finished = await run(agent, stopped.state);

    expect(finished.finalOutput).toBe("Sent to Ana only.");
    expect(sent).toEqual([ana]);
    expect(JSON.stringify(model.toolResults().c2)).toContain("Bob is on leave.");
  });

  it("says which call is still undecided at Send, and sends nothing", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const [first, second] = await twoCalls(() => calls++);
    await user.click(within(first).getByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Send decisions" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Approve or deny every action before sending.");
    expect(within(second).getByRole("button", { name: "Approve" })).toHaveFocus();
    expect(calls).toBe(0);
  });

  it("after a held Send, says under each call still undecided that it is, until that call is decided", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const [first, second] = await twoCalls(() => calls++);
    await user.click(screen.getByRole("button", { name: "Send decisions" }));
    // One line per undecided call, as AG-UI's and ADK's rounds: the person sees which calls wait.
    expect(screen.getAllByRole("alert")).toHaveLength(2);

    await user.click(within(first).getByRole("button", { name: "Approve" }));
    // The other call is still undecided: its line stays, under its card (a decision elsewhere does not clear it).
    const line = screen.getByRole("alert");
    expect(line).toHaveTextContent("Approve or deny every action before sending.");
    expect(second.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(second).getByRole("button", { name: "Approve" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send decisions" }));
    expect(calls).toBe(1);
  });

  it("sends a run of one call at its decision: Approve runs the tool exactly once", async () => {
    const user = userEvent.setup();
    const { agent, sent } = emailAgent([{ call: "c1", args: ana }, { text: "Done." }]);
    const stopped = await run(agent, "Mail Ana the plan.");
    const decided = decide(JSON.parse(JSON.stringify(stopped.interruptions)));

    // The agent that asks heads its card.
    expect(screen.getByText("Mailer")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved")).toBeInTheDocument();

    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    applyApprovals(stopped.state, read.value, await decided);
    const finished = await run(agent, stopped.state);
    expect(finished.finalOutput).toBe("Done.");
    expect(sent).toEqual([ana]);
  });

  it("offers Always allow, the SDK keeps it: the next identical call runs without asking", async () => {
    const user = userEvent.setup();
    const memo = { to: "ana@example.com", subject: "Memo" };
    const { agent, sent } = emailAgent([
      { call: "c1", args: memo },
      { call: "c2", args: memo },
      { text: "Both sent." },
    ]);
    const stopped = await run(agent, "Mail Ana the memo twice.");
    const decided = decide(JSON.parse(JSON.stringify(stopped.interruptions)));

    await user.click(screen.getByRole("button", { name: "Always allow" }));
    expect(await screen.findByText("Always allowed")).toBeInTheDocument();
    const decisions = await decided;
    expect(decisions).toEqual([{ approved: true, always: true }]);

    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    applyApprovals(stopped.state, read.value, decisions);
    const finished = await run(agent, stopped.state);
    expect(finished.interruptions).toEqual([]);
    expect(sent).toEqual([memo, memo]);
  });

  it("shows what is wrong with interruptions it cannot read, and no card", () => {
    render(<RunApprovals interruptions={[{ name: "send_email", arguments: "{oops" }]} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This run's approvals cannot be shown: The arguments of send_email (1) are not JSON.",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });
});
