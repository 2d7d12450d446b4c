import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { QuestionCall, QuestionForm } from "../src/index.ts";
import { fortyOptions, projectSetup, projectSetupAnswers } from "./fixtures.ts";

// layout="steps": one question at a time for a narrow chat column (360 px here),
// then a review of every answer with a Change button to each, then Submit.

const meta = {
  title: "Steps layout",
  component: QuestionForm,
  args: { questions: projectSetup, layout: "steps", onSubmit: fn(), onChange: fn() },
  argTypes: { questions: { control: "object" }, layout: { control: "inline-radio", options: ["list", "steps"] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '`layout="steps"` on `QuestionForm` or `QuestionCall`: "Question 2 of 5", Back / Next (Next checks only that question; Enter is Next, Ctrl/Cmd+Enter in a text box), a review with a Change button per answer, then Submit.',
      },
    },
  },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];
type User = Parameters<NonNullable<Story["play"]>>[0]["userEvent"];

/** Answers `projectSetup` one step at a time, ending on the review. */
async function stepThrough(canvas: Canvas, userEvent: User) {
  const next = () => canvas.getByRole("button", { name: "Next" });
  await userEvent.type(
    await canvas.findByRole("textbox", { name: "What should the project be called?" }),
    "  acme-billing ",
  );
  await userEvent.click(next());
  await userEvent.click(canvas.getByRole("radio", { name: "TypeScript" }));
  await userEvent.click(next());
  await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "Linting" }));
  await userEvent.click(next());
  await userEvent.click(canvas.getByRole("radio", { name: "No" }));
  await userEvent.click(next());
}

/** The steps layout to try by hand: change the questions, the labels or the layout in the controls. */
export const Playground: Story = {};

/** Each question in turn with its progress, the review, then one submit with exactly the answers given. */
export const StepThrough: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText("Question 1 of 4")).toBeVisible();
    await stepThrough(canvas, userEvent);
    await expect(canvas.getByRole("heading", { name: "Check your answers" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual(projectSetupAnswers);
    await expect(await canvas.findByText("Answers sent")).toBeVisible();
  },
};

/**
 * Forty options a step: the filter box above each list, Enter in it staying on the step (it is
 * not Next), then the review and the receipt, which read the picks, not the forty.
 */
export const LongOptionList: Story = {
  name: "Long option list",
  args: { questions: fortyOptions },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByRole("searchbox", { name: "Filter options" }), "swi{Enter}");
    await expect(canvas.getByText("Question 1 of 2")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Switzerland" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.type(await canvas.findByRole("searchbox", { name: "Filter options" }), "land");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Finland" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Poland" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByRole("heading", { name: "Check your answers" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual([
      { id: "country", selected: ["Switzerland"] },
      { id: "markets", selected: ["Finland", "Poland"] },
    ]);
  },
};

/** The review lists every answer; Change goes back to that question, and its Next returns to the review. */
export const ReviewAndChange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await stepThrough(canvas, userEvent);
    const review = canvas.getByRole("region", { name: "Check your answers" });
    await expect(within(review).getByText("Linting, GitHub Actions")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Change Which language should the project use?" }));
    await expect(canvas.getByText("Question 2 of 4")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("radio", { name: "Python" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(within(canvas.getByRole("region", { name: "Check your answers" })).getByText("Python")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Next on an unanswered question: its message inline and in the summary, which takes focus; nothing moves on. */
export const ValidationOnNext: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Next" }));
    const summary = canvas.getByRole("alert");
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole("link")).toHaveTextContent(
      "What should the project be called? — Enter an answer",
    );
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(
      "Used for the package name and the repository. Enter an answer",
    );
    await expect(canvas.getByText("Question 1 of 4")).toBeVisible();
  },
};

/** The arguments as a model streams them: one more question every `everyMs` (the last one so far is still being written). */
function StreamingSteps({ everyMs }: { everyMs: number }) {
  const [count, setCount] = useState(1);
  const streaming = count < projectSetup.length;
  useEffect(() => {
    if (count >= projectSetup.length) return;
    const timer = setTimeout(() => setCount(count + 1), everyMs);
    return () => clearTimeout(timer);
  }, [count, everyMs]);
  return <QuestionCall input={projectSetup.slice(0, count + 1)} streaming={streaming} layout="steps" />;
}

/** QuestionCall while the model is still writing: each step appears as its question completes; Next past the last one waits on the placeholder. */
export const StreamingInQuestionCall: Story = {
  render: () => <StreamingSteps everyMs={1500} />,
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole("textbox", { name: "What should the project be called?" });
    await expect(canvas.getByText("Question 1")).toBeVisible();
    await userEvent.type(name, "acme");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    // Either the next question is already there, or the placeholder waits for it; never a submit.
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText("Question 2 of 4")).toBeVisible(), { timeout: 8000 });
  },
};
