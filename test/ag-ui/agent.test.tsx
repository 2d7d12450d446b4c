import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AgentInterruptForm, type InterruptingAgent, useAgentInterrupts } from "../../src/ag-ui/index.ts";
import fixture from "../support/fixtures/ag-ui-run.json" with { type: "json" };
import { CLIENTS, type Client, scriptedAgent, text, toolCall } from "../support/scriptedAgent.ts";

const client1 = CLIENTS[1][1];

// SPEC §13 end to end: an AG-UI agent on the real client (both versions the entry supports) pauses
// its run on four interrupts (input, confirmation, a tool call whose schema allows edits, an
// unknown reason); the person answers them in one form, and the one next run carries the resume.

const ajv = addFormats(new Ajv2020({ strict: false }));
const HOUR = 3_600_000;

/** The fixture's four interrupts, the first expiring `expiresIn` from now. */
function fourInterrupts(expiresIn = HOUR) {
  const [input, ...rest] = structuredClone(fixture.event.outcome.interrupts);
  return [{ ...input, expiresAt: new Date(Date.now() + expiresIn).toISOString() }, ...rest];
}

/** An agent whose first run proposes a tool call and pauses on `interrupts`; later runs finish. */
function pausingAgent(client: Client, interrupts: unknown[]) {
  return scriptedAgent(client, (run) =>
    run === 1
      ? [
          { type: "RUN_STARTED" },
          ...text("assistant-0", "I can deploy once you answer."),
          ...toolCall("tc-1", "send_email", { to: "team@example.com", body: "v2 is out" }),
          { type: "RUN_FINISHED", outcome: { type: "interrupt", interrupts } },
        ]
      : [{ type: "RUN_STARTED" }, ...text(`assistant-${run}`, "Done."), { type: "RUN_FINISHED" }],
  );
}

afterEach(() => vi.restoreAllMocks());

describe.each(CLIENTS)("AgentInterruptForm on %s", (_, client) => {
  it("answers a run's four interrupts in one form and resumes them all with one valid resume", async () => {
    const interrupts = fourInterrupts();
    const agent = pausingAgent(client, interrupts);
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());

    // Each item under its message, in the run's order; the confirmation's message is its question.
    const form = await screen.findByRole("form");
    expect(within(form).getByText("Where should I deploy?")).toBeTruthy();
    expect(within(form).getByText("Send the release email?")).toBeTruthy();
    expect(within(form).getByText("Waiting for your go-ahead")).toBeTruthy();
    // The tool call by name, with the arguments the run streamed.
    const approval = within(form).getByRole("region", { name: /Allow send_email to run/ });
    expect(approval.textContent).toContain("team@example.com");

    await user.type(within(form).getByRole("textbox", { name: /Repository/ }), "acme/api");
    await user.type(within(form).getByRole("textbox", { name: /Replicas/ }), "3");
    const confirm = within(form).getByRole("radiogroup", { name: /Restart the service afterwards/ });
    await user.click(within(confirm).getByRole("radio", { name: "Yes" }));
    await user.click(within(approval).getByRole("button", { name: "Approve" }));
    await user.click(within(form).getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(agent.runs).toHaveLength(2));
    const { resume, threadId } = agent.runs[1] ?? {};
    expect(threadId).toBe("thread-7");
    expect(resume).toEqual([
      { interruptId: "int-input", status: "resolved", payload: { repo: "acme/api", replicas: 3 } },
      { interruptId: "int-confirm", status: "resolved", payload: true },
      { interruptId: "int-tool", status: "resolved", payload: { approved: true } },
      { interruptId: "int-mastra", status: "resolved" },
    ]);
    for (const [at, entry] of (resume ?? []).entries()) {
      const schema = (interrupts[at] as { responseSchema?: object } | undefined)?.responseSchema;
      if (schema && "payload" in entry) expect(ajv.validate(schema, entry.payload), ajv.errorsText()).toBe(true);
    }
    // The next run started: the form is gone, and no second resume went out.
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(agent.runs).toHaveLength(2);
  });

  it("sends a tool call's arguments as the person edited them, where its schema takes editedArgs", async () => {
    const interrupts = fourInterrupts();
    const agent = pausingAgent(client, interrupts);
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());

    const form = await screen.findByRole("form");
    await user.type(within(form).getByRole("textbox", { name: /Repository/ }), "acme/api");
    await user.type(within(form).getByRole("textbox", { name: /Replicas/ }), "3");
    const confirm = within(form).getByRole("radiogroup", { name: /Restart the service afterwards/ });
    await user.click(within(confirm).getByRole("radio", { name: "No" }));
    const approval = within(form).getByRole("region", { name: /Allow send_email to run/ });
    await user.click(within(approval).getByRole("button", { name: "Edit" }));
    // The arguments as a form built from editedArgs' schema, holding what the run sent.
    const editor = await within(approval).findByRole("group", { name: "Edit the input" });
    const to = within(editor).getByRole("textbox", { name: /to/ });
    await user.clear(to);
    await user.type(to, "ops@example.com");
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    expect(within(approval).getByRole("list").textContent).toContain('to: "team@example.com" → "ops@example.com"');
    await user.click(within(form).getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(agent.runs).toHaveLength(2));
    const entry = agent.runs[1]?.resume?.[2];
    expect(entry).toEqual({
      interruptId: "int-tool",
      status: "resolved",
      payload: { approved: true, editedArgs: { to: "ops@example.com", body: "v2 is out" } },
    });
    const schema = (interrupts[2] as { responseSchema: object }).responseSchema;
    expect(ajv.validate(schema, entry && "payload" in entry ? entry.payload : undefined), ajv.errorsText()).toBe(true);
  });

  it("sends nothing until every approval is decided, and says so under the tool call", async () => {
    const agent = pausingAgent(client, fourInterrupts());
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());
    const form = await screen.findByRole("form");
    await user.type(within(form).getByRole("textbox", { name: /Repository/ }), "acme/api");
    await user.type(within(form).getByRole("textbox", { name: /Replicas/ }), "3");
    await user.click(within(form).getByRole("radio", { name: "No" }));
    await user.click(within(form).getByRole("button", { name: "Submit" }));

    const alert = await within(form).findByText("Approve or deny this tool call to continue, or cancel");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(within(form).getByRole("button", { name: "Approve" }));
    expect(agent.runs).toHaveLength(1);

    // Denied with a reason, the run resumes, the confirmation as false.
    await user.click(within(form).getByRole("button", { name: "Deny" }));
    await user.type(within(form).getByRole("textbox", { name: "Reason (optional)" }), "not yet{Enter}");
    // Enter in the reason sends the denial only, not the whole form.
    expect(agent.runs).toHaveLength(1);
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.resume?.slice(1, 3)).toEqual([
      { interruptId: "int-confirm", status: "resolved", payload: false },
      { interruptId: "int-tool", status: "resolved", payload: { approved: false, reason: "not yet" } },
    ]);
  });

  it("cancels every interrupt with Cancel, and the client accepts the run", async () => {
    const agent = pausingAgent(client, fourInterrupts());
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.resume).toEqual(
      ["int-input", "int-confirm", "int-tool", "int-mastra"].map((interruptId) => ({
        interruptId,
        status: "cancelled",
      })),
    );
  });

  it("sends no resume past an interrupt's expiresAt, and tells the person why", async () => {
    const agent = pausingAgent(client, fourInterrupts());
    const user = userEvent.setup();
    const onExpire = vi.fn();
    render(<AgentInterruptForm agent={agent} onExpire={onExpire} />);
    await act(() => agent.runAgent());
    const form = await screen.findByRole("form");
    await user.type(within(form).getByRole("textbox", { name: /Repository/ }), "acme/api");
    await user.type(within(form).getByRole("textbox", { name: /Replicas/ }), "3");
    await user.click(within(form).getByRole("radio", { name: "Yes" }));
    await user.click(within(form).getByRole("button", { name: "Approve" }));
    // The person typed (the countdown stood still), but the agent's clock ran on past the deadline.
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 2 * HOUR);
    await user.click(within(form).getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Time ran out before you answered: nothing was sent to the agent.")).toBeTruthy();
    expect(onExpire).toHaveBeenCalledWith({
      draft: expect.arrayContaining([{ id: "0.repo", answer: "acme/api" }]),
    });
    expect(agent.runs).toHaveLength(1);
  });

  it("reads the legacy on_interrupt event and resumes it through forwardedProps.command", async () => {
    const agent = scriptedAgent(client, (run) =>
      run === 1
        ? [
            { type: "RUN_STARTED" },
            { type: "CUSTOM", name: "on_interrupt", value: "Approve the migration plan?" },
            { type: "RUN_FINISHED" },
          ]
        : [{ type: "RUN_STARTED" }, { type: "RUN_FINISHED" }],
    );
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());
    const form = await screen.findByRole("form");
    expect(within(form).getByText("Approve the migration plan?")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.forwardedProps).toEqual({
      command: { resume: true, interruptEvent: "Approve the migration plan?" },
    });
    expect(agent.runs[1]?.resume).toBeUndefined();
  });

  it("shows nothing for a run that finishes without an interrupt", async () => {
    const agent = scriptedAgent(client, () => [{ type: "RUN_STARTED" }, ...text("m", "Hi"), { type: "RUN_FINISHED" }]);
    const { container } = render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());
    expect(agent.messages).toHaveLength(1);
    expect(container.innerHTML).toBe("");
  });
});

