import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { declineAskUserQuestion, fromAskUserQuestion, toAskUserQuestionPermission } from "../src/claude/index.ts";
import { QuestionForm } from "../src/index.ts";
import { askUserQuestionInput as input } from "./askUserQuestionInput.ts";

interface AskUserQuestionProps {
  /** The AskUserQuestion input, as the server forwards it from `canUseTool`. */
  input: unknown;
  /** What the browser sends back: the `canUseTool` permission result. */
  send: (permission: unknown) => void;
}

/** The browser side of the Claude Agent SDK bridge, as the README writes it. */
function AskUserQuestion({ input, send }: AskUserQuestionProps) {
  return (
    <QuestionForm
      questions={input}
      reader={fromAskUserQuestion}
      onSubmit={(answers) => send(toAskUserQuestionPermission(input as object, answers))}
      actions={
        <button type="button" className="qf-decline" onClick={() => send(declineAskUserQuestion())}>
          Skip
        </button>
      }
    />
  );
}

const meta = {
  title: "Formats/AskUserQuestion (Claude)",
  component: AskUserQuestion,
  args: { input, send: fn() },
  argTypes: { input: { control: "object" } },
} satisfies Meta<typeof AskUserQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Left for you to try: Claude's questions, its "(Recommended)" option first and badged. */
export const Playground: Story = {};

/** The person answers: canUseTool gets allow, with the answers keyed by question text, labels as Claude sent them. */
export const Answered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole("radio")[0]).toHaveAccessibleName(/^Passkeys/);
    await userEvent.click(canvas.getByRole("radio", { name: /^Passkeys/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Staging/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Production/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.send).toHaveBeenCalledTimes(1));
    await expect(args.send).toHaveBeenCalledWith({
      behavior: "allow",
      updatedInput: {
        ...input,
        answers: {
          "How should we authenticate users?": "Passkeys (Recommended)",
          "Which environments should we deploy to?": "Staging, Production",
        },
      },
    });
  },
};

/** Skip: canUseTool gets deny, with the decline text for Claude. */
export const Skipped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Skip" }));
    await expect(args.send).toHaveBeenCalledWith(declineAskUserQuestion());
  },
};
