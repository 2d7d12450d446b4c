import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { fromAskUserQuestion } from "../src/formats/claude.ts";
import { fromRequestUserInput } from "../src/formats/codex.ts";
import { fromElicitation } from "../src/formats/mcp.ts";
import { QuestionForm, type QuestionFormProps, type QuestionItem, type Validated } from "../src/index.ts";

// Every format's questions (SPEC §7) through the same form, with the version 2 parts (SPEC §8).

/** A Claude Code `AskUserQuestion` call, as the Claude Agent SDK hands it to `canUseTool`. */
const claudeInput = {
  questions: [
    {
      question: "How should we authenticate users?",
      header: "Auth method",
      multiSelect: false,
      options: [
        { label: "Passkeys (Recommended)", description: "Phishing-resistant, no passwords to store" },
        { label: "Email magic link", description: "No password, one more email round-trip" },
        {
          label: "OAuth with GitHub",
          description: "Fast for developers, needs an app registration",
          preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=...\n<script>alert('text, never HTML')</script>",
        },
      ],
    },
    {
      question: "Which environments should we deploy to?",
      header: "Deploy",
      multiSelect: true,
      options: [
        { label: "Staging", description: "Every merge to main" },
        { label: "Production", description: "Tagged releases only" },
        { label: "Preview", description: "One per pull request" },
      ],
    },
  ],
};

/** An MCP `elicitation/create` form request with every property kind the reader knows. */
const elicitation = {
  mode: "form",
  message: "Please provide your GitHub details to create the repository",
  requestedSchema: {
    type: "object",
    properties: {
      owner: { type: "string", title: "Owner", description: "User or organisation", minLength: 1, maxLength: 39 },
      homepage: { type: "string", title: "Homepage", format: "uri" },
      contact: { type: "string", title: "Contact email", format: "email" },
      launch: { type: "string", title: "Launch day", format: "date" },
      review: { type: "string", title: "Review meeting", format: "date-time" },
      budget: { type: "number", title: "Budget (EUR)", minimum: 0 },
      stars_goal: { type: "integer", title: "Star goal", minimum: 1, maximum: 10 },
      issues: { type: "boolean", title: "Enable issues?", default: true },
      license: { type: "string", title: "License", enum: ["mit", "apache-2.0"], enumNames: ["MIT", "Apache 2.0"] },
      visibility: {
        type: "string",
        title: "Visibility",
        oneOf: [
          { const: "public", title: "Public" },
          { const: "private", title: "Private" },
        ],
        default: "private",
      },
      topics: {
        type: "array",
        title: "Topics",
        maxItems: 3,
        items: { type: "string", enum: ["ai", "react", "cli", "rust"] },
      },
      bots: {
        type: "array",
        title: "Bots",
        minItems: 1,
        items: {
          anyOf: [
            { const: "dependabot", title: "Dependabot" },
            { const: "renovate", title: "Renovate" },
          ],
        },
      },
    },
    required: ["owner", "visibility", "stars_goal"],
  },
};

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
const mcpRead = fromElicitation(elicitation);
const mcpDefaults = mcpRead.ok && mcpRead.value.mode === "form" ? mcpRead.value.defaults : undefined;

const meta = {
  title: "Formats",
  component: QuestionForm,
  args: {
    questions: claudeInput,
    format: fromAskUserQuestion as QuestionFormProps["format"],
    onSubmit: fn(),
    onInvalid: fn(),
  },
  argTypes: { questions: { control: "object" }, format: { control: false } },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claude's `AskUserQuestion`, read with `fromAskUserQuestion`: headers, descriptions, a preview, Other. Try it. */
export const ClaudePlayground: Story = {};

/** An MCP elicitation with every property kind, read with `fromElicitation`, its defaults filled in. Try it. */
export const McpPlayground: Story = {
  args: { questions: elicitation, format: readElicitationForm, defaultAnswers: mcpDefaults },
};

/** Codex's `request_user_input`, read with `fromRequestUserInput`: Other and a masked secret. Try it. */
export const CodexPlayground: Story = {
  args: { questions: codexInput, format: fromRequestUserInput },
};

/** Other chosen: its box appears, named Other; blank on submit it says "Enter your answer"; the text is sent. */
export const OtherRevealed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("group", { name: "Deploy Which environments should we deploy to?" });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "Passkeys" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Staging" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Other" }));
    const box = canvas.getByRole("textbox", { name: "Other" });
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
    const stars = canvas.getByRole("textbox", { name: "Star goal" });
    await userEvent.type(canvas.getByRole("textbox", { name: "Owner" }), "octo-org");
    await userEvent.type(stars, "12");
    await userEvent.type(canvas.getByRole("textbox", { name: "Contact email (optional)" }), "ada@");
    await userEvent.tab();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(stars).toHaveAccessibleDescription("Enter a number between 1 and 10");
    await expect(stars).toHaveValue("12");
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
    const box = canvas.getByRole("textbox", { name: "Other" });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard("1");
    await expect(box).toHaveValue("1");
    await expect(canvas.getByRole("radio", { name: "Other" })).toBeChecked();
  },
};
