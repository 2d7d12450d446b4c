import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, waitFor } from "storybook/test";
import { ElicitationRound } from "../src/mcp/index.ts";
import { WORKSPACE_ROUND } from "./elicitationRequests.ts";

const meta = {
  title: "Formats/ElicitationRound (MCP 2026-07-28)",
  component: ElicitationRound,
  args: { inputRequired: WORKSPACE_ROUND, serverName: "billing-bot", onSubmit: fn() },
  argTypes: { inputRequired: { control: "object" } },
} satisfies Meta<typeof ElicitationRound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round of three requests (two forms and a page), left for you to try; the sampling request is the host's. */
export const ThreeRequests: Story = {};

/** The person answers both forms, opens the page with its own button, and Submit answers the whole round. */
export const RoundAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const open = spyOn(window, "open").mockReturnValue(null);
    try {
      await userEvent.type(canvas.getByRole("textbox", { name: "Billing email" }), "ada@example.com");
      await userEvent.type(canvas.getByRole("textbox", { name: "Owner email" }), "grace@example.com");
      await expect(open).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole("button", { name: "Open" }));
      await expect(open).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        {
          billing: { action: "accept", content: { email: "ada@example.com", seats: 3 } },
          owner: { action: "accept", content: { email: "grace@example.com" } },
          consent: { action: "accept" },
        },
        WORKSPACE_ROUND.requestState,
      );
    } finally {
      open.mockRestore();
    }
  },
};

/** Decline answers every elicitation of the round at once. */
export const RoundDeclined: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { billing: { action: "decline" }, owner: { action: "decline" }, consent: { action: "decline" } },
      WORKSPACE_ROUND.requestState,
    );
  },
};
