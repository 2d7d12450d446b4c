import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmationForm, type ConfirmationResponsePart } from "../../src/adk/index.ts";
import { InterruptForm } from "../../src/ag-ui/index.ts";
import { confirmingAgent } from "../support/adkAgent.ts";

// useApprovalRound, through the two rounds built on it (ADK's turn, AG-UI's run): one answer per
// round, a Send or a way out, and a Send that failed or could not go may still be answered.

afterEach(() => vi.restoreAllMocks());

const HOUR = 60 * 60_000;

const email = (extra: object = {}) => ({
  id: "a",
  reason: "input_required",
  message: "Billing contact",
  responseSchema: { type: "object", properties: { email: { type: "string", title: "Email" } }, required: ["email"] },
  ...extra,
});

describe("useApprovalRound", () => {
  it("keeps an ADK turn's decision and payload when the send fails, and the next Send runs the tool once", async () => {
    const agent = await confirmingAgent([
      { name: "transfer", args: { to: "Ada" }, payload: { note: "Rent", amount: 120 } },
    ]);
    const events = await agent.turn([{ text: "Pay Ada" }]);
    const onSubmit = vi
      .fn<(parts: ConfirmationResponsePart[]) => unknown>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ConfirmationForm events={events} onSubmit={onSubmit} />);

    const card = screen.getByRole("group", { name: "Check the details before it runs." });
    await user.type(within(card).getByRole("textbox", { name: /note/ }), ", March");
    await user.click(within(card).getByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(within(card).getByRole("textbox", { name: /note/ })).toHaveProperty("value", "Rent, March");

    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]).toEqual(onSubmit.mock.calls[0]);
    await agent.turn(onSubmit.mock.calls[1]?.[0] ?? []);
    expect(agent.runs).toEqual([
      { name: "transfer", args: { to: "Ada" }, payload: { note: "Rent, March", amount: 120 } },
    ]);
  });

  it("still cancels an AG-UI run after its resume failed", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline"));
    const user = userEvent.setup();
    render(<InterruptForm interrupts={[email()]} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).toHaveBeenLastCalledWith([{ interruptId: "a", status: "cancelled" }]);
    expect(screen.getByRole("status").textContent).toBe("You cancelled these requests.");
  });

  it("sends nothing at a Send past an AG-UI run's deadline, and Cancel still answers the run", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <InterruptForm
        interrupts={[email({ expiresAt: new Date(Date.now() + HOUR).toISOString() })]}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    // The person typed (the countdown stood still), but the agent's clock ran on past the deadline.
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 2 * HOUR);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/Time ran out before you answered/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith([{ interruptId: "a", status: "cancelled" }]);
  });
});
