import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { SingleChoice, type SingleChoiceProps } from "../src/index.ts";
import { useControlledArgs } from "./useControlledArgs.ts";

function ControlledSingleChoice(args: SingleChoiceProps) {
  return <SingleChoice {...useControlledArgs(args)} />;
}

// Used alone, the component shows `options` in the order given. Inside
// `QuestionForm` they arrive normalized, recommended first, as here.
const meta = {
  title: "Questions/SingleChoice",
  component: SingleChoice,
  render: (args) => <ControlledSingleChoice {...args} />,
  args: {
    question: {
      id: "language",
      question: "Which language should the project use?",
      type: "SingleChoice",
      purpose: "To pick the toolchain and the project template.",
      options: ["TypeScript", "JavaScript", "Python"],
      recommended: "TypeScript",
      required: true,
    },
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof SingleChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, to try by hand: the radios on its own, with no play function. Edits show in the Actions panel. */
export const Playground: Story = {};

/** Radios in a group named by the question; the recommended one is badged, and none is picked. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Which language should the project use?" });
    await expect(group).toHaveAccessibleDescription("To pick the toolchain and the project template.");
    const radios = canvas.getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("aria-checked"))).toEqual(["false", "false", "false"]);
    const recommended = canvas.getByRole("radio", { name: "TypeScript" });
    await expect(recommended).toHaveAccessibleDescription("Recommended");
    await expect(canvas.getByText("Recommended")).toBeVisible();

    await userEvent.click(canvas.getByText("Python"));
    await expect(canvas.getByRole("radio", { name: "Python" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("Python");
  },
};

/** Keyboard: Tab into the group, arrow keys move the pick, as in every radio group. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole("radio", { name: "TypeScript" });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(first).toBeChecked());
    // Radix checks the radio only while the arrow key is still down: hold it.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "JavaScript" })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith("JavaScript");
  },
};

/** With an error message: the group is marked invalid and the message is read with it. */
export const WithError: Story = {
  args: { error: "Select one option" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Which language should the project use?" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription(/Select one option/);
  },
};

const TIME_ZONES = [
  "Europe/Berlin",
  "Pacific/Honolulu",
  "America/Los_Angeles",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Athens",
  "Africa/Cairo",
  "Africa/Nairobi",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
];

/** A long list of options, and long option texts that wrap. */
export const LongOptions: Story = {
  args: {
    question: {
      id: "timezone",
      question: "Which time zone should reports use?",
      type: "SingleChoice",
      purpose: "Daily reports are cut at midnight in this zone.",
      options: [
        ...TIME_ZONES,
        "Coordinated Universal Time (UTC), which never changes for daylight saving and suits teams spread across several continents",
      ],
      recommended: "Europe/Berlin",
      required: true,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(17);
    await userEvent.click(canvas.getByText(/Coordinated Universal Time/));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^Coordinated Universal Time/));
  },
};

/** Disabled: shown, but no option can be picked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText("Python"));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only (e.g. after submit): the pick is shown and cannot change. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: "JavaScript" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText("Python"));
    await expect(canvas.getByRole("radio", { name: "JavaScript" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Python" })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
