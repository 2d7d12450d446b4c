import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmationForm, type ConfirmationResponsePart } from "../../src/adk/index.ts";
import { confirmingAgent } from "../support/adkAgent.ts";

// ConfirmationForm against the real Google ADK 2.0 (SPEC §15): the agent's turn stops at its
// confirmations, the person decides in the form, and the parts it sends resume the real runner.

describe("ConfirmationForm", () => {
  it("Approve with the payload filled in runs the tool exactly once, with what the person typed", async () => {
    const agent = await confirmingAgent([
      { name: "transfer", args: { to: "Ada" }, payload: { note: "Rent", amount: 120 } },
    ]);
    const events = await agent.turn([{ text: "Pay Ada" }]);
    const onSubmit = vi.fn<(parts: ConfirmationResponsePart[]) => unknown>();
    const user = userEvent.setup();
    render(<ConfirmationForm events={events} onSubmit={onSubmit} />);

    const card = screen.getByRole("group", { name: "Check the details before it runs." });
    expect(within(card).getByText(/transfer/)).toBeTruthy();
    const note = within(card).getByRole("textbox", { name: /note/ });
    expect(note).toHaveProperty("value", "Rent");
    await user.clear(note);
    await user.type(note, "Rent, March");
    await user.click(within(card).getByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [parts] = onSubmit.mock.calls[0] ?? [];
    await agent.turn(parts ?? []);
    expect(agent.runs).toEqual([
      { name: "transfer", args: { to: "Ada" }, payload: { note: "Rent, March", amount: 120 } },
    ]);
  });

  it("Deny does not run the tool", async () => {
    const agent = await confirmingAgent([{ name: "delete_file", args: { path: "/a" } }]);
    const events = await agent.turn([{ text: "Delete it" }]);
    const onSubmit = vi.fn<(parts: ConfirmationResponsePart[]) => unknown>();
    const user = userEvent.setup();
    render(<ConfirmationForm events={events} onSubmit={onSubmit} />);

    expect(screen.getByText(/approve or reject the tool call delete_file/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Send denial" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [parts] = onSubmit.mock.calls[0] ?? [];
    expect(parts?.[0]?.functionResponse.response).toEqual({ confirmed: false });
    await agent.turn(parts ?? []);
    expect(agent.runs).toEqual([]);
  });

  it("shows every confirmation of a turn in one list with one Send, and sends nothing until each is decided", async () => {
    const agent = await confirmingAgent([
      { name: "delete_file", args: { path: "/a" } },
      { name: "send_mail", args: { to: "ada@example.com" } },
    ]);
    const events = await agent.turn([{ text: "Both" }]);
    const onSubmit = vi.fn<(parts: ConfirmationResponsePart[]) => unknown>();
    const user = userEvent.setup();
    render(<ConfirmationForm events={events} onSubmit={onSubmit} />);

    const [first, second] = screen.getAllByRole("button", { name: "Approve" });
    expect(screen.getAllByRole("button", { name: "Submit" })).toHaveLength(1);
    await user.click(first as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Approve or deny this tool call to continue")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(second);

    await user.click(second as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await agent.turn(onSubmit.mock.calls[0]?.[0] ?? []);
    expect(agent.runs.map((run) => run.name).sort()).toEqual(["delete_file", "send_mail"]);
  });

  it("renders nothing for a turn that asks no confirmation, so a host can render it after every turn", async () => {
    const agent = await confirmingAgent([]);
    const events = await agent.turn([{ text: "Hello" }]);
    const { container } = render(<ConfirmationForm events={events} onSubmit={vi.fn()} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the reader's issues for a confirmation it cannot answer", async () => {
    const onInvalid = vi.fn();
    render(
      <ConfirmationForm
        events={[{ content: { parts: [{ functionCall: { name: "adk_request_confirmation", args: {} } }] } }]}
        onSubmit={vi.fn()}
        onInvalid={onInvalid}
      />,
    );
    expect(await screen.findByText(/has no "id" to answer it by/)).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });
});
