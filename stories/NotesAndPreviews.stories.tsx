import type { Meta, StoryObj } from "@storybook/react-vite";
import Markdown from "react-markdown";
import { expect, fn } from "storybook/test";
import { fromAskUserQuestion } from "../src/formats/claude.ts";
import { QuestionForm, type QuestionFormProps, type QuestionPreviewProps } from "../src/index.ts";

// Claude's whole answer (SPEC §11): a note on an answer, and previews that Claude Code renders as Markdown.

/** An AskUserQuestion call whose previews are Markdown, one with raw HTML in it. */
const input = {
  questions: [
    {
      header: "Auth",
      question: "How should users sign in?",
      multiSelect: false,
      options: [
        {
          label: "OAuth with GitHub",
          description: "No passwords to store",
          preview: "## OAuth\n\n- **No** passwords\n- Needs `GITHUB_CLIENT_ID`\n\n<script>alert('not run')</script>",
        },
        { label: "Email magic link", description: "Works for everyone", preview: "A link, valid for *15 minutes*." },
      ],
    },
  ],
};

// react-markdown, not a Markdown-to-HTML string: it builds React elements and, without
// rehype-raw, shows raw HTML in the text as text, so the model's markup never becomes ours.
function MarkdownPreview({ preview }: QuestionPreviewProps) {
  return <Markdown>{preview}</Markdown>;
}

const meta = {
  title: "Formats/Notes and Markdown previews",
  component: QuestionForm,
  args: {
    questions: input,
    reader: fromAskUserQuestion as QuestionFormProps["reader"],
    onSubmit: fn(),
  },
  argTypes: { questions: { control: "object" }, reader: { control: false } },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `components.Preview` with react-markdown: the preview as Markdown, its raw HTML shown as text, never run. */
export const MarkdownPreviews: Story = {
  args: { components: { Preview: MarkdownPreview } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /OAuth with GitHub/ }));
    await expect(canvas.getByRole("heading", { name: "OAuth" })).toBeVisible();
    const panel = canvasElement.querySelector('[data-slot="preview"]') as HTMLElement;
    await expect(panel.querySelector("strong")).toHaveTextContent("No");
    await expect(panel.querySelector("script")).toBeNull();
    await expect(panel.textContent).toContain("<script>");
  },
};

/** `notes`: "Add a note" under each question; the note goes with that answer (Claude: `annotations[q].notes`). */
export const Notes: Story = {
  args: { notes: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /Email magic link/ }));
    const toggle = canvas.getByRole("button", { name: "Add a note" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.type(canvas.getByRole("textbox", { name: "Note" }), "Our users have no GitHub");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      [{ id: expect.any(String), selected: ["Email magic link"], note: "Our users have no GitHub" }],
      expect.anything(),
    );
  },
};

/** `overallNote`: one optional box under the questions for a "yes, but…" on the whole set, sent as the output's `note`. */
export const NoteOnTheWholeSet: Story = {
  args: { overallNote: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /OAuth with GitHub/ }));
    await userEvent.type(
      canvas.getByRole("textbox", { name: /Anything to add about these answers\?/ }),
      "Yes, but keep the old login for a month",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      [{ id: expect.any(String), selected: ["OAuth with GitHub"] }],
      expect.objectContaining({ note: "Yes, but keep the old login for a month" }),
    );
  },
};