/** A host's own way out: one button that cancels every open interrupt through the hook. */
function Dismiss({ agent }: { agent: InterruptingAgent }) {
  const { interrupts, cancel } = useAgentInterrupts(agent);
  if (!interrupts) return null;
  return (
    <button type="button" onClick={() => cancel()}>
      Dismiss {interrupts.length} requests
    </button>
  );
}

// Past expiresAt, 1.0 runs the thread again once every interrupt is cancelled (and refuses any other
// run, answered or not). 0.0.59 refuses every run after an expired interrupt, a cancel too: no resume
// can free that thread, so these run on 1.0 alone.
describe("an expired interrupt on @ag-ui/client 1.0.0", () => {
  it("offers Cancel once the time ran out, which cancels every interrupt so the thread runs on", async () => {
    // Expired an hour ago: the form ends as expired as soon as it shows.
    const agent = pausingAgent(client1, fourInterrupts(-HOUR));
    const user = userEvent.setup();
    render(<AgentInterruptForm agent={agent} />);
    await act(() => agent.runAgent());
    expect(await screen.findByText("Time ran out before you answered: nothing was sent to the agent.")).toBeTruthy();
    expect(agent.runs).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.resume).toEqual(
      ["int-input", "int-confirm", "int-tool", "int-mastra"].map((interruptId) => ({
        interruptId,
        status: "cancelled",
      })),
    );
    // The thread is free again: the next run needs no resume.
    await act(() => agent.runAgent());
    expect(agent.runs).toHaveLength(3);
  });

  it("lets the hook cancel every open interrupt, past expiresAt too", async () => {
    const agent = pausingAgent(client1, fourInterrupts(-HOUR));
    const user = userEvent.setup();
    render(<Dismiss agent={agent} />);
    await act(() => agent.runAgent());
    await user.click(await screen.findByRole("button", { name: "Dismiss 4 requests" }));
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(agent.runs[1]?.resume?.map((entry) => entry.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull());
  });
});
