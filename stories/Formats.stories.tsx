import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { fromAskUserQuestion } from "../src/formats/claude.ts";
import { fromRequestUserInput } from "../src/formats/codex.ts";
import { fromAskUser, toAskUserResult } from "../src/formats/gemini.ts";
import { fromElicitation } from "../src/formats/mcp.ts";
import { fromQuestionTool, toQuestionReply } from "../src/formats/opencode.ts";
import { QuestionForm, type QuestionFormProps, type QuestionItem, type Validated } from "../src/index.ts";
import { askUserQuestionInput } from "./askUserQuestionInput.ts";
import { CREATE_REPOSITORY } from "./elicitationRequests.ts";

// Every format's questions (SPEC §7) through the same form, with the version 2 parts (SPEC §8).

/** A Codex `request_user_input` call. */
const codexInput = {
  questions: [
    {
      id: "framework",
      header: "Framework",
      question: "Which test framework should I set up?",
      isOther: true,
      isSecret: false,
      options: [
        { label: "Vitest", description: "Fast, Vite-native" },
        { label: "Jest", description: "Widest ecosystem" },
      ],
    },
    {
      id: "npm_token",
      header: "Token",
      question: "Paste an npm token with publish rights",
      isOther: false,
      isSecret: true,
    },
  ],
};

// MCP's reader also reads URL requests; the form shows a form request's questions.
function readElicitationForm(params: unknown): Validated<{ questions: QuestionItem[] }> {
  const read = fromElicitation(params);
  if (!read.ok || read.value.mode === "form") return read as Validated<{ questions: QuestionItem[] }>;
  return { ok: false, issues: [{ code: "unsupported_schema", path: [], message: "A URL request has no questions." }] };
}
const mcpRead = fromElicitation(CREATE_REPOSITORY);
const mcpDefaults = mcpRead.ok && mcpRead.value.mode === "form" ? mcpRead.value.defaults : undefined;

const meta = {
  title: "Formats",
  component: QuestionForm,
  args: {
    questions: askUserQuestionInput,
    reader: fromAskUserQuestion as QuestionFormProps["reader"],
    onSubmit: fn(),
    onInvalid: fn(),
  },
  argTypes: { questions: { control: "object" }, reader: { control: false } },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claude's `AskUserQuestion`, read with `fromAskUserQuestion`: headers, descriptions, a preview, Other. Try it. */
export const ClaudePlayground: Story = {};

/** An MCP elicitation with every property kind, read with `fromElicitation`, its defaults filled in. Try it. */
export const McpPlayground: Story = {
  args: { questions: CREATE_REPOSITORY, reader: readElicitationForm, defaultAnswers: mcpDefaults },
};

/** Codex's `request_user_input`, read with `fromRequestUserInput`: Other and a masked secret. Try it. */
export const CodexPlayground: Story = {
  args: { questions: codexInput, reader: fromRequestUserInput },
};

/** A Gemini CLI `ask_user` call: a choice, a multiSelect choice, a text question and a yesno (SPEC §11). */
const geminiInput = {
  questions: [
    {
      question: "How should we proceed with this task?",
      header: "Approach",
      type: "choice",
      options: [
        { label: "Quick fix", description: "The most direct solution to the immediate issue." },
        { label: "Comprehensive refactor", description: "Restructure the code for long-term maintainability." },
      ],
    },
    {
      question: "Which checks should run?",
      header: "Checks",
      type: "choice",
      multiSelect: true,
      options: [
        { label: "Lint", description: "Biome" },
        { label: "Tests", description: "Vitest" },
      ],
    },
    { question: "Anything else I should know?", header: "Notes", type: "text", placeholder: "Optional" },
    { question: "Commit the changes?", header: "Commit", type: "yesno" },
  ],
};

/**
 * Gemini CLI's `ask_user`, read with `fromAskUser`: every question optional,
 * as Gemini CLI sends only what was answered. Submitting shows what
 * `toAskUserResult` sends back, by question index.
 */
export const GeminiPlayground: Story = {
  args: { questions: geminiInput, reader: fromAskUser },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Quick fix" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Tests" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [answers] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(toAskUserResult(geminiInput, answers)).toEqual({
      answers: { "0": "Quick fix", "1": "Tests", "3": "Yes" },
    });
  },
};

