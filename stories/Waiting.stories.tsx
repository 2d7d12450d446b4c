import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { QuestionCall } from "../src/index.ts";
import { projectSetup } from "./fixtures.ts";

// A call that waits (SPEC §12): its countdown, which stands still while the person types or the tab is
// hidden, and how it ends without answers. The chat input that changes while a call waits is in Chat.

/** The countdown as shown (a screen reader hears its first words once, from a status region beside it). */
const shown = { selector: "[data-slot=expiry-time]" };

const meta = {
  title: "Waiting",
  component: QuestionCall,
  args: { input: projectSetup, timeoutMs: 120_000, onExpire: fn() },
  argTypes: { input: { control: "object" } },
  parameters: {
    docs: {
      description: {
        component:
          "`timeoutMs` (or `expiresAt`) gives the person a visible countdown, said once to a screen reader. It stands still while they type (and 5 seconds after the last key) and while the tab is hidden; when it runs out the call ends as expired, the draft kept for the record, and `onExpire` gets what to send back.",
      },
    },
  },
} satisfies Meta<typeof QuestionCall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Answer within 2 minutes", under the buttons; try typing, and it says it is paused. */
export const Countdown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Answer within 2 minutes", shown)).toBeVisible();
  },
};

/** The person is typing: the countdown stands still, and says so, until 5 seconds after the last key. */
export const ExpiryPausedWhileTyping: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText("Answer within 2 minutes", shown);
    await userEvent.type(canvas.getByRole("textbox", { name: /What should the project be called/ }), "acme-billing");
    await expect(canvas.getByText("Answer within 2 minutes (paused while you type)", shown)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Answer within 2 minutes");
  },
};

/** Time ran out: the call ends as expired, what the person had entered stays for the record, never sent. */
export const Expired: Story = {
  args: {
    timeoutMs: 2_000,
    defaultAnswers: [
      { id: "name", answer: "acme-billing" },
      { id: "language", selected: ["TypeScript"] },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(/Time ran out/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "What you had entered (not sent)" })).toHaveTextContent(
      "acme-billing",
    );
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** The person answered in the chat instead (a stored reply, as after a reload). */
export const RepliedInChat: Story = {
  args: {
    timeoutMs: undefined,
    outcome: { kind: "replied", text: "Call it acme-billing, in Go, and skip CI for now." },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You replied in the chat:/)).toBeVisible();
  },
};
