import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { MultiChoice, type MultiChoiceProps } from "../src/index.ts";
import { INTEGRATIONS } from "./fixtures.ts";
import { useControlledArgs } from "./useControlledArgs.ts";

function ControlledMultiChoice(args: MultiChoiceProps) {
  return <MultiChoice {...useControlledArgs(args)} />;
}

const meta = {
  title: "Questions/MultiChoice",
  component: MultiChoice,
  render: (args) => <ControlledMultiChoice {...args} />,
  args: {
    question: {
      id: "features",
      question: "Which features do you want set up now?",
      type: "MultiChoice",
      purpose: "Each one adds files and a CI step; you can add the others later.",
      options: ["Linting", "Unit tests", "Docker image", "GitHub Actions"],
      required: true,
    },
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof MultiChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, to try by hand: the checkboxes on its own, with no play function. Edits show in the Actions panel. */
export const Playground: Story = {};

/** Checkboxes in a group named by the question; the picks come back in `options` order, not click order. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: "Which features do you want set up now?" });
    await expect(group).toHaveAccessibleDescription("Each one adds files and a CI step; you can add the others later.");
    await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
    await userEvent.click(canvas.getByText("Linting"));
    await expect(canvas.getByRole("checkbox", { name: "Linting" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(["Linting", "GitHub Actions"]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["Linting"]);
  },
};

/** Keyboard: Tab moves between the boxes, Space ticks one. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Unit tests" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Unit tests" })).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith(["Unit tests"]);
  },
};

/** Optional: says so after the question. */
export const Optional: Story = {
  args: {
    question: {
      id: "extras",
      question: "Anything to include on the invoice?",
      type: "MultiChoice",
      options: ["VAT number", "Cost centre", "Project code"],
      required: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Anything to include on the invoice? (optional)" })).toBeVisible();
  },
};

/** A long list of options. */
export const LongOptions: Story = {
  args: {
    question: {
      id: "integrations",
      question: "Where should alerts be sent?",
      type: "MultiChoice",
      purpose: "Pick every tool your team watches.",
      options: INTEGRATIONS,
      required: true,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(20);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Zendesk" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Slack" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["Slack", "Zendesk"]);
  },
};

/**
 * With an error message: each checkbox is marked invalid (a group cannot be,
 * in ARIA 1.2) and the message is read with the group.
 */
export const WithError: Story = {
  args: { error: "Select at least one option" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Which features do you want set up now?" });
    await expect(group).not.toHaveAttribute("aria-invalid");
    await expect(group).toHaveAccessibleDescription(/Select at least one option/);
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeInvalid();
  },
};

/** Disabled: shown, but takes no input. */
export const Disabled: Story = {
  args: { disabled: true, value: ["Linting"] },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

/** Read-only (e.g. after submit): the picks are shown and cannot change. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: ["Linting", "GitHub Actions"] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Unit tests" }));
    await expect(canvas.getByRole("checkbox", { name: "Unit tests" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Linting" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