/** An OpenCode `question` call: a choice whose first option the model recommends, and a multiple choice (SPEC §13). */
const openCodeInput = {
  questions: [
    {
      question: "Which database?",
      header: "DB",
      options: [
        { label: "SQLite (Recommended)", description: "a file, no server" },
        { label: "Postgres", description: "a server" },
      ],
    },
    {
      question: "Which checks?",
      header: "CI",
      multiple: true,
      options: [
        { label: "Lint", description: "Biome" },
        { label: "Tests", description: "Vitest" },
      ],
    },
  ],
};

/**
 * OpenCode's `question`, read with `fromQuestionTool`: " (Recommended)" shown
 * as the badge, Other always offered. Submitting shows what `toQuestionReply`
 * sends back: one list per question, each label as OpenCode sent it.
 */
export const OpenCodePlayground: Story = {
  args: { questions: openCodeInput, reader: fromQuestionTool },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /SQLite/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Tests/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [answers] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(toQuestionReply(openCodeInput, answers)).toEqual({
      answers: [["SQLite (Recommended)"], ["Tests"]],
    });
  },
};

/** Other chosen: its box appears, named Other; blank on submit it says "Enter your answer"; the text is sent. */
export const OtherRevealed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: "Deploy Which environments should we deploy to?" });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "Passkeys" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Staging" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Other" }));
    const box = canvas.getByRole("textbox", { name: /^Other — / });
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(box).toHaveAccessibleDescription("Enter your answer");
    await userEvent.type(box, "Canary");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        [
          { id: "q0", selected: ["Passkeys"] },
          { id: "q1", selected: ["Staging", "Canary"] },
        ],
        expect.anything(),
      ),
    );
  },
};

/** A typed value that breaks its rule: checked on submit only, the text kept, the rule's own message. */
export const TypedInputError: Story = {
  args: McpPlayground.args,
  play: async ({ canvas, userEvent, args }) => {
    const budget = canvas.getByRole("textbox", { name: "Budget (k€) (optional)" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Repository name" }), "acme-billing");
    await userEvent.type(budget, "120");
    await userEvent.type(canvas.getByRole("textbox", { name: "Contact email (optional)" }), "ada@");
    await userEvent.tab();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(budget).toHaveAccessibleDescription("Enter a number between 0.5 and 100");
    await expect(budget).toHaveValue("120");
    await expect(canvas.getByRole("textbox", { name: "Contact email (optional)" })).toHaveAccessibleDescription(
      "Enter an email address in the correct format, like name@example.com",
    );
    await expect(canvas.getByRole("alert")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An option's preview, shown as monospace text (never HTML) while it is focused or chosen. */
export const PreviewShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "OAuth with GitHub" }));
    const panel = canvas.getByText(/GITHUB_CLIENT_ID/);
    await expect(panel).toHaveAttribute("data-slot", "preview");
    await expect(panel.textContent).toContain("<script>");
    await expect(panel.querySelector("script")).toBeNull();
  },
};

/** 1–9 pick the n-th choice while focus is in a choice group, Other included; never inside a text box. */
export const NumberKeys: Story = {
  args: CodexPlayground.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Vitest" }));
    await userEvent.keyboard("2");
    await expect(canvas.getByRole("radio", { name: "Jest" })).toBeChecked();
    await userEvent.keyboard("3");
    const box = canvas.getByRole("textbox", { name: /^Other — / });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard("1");
    await expect(box).toHaveValue("1");
    await expect(canvas.getByRole("radio", { name: "Other" })).toBeChecked();
  },
};
