import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { YesNo, type YesNoProps } from "../src/index.ts";
import { useControlledArgs } from "./useControlledArgs.ts";

function ControlledYesNo(args: YesNoProps) {
  return <YesNo {...useControlledArgs(args)} />;
}

const meta = {
  title: "Questions/YesNo",
  component: YesNo,
  render: (args) => <ControlledYesNo {...args} />,
  args: {
    question: {
      id: "public",
      question: "Should the repository be public?",
      type: "YesNo",
      purpose: "Public repositories are visible to everyone on GitHub.",
      required: true,
    },
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof YesNo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, to try by hand: the Yes / No pair on its own, with no play function. Edits show in the Actions panel. */
export const Playground: Story = {};

/** A built-in Yes / No pair of radios; neither is picked until the person chooses. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Should the repository be public?" });
    await expect(group).toHaveAccessibleDescription("Public repositories are visible to everyone on GitHub.");
    await expect(canvas.getByRole("radio", { name: "Yes" })).not.toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("No");
  },
};

/** Keyboard: the arrow keys flip between Yes and No. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Yes" })).toBeChecked());
    // Radix checks the radio only while the arrow key is still down: hold it.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "No" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith("No");
  },
};

/** Translated display text; the value stays "Yes" / "No" whatever the labels say. */
export const Translated: Story = {
  args: {
    question: {
      id: "public",
      question: "Le dépôt doit-il être public ?",
      type: "YesNo",
      purpose: "Un dépôt public est visible par tout le monde sur GitHub.",
      required: true,
    },
    labels: { yes: "Oui", no: "Non" },
  },
  parameters: {
    docs: { description: { story: "French labels: the person sees Oui / Non, the agent gets Yes / No." } },
  },
  decorators: [
    (Story) => (
      <div lang="fr">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("radio", { name: "Yes" })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "Oui" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("Yes");
  },
};

/** Optional: says so after the question. */
export const Optional: Story = {
  args: {
    question: { id: "paper", question: "Do you also want paper copies?", type: "YesNo", required: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Do you also want paper copies? (optional)" })).toBeVisible();
  },
};

/** With an error message: the group is marked invalid and the message is read with it. */
export const WithError: Story = {
  args: { error: "Select Yes or No" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Should the repository be public?" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription(/Select Yes or No/);
  },
};

/** Disabled: shown, but takes no input. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "No" })).toBeDisabled();
  },
};

/** Read-only (e.g. after submit): the answer is shown and cannot change. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: "Yes" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
