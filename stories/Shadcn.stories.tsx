import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { QuestionForm } from "../src/index.ts";
import { HOST_COMPONENTS } from "./headless/hostParts.tsx";
import { SHADCN_CLASS_NAMES, ShadcnLook } from "./shadcn/ShadcnLook.tsx";

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
  title: "Shadcn look",
  component: QuestionForm,
  args: { questions: QUESTIONS, onSubmit: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form in a shadcn/ui app with real Tailwind v4 and shadcn's default theme: shadcn-style
 * Button, Textarea, Checkbox and RadioGroup through `components`, Tailwind utilities on every
 * other part through `classNames`. styles.css is on the page too, in its layer under the utilities.
 */
export const Light: Story = {
  render: (args) => (
    <ShadcnLook>
      <QuestionForm
        questions={QUESTIONS}
        components={HOST_COMPONENTS}
        classNames={SHADCN_CLASS_NAMES}
        onSubmit={args.onSubmit}
      />
    </ShadcnLook>
  ),
  play: async ({ canvas, userEvent }) => {
    // The utilities reach the parts: Submit has shadcn's primary fill and radius, not our blue and
    // 8 px (styles.css keeps only what no utility sets, such as its 44 px minimum height).
    const submit = canvas.getByRole("button", { name: "Submit" });
    await expect(getComputedStyle(submit).backgroundColor).not.toBe("rgb(9, 105, 218)");
    await expect(getComputedStyle(submit).borderTopLeftRadius).toBe("8px");
    await expect(getComputedStyle(submit).fontSize).toBe("14px");
    await userEvent.click(submit);
    await expect(canvas.getByText("There is a problem")).toBeVisible();
  },
};

/** The same in shadcn's dark theme (its `.dark` class). */
export const Dark: Story = {
  render: (args) => (
    <ShadcnLook dark>
      <QuestionForm
        questions={QUESTIONS}
        components={HOST_COMPONENTS}
        classNames={SHADCN_CLASS_NAMES}
        onSubmit={args.onSubmit}
      />
    </ShadcnLook>
  ),
  globals: { theme: "dark" },
};
