import * as client0 from "@ag-ui/client";
import { CopilotChat, CopilotKitProvider, useAgent, useInterrupt } from "@copilotkit/react-core/v2";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { InterruptForm } from "../../src/ag-ui/index.ts";
import fixture from "../support/fixtures/ag-ui-run.json" with { type: "json" };
import { scriptedAgent, text, toolCall } from "../support/scriptedAgent.ts";

// CopilotKit 1.74's useInterrupt runs on the AG-UI interrupt outcome: its render gets every open
// interrupt, and it sends one resume once each is resolved or cancelled. The form in that render
// (as docs/ag-ui.md shows it), CopilotKit's own chat and provider, a scripted agent on its client.

// jsdom has no scrollTo; the chat scrolls to the newest message with it.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

function Interrupts() {
  // The agent's messages hold each tool call an approval names: without them it cannot be approved.
  const { agent } = useAgent();
  useInterrupt({
    render: ({ interrupts, resolve, cancel }) => (
      <InterruptForm
        interrupts={interrupts}
        messages={agent.messages}
        onSubmit={async (resume) => {
          for (const entry of resume)
            await (entry.status === "resolved" ? resolve(entry.payload, entry.interruptId) : cancel(entry.interruptId));
        }}
      />
    ),
  });
  return null;
}

describe("InterruptForm in CopilotKit's useInterrupt", () => {
  it("answers the run's four interrupts and CopilotKit resumes them with one valid resume", async () => {
    const interrupts = structuredClone(fixture.event.outcome.interrupts).map(({ expiresAt: _, ...rest }) => rest);
    const agent = scriptedAgent(
      client0,
      (run) =>
        run === 1
          ? [
              { type: "RUN_STARTED" },
              ...toolCall("tc-1", "send_email", { to: "team@example.com" }),
              { type: "RUN_FINISHED", outcome: { type: "interrupt", interrupts } },
            ]
          : [{ type: "RUN_STARTED" }, ...text(`done-${run}`, "Deployed."), { type: "RUN_FINISHED" }],
      { agentId: "default" },
    );
    const user = userEvent.setup();
    render(
      <CopilotKitProvider selfManagedAgents={{ default: agent }}>
        <Interrupts />
        <CopilotChat />
      </CopilotKitProvider>,
    );
    await user.click(await screen.findByRole("textbox"));
    await user.paste("Deploy the API");
    await user.keyboard("{Enter}");

    const form = await screen.findByRole("form");
    await user.type(within(form).getByRole("textbox", { name: /Repository/ }), "acme/api");
    await user.type(within(form).getByRole("textbox", { name: /Replicas/ }), "3");
    await user.click(within(form).getByRole("radio", { name: "No" }));
    // The call is found in the agent's messages: its name and arguments show before Approve.
    const approval = within(form).getByRole("region", { name: "Allow send_email to run?" });
    expect(within(approval).getByRole("figure", { name: "Input" }).textContent).toContain('"to": "team@example.com"');
    await user.click(within(approval).getByRole("button", { name: "Approve" }));
    await user.click(within(form).getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.resume).toEqual([
      { interruptId: "int-input", status: "resolved", payload: { repo: "acme/api", replicas: 3 } },
      { interruptId: "int-confirm", status: "resolved", payload: false },
      { interruptId: "int-tool", status: "resolved", payload: { approved: true } },
      { interruptId: "int-mastra", status: "resolved" },
    ]);
    expect(await screen.findByText("Deployed.")).toBeTruthy();
  });
});
