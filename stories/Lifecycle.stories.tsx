import type { Meta, StoryObj } from "@storybook/react-vite";
import { parsePartialJson } from "ai";
import { useEffect, useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { declineText, QuestionCall, type QuestionOutput } from "../src/index.ts";
import { missingRecommended, projectSetup, projectSetupAnswers } from "./fixtures.ts";

// A question call's life in a chat: it streams in, waits for the person, is
// answered (a receipt stays in the transcript) or declined, and survives a
// reload. Each story shows one moment and its play function checks it.

/** The `questions` array as it stands after the model has written `length` characters of the arguments. */
async function partialQuestions(text: string, length: number): Promise<unknown> {
  const { value } = await parsePartialJson(text.slice(0, length));
  return typeof value === "object" && value !== null && "questions" in value ? value.questions : [];
}

const CALL_TEXT = JSON.stringify({ questions: projectSetup });
/** Where the model is halfway through the second question (the first is complete). */
const MIDWAY = CALL_TEXT.indexOf('"id":"language"') + 60;

/** Plays the arguments in as a model streams them: a few characters every `everyMs`. */
function StreamingCall({ everyMs = 30, step = 12 }: { everyMs?: number; step?: number }) {
  const [length, setLength] = useState(0);
  const [questions, setQuestions] = useState<unknown>([]);
  useEffect(() => {
    if (length >= CALL_TEXT.length) return;
    const timer = setTimeout(() => setLength((at) => Math.min(at + step, CALL_TEXT.length)), everyMs);
    return () => clearTimeout(timer);
  }, [length, everyMs, step]);
  useEffect(() => {
    let current = true;
    void partialQuestions(CALL_TEXT, length).then((next) => {
      if (current) setQuestions(next);
    });
    return () => {
      current = false;
    };
  }, [length]);
  return <QuestionCall input={questions} streaming={length < CALL_TEXT.length} />;
}

/** The receipt of `projectSetup` as the tool result stores it. */
const storedResult: QuestionOutput = {
  questions: [
    { ...projectSetup[0], required: true },
    { ...projectSetup[1], options: ["TypeScript", "JavaScript", "Python"], required: true },
    { ...projectSetup[2], required: true },
    { ...projectSetup[3], required: true },
  ] as QuestionOutput["questions"],
  answers: projectSetupAnswers,
};

const meta = {
  title: "Lifecycle",
  component: QuestionCall,
  args: { input: projectSetup },
  argTypes: { input: { control: "object" } },
  parameters: {
    docs: {
      description: {
        component:
          "`QuestionCall`: the moments of an `ask_questions` call in a chat transcript, around a `QuestionForm`: streaming in (`streaming`), answered (a receipt after the submit, or from `result`), declined (`onDecline`), a draft brought back after a reload (`draftKey`) and arguments that fail validation.",
      },
    },
  },
} satisfies Meta<typeof QuestionCall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, to try by hand: a call waiting for the person, with Skip; answer it to see the receipt. */
export const Playground: Story = {
  args: { onSubmit: fn(), onDecline: fn() },
};

/** Halfway through the arguments: the first question works, a placeholder stands for the rest, nothing is reported invalid. */
export const Streaming: Story = {
  args: { streaming: true, onInvalid: fn() },
  loaders: [async () => ({ partial: await partialQuestions(CALL_TEXT, MIDWAY) })],
  render: (args, { loaded }) => <QuestionCall {...args} input={loaded.partial} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("textbox", { name: /What should the project be called/ })).toBeEnabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading questions…");
    await expect(canvas.queryByRole("radio")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(args.onInvalid).not.toHaveBeenCalled();
  },
};

/** The arguments arrive token by token; what the person types meanwhile stays, and the question is never rebuilt. */
export const StreamsIn: Story = {
  render: () => <StreamingCall />,
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole("textbox", { name: /What should the project be called/ }, { timeout: 5000 });
    await userEvent.type(name, "acme");
    await waitFor(() => expect(canvas.getAllByRole("radio").length).toBeGreaterThan(3), { timeout: 8000 });
    await waitFor(() => expect(canvas.queryByText("Loading questions…")).toBeNull(), { timeout: 8000 });
    await expect(canvas.getByRole("textbox", { name: /What should the project be called/ })).toBe(name);
    await expect(name).toHaveValue("acme");
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
  },
};

/** After a submit the form becomes a compact receipt that stays in the transcript and expands to the full form. */
export const Answered: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /What should the project be called/ }), "acme-billing");
    await userEvent.click(canvas.getByRole("radio", { name: "TypeScript" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Linting" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));

    const receipt = await canvas.findByRole("region", { name: "Your answers" });
    await expect(receipt).toHaveTextContent("acme-billing");
    await expect(receipt).toHaveTextContent("Linting, GitHub Actions");
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show the options" }));
    await expect(canvas.getByRole("textbox", { name: /What should the project be called/ })).toHaveAttribute(
      "readonly",
    );
    await expect(canvas.getByRole("button", { name: "Hide the options" })).toHaveAttribute("aria-expanded", "true");
  },
};

/** After a reload: the stored tool result renders the same receipt, with nothing left to send. */
export const FromStoredResult: Story = {
  args: { outcome: { kind: "answered", output: storedResult }, onSubmit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const receipt = canvas.getByRole("region", { name: "Your answers" });
    await expect(receipt).toHaveTextContent("acme-billing");
    await expect(receipt).toHaveTextContent("TypeScript");
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show the options" }));
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Skip" ends the call without answers: the host gets the decline text for the model and the unsent draft. */
export const Declined: Story = {
  args: { onDecline: fn(), onSubmit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /What should the project be called/ }), "maybe later");
    await userEvent.click(canvas.getByRole("button", { name: "Skip these questions" }));
    await expect(args.onDecline).toHaveBeenCalledWith({
      draft: [
        { id: "name", answer: "maybe later" },
        { id: "language" },
        { id: "features", selected: [] },
        { id: "public" },
      ],
      toolResult: declineText(),
    });
    await expect(canvas.getByText("You skipped these questions.")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const DRAFT_KEY = "story-call-1";

/** With `draftKey`, a half-answered form comes back after a reload or a thread switch (here: a saved session draft). */
export const DraftAfterReload: Story = {
  args: { draftKey: DRAFT_KEY },
  beforeEach: () => {
    sessionStorage.setItem(
      `agent-question-form:draft:${DRAFT_KEY}`,
      JSON.stringify([
        { id: "name", answer: "acme-billing" },
        { id: "public", answer: "Yes" },
      ]),
    );
    return () => sessionStorage.removeItem(`agent-question-form:draft:${DRAFT_KEY}`);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /What should the project be called/ })).toHaveValue(
      "acme-billing",
    );
    await expect(canvas.getByRole("radio", { name: "Yes" })).toBeChecked();
  },
};

/** Arguments that break the rules, once complete: an error panel, and the issues for the host to return to the model. */
export const InvalidArguments: Story = {
  args: { input: missingRecommended, onInvalid: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledTimes(1));
    await expect(args.onInvalid).toHaveBeenCalledWith([expect.objectContaining({ code: "missing_recommended" })]);
  },
};
