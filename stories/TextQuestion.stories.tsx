import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { QuestionForm, TextQuestion, type TextQuestionProps } from "../src/index.ts";
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

/**
 * With files (SPEC §16): a question with `attachments` takes files by paste, drop or the
 * "Attach files" button, inside a form (which holds the files). Each is a chip with a thumbnail
 * for an image, its size and a remove button; a file of another type is named in the error slot.
 */
export const WithFiles: Story = {
  name: "With files",
  render: () => (
    <QuestionForm
      questions={[
        {
          id: "shot",
          question: "Which screen is wrong?",
          type: "Text",
          purpose: "Paste, drop or attach a screenshot.",
          attachments: { accept: ["image/*"], maxFiles: 2 },
        },
      ]}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The pick button and its file input are a chunk of their own, loaded when the question shows.
    await canvas.findByRole("button", { name: "Attach files" });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "screen.png", { type: "image/png" });
    await userEvent.upload(input, png);
    await expect(canvas.getByRole("button", { name: "Remove screen.png" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("listitem")).toHaveAttribute("data-state", "ready"));
  },
};
