import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { QuestionForm } from "../src/index.ts";
import { HOST_CLASS_NAMES, HOST_COMPONENTS } from "./headless/hostParts.tsx";
import { PlainHookForm } from "./headless/PlainHookForm.tsx";

const QUESTIONS = [
  { id: "name", question: "What should the project be called?", type: "Text", purpose: "Used for the package name" },
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "Rust",
  },
  { id: "extras", question: "Which extras?", type: "MultiChoice", options: ["CI", "Dockerfile"], required: false },
  { id: "git", question: "Initialise a git repository?", type: "YesNo" },
];

const meta = {
  title: "Headless",
  component: QuestionForm,
  args: { questions: QUESTIONS, onSubmit: fn() },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form rendered entirely with a design system's parts: shadcn-like
 * Button, Textarea, Checkbox and RadioGroupItem through `components`, and
 * Tailwind classes on every other part through `classNames` (by data-slot).
 * State, the required check and the ARIA wiring stay ours.
 */
export const WithHostParts: Story = {
  render: (args) => (
    <QuestionForm
      questions={QUESTIONS}
      components={HOST_COMPONENTS}
      classNames={HOST_CLASS_NAMES}
      onSubmit={args.onSubmit}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(
      canvas.getByRole("textbox", { name: "What should the project be called?" }),
    ).toHaveAccessibleDescription("Used for the package name Enter an answer");
    await userEvent.type(canvas.getByRole("textbox"), "billing");
    await userEvent.click(canvas.getByRole("radio", { name: "Go" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "CI" }));
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      [
        { id: "name", answer: "billing" },
        { id: "lang", selected: ["Go"] },
        { id: "extras", selected: ["CI"] },
        { id: "git", answer: "No" },
      ],
      expect.anything(),
    );
  },
};

/** A complete form built from `useQuestionForm` and `useQuestionField` with plain elements. */
export const FromTheHooks: Story = {
  render: (args) => <PlainHookForm questions={QUESTIONS} onSubmit={args.onSubmit} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await expect(name).toHaveAccessibleDescription("Used for the package name Enter an answer");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(name, "billing");
    await userEvent.click(canvas.getByRole("radio", { name: "Rust" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      [
        { id: "name", answer: "billing" },
        { id: "lang", selected: ["Rust"] },
        { id: "extras", selected: [] },
        { id: "git", answer: "Yes" },
      ],
      expect.anything(),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Answers sent");
  },
};
