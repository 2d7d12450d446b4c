import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WayOutButton, WayOutRow } from "../../../src/form/index.ts";

// Beside the error panel of a request that cannot be read, the form shows no buttons, yet the agent
// (or the server) still waits for an answer: a row of way-out buttons stays, one part wherever it is
// (InterruptForm's Cancel, ElicitationForm's and ElicitationRound's Decline and Cancel).

describe("the way-out row", () => {
  it("holds the buttons in the form's actions row, under its own slot and the host's classes", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <WayOutRow slot="interrupt-actions" classNames={{ "interrupt-actions": "host-row", actions: "host-actions" }}>
        <WayOutButton slot="interrupt-cancel" onClick={onCancel}>
          Cancel
        </WayOutButton>
      </WayOutRow>,
    );
    const button = screen.getByRole("button", { name: "Cancel" });
    const actions = button.parentElement;
    expect(actions).toHaveAttribute("data-slot", "actions");
    expect(actions).toHaveClass("qf-actions", "host-actions");
    const row = actions?.parentElement;
    expect(row).toHaveAttribute("data-slot", "interrupt-actions");
    expect(row).toHaveClass("qf-interrupt-actions", "qf-form", "host-row");
    await user.click(button);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
