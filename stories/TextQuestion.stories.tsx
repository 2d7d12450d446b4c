import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { TextQuestion, type TextQuestionProps } from "../src/index.ts";
import { useControlledArgs } from "./useControlledArgs.ts";

function ControlledTextQuestion(args: TextQuestionProps) {
  return <TextQuestion {...useControlledArgs(args)} />;
}

const meta = {
  title: "Questions/TextQuestion",
  component: TextQuestion,
  render: (args) => <ControlledTextQuestion {...args} />,
  args: {
    question: {
      id: "name",
      question: "What should the project be called?",
      type: "Text",
      purpose: "Used for the package name and the repository.",
      required: true,
    },
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof TextQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, to try by hand: the text box on its own, with no play function. Edits show in the Actions panel. */
export const Playground: Story = {};

/** A required question: the text box is labelled by the question and described by its purpose. */
export const Required: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await expect(box).toHaveAccessibleDescription("Used for the package name and the repository.");
    await expect(box).toBeRequired();
    await userEvent.type(box, "acme-billing");
    await expect(box).toHaveValue("acme-billing");
    await expect(args.onChange).toHaveBeenLastCalledWith("acme-billing");
  },
};

/** An optional question says so after its text; nothing is marked with an asterisk. */
export const Optional: Story = {
  args: {
    question: {
      id: "po",
      question: "Purchase order number",
      type: "Text",
      purpose: "Printed on the invoice if your company needs one.",
      required: false,
    },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Purchase order number (optional)" });
    await expect(box).not.toBeRequired();
    await expect(canvas.queryByText("*")).toBeNull();
  },
};

/** With an error message: the box is marked invalid and the message is read with it. */
export const WithError: Story = {
  args: { error: "Enter an answer" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(/Enter an answer/);
  },
};

/** A long answer: Enter makes a new line, and the box grows instead of scrolling. */
export const LongAnswer: Story = {
  args: {
    question: {
      id: "notes",
      question: "Is there anything else the on-call engineer should know?",
      type: "Text",
      required: false,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("textbox", { name: /anything else/ });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, "Line one{Enter}Line two{Enter}Line three{Enter}Line four{Enter}Line five");
    await expect(args.onChange).toHaveBeenLastCalledWith("Line one\nLine two\nLine three\nLine four\nLine five");
    await waitFor(() => expect(box.getBoundingClientRect().height).toBeGreaterThan(before));
  },
};

/** Disabled: shown, but takes no input. */
export const Disabled: Story = {
  args: { disabled: true, value: "acme-billing" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "What should the project be called?" })).toBeDisabled();
  },
};

/** Read-only (e.g. after submit): the answer can be focused and read, not changed. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: "acme-billing" },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await userEvent.type(box, "-v2");
    await expect(box).toHaveValue("acme-billing");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
