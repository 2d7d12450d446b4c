import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fromAskUserQuestion, toAskUserQuestionResult } from "../../src/formats/claude.ts";
import { fromRequestUserInput } from "../../src/formats/codex.ts";
import { fromElicitation, toElicitResult } from "../../src/formats/mcp.ts";
import {
  type AnswerItem,
  askQuestionsTool,
  formatDecline,
  QuestionCall,
  QuestionForm,
  type QuestionItem,
  type QuestionToolFormat,
  type Validated,
} from "../../src/index.ts";
import fixtures from "../support/fixtures/formats.json";

// The form, version 2 (SPEC §8): header, descriptions, previews, Other, typed inputs, pick limits, number keys.

const single: QuestionItem = {
  id: "db",
  header: "Storage",
  question: "Which database?",
  type: "SingleChoice",
  options: [
    { label: "Postgres", description: "A server", preview: "<b>DATABASE_URL</b>=postgres://" },
    { label: "SQLite", description: "One file" },
  ],
  allowOther: true,
};
const multi: QuestionItem = {
  id: "extras",
  question: "Which extras?",
  type: "MultiChoice",
  options: ["Lint", "Tests", "Docs", "CI"],
  allowOther: true,
  required: false,
};

// The reader dialect keeps `input` (an ask_questions payload drops it).
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

// QuestionCall takes a whole tool format; this one reads questions that are already ours, as asRead does.
const asCall: QuestionToolFormat = {
  tool: askQuestionsTool,
  read: asRead,
  write: (_input, _answers, output) => output,
  decline: formatDecline,
  answered: () => undefined,
};

function answered() {
  const onSubmit = vi.fn<(answers: AnswerItem[]) => void>();
  return { onSubmit, sent: () => onSubmit.mock.calls[0]?.[0] };
}

describe("header, descriptions and previews", () => {
  it("shows the header as a chip in the legend and each description as its radio's description", () => {
    render(<QuestionForm questions={[single]} format={asRead} />);
    const group = screen.getByRole("radiogroup", { name: "Storage Which database?" });
    expect(within(group).getByText("Storage")).toHaveAttribute("data-slot", "header");
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAccessibleDescription("A server");
    expect(screen.getByRole("radio", { name: "SQLite" })).toHaveAccessibleDescription("One file");
    expect(screen.getByText("One file")).toHaveAttribute("data-slot", "option-description");
  });
  it("shows an option's preview as text while it is focused or chosen, never as HTML", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={[single]} format={asRead} />);
    expect(container.querySelector("[data-slot=preview]")).toBeNull();
    act(() => screen.getByRole("radio", { name: "Postgres" }).focus());
    const panel = container.querySelector("[data-slot=preview]");
    expect(panel?.textContent).toBe("<b>DATABASE_URL</b>=postgres://");
    expect(panel?.querySelector("b")).toBeNull();
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAccessibleDescription(
      "A server <b>DATABASE_URL</b>=postgres://",
    );
    await user.click(screen.getByRole("radio", { name: "SQLite" }));
    expect(container.querySelector("[data-slot=preview]")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Postgres" }));
    await user.tab();
    // Focus has left; the chosen option's preview stays.
    expect(container.querySelector("[data-slot=preview]")?.textContent).toContain("DATABASE_URL");
  });
  it("shows a checkbox's preview while it is focused, then the first ticked one's", async () => {
    const user = userEvent.setup();
    const previews: QuestionItem = {
      id: "envs",
      question: "Which environments?",
      type: "MultiChoice",
      options: [
        "Staging",
        { label: "Preview", preview: "pr-42.example.dev" },
        { label: "Live", preview: "example.dev" },
      ],
    };
    const { container } = render(<QuestionForm questions={[previews]} format={asRead} />);
    const shown = () => container.querySelector("[data-slot=preview]")?.textContent;
    act(() => screen.getByRole("checkbox", { name: "Live" }).focus());
    expect(shown()).toBe("example.dev");
    expect(screen.getByRole("checkbox", { name: "Live" })).toHaveAccessibleDescription("example.dev");
    await user.click(screen.getByRole("checkbox", { name: "Staging" }));
    // Staging has none to show, and is focused now.
    expect(shown()).toBeUndefined();
    await user.click(screen.getByRole("checkbox", { name: "Preview" }));
    await user.click(screen.getByRole("checkbox", { name: "Live" }));
    await user.tab();
    // Focus has left: of the ticked options with a preview, the first one's shows.
    expect(shown()).toBe("pr-42.example.dev");
    expect(screen.getByRole("checkbox", { name: "Preview" })).toHaveAccessibleDescription("pr-42.example.dev");
    expect(screen.getByRole("checkbox", { name: "Live" })).not.toHaveAccessibleDescription();
  });
});

describe("Other (allowOther)", () => {
  it("reveals a named text box when chosen, asks for text when blank, and sends it trimmed", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single]} format={asRead} onSubmit={onSubmit} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const box = screen.getByRole("textbox", { name: "Other" });
    expect(box).toHaveAttribute("data-slot", "other-input");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Which database? — Enter your answer" })).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Enter your answer");
    await user.type(box, "  MariaDB ");
    expect(screen.queryByText("Enter your answer")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "db", selected: ["MariaDB"] }]);
  });
  it("keeps a typed text equal to an option in the box, and sends it as that option", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single]} format={asRead} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "SQLite");
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("SQLite");
    expect(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "db", selected: ["SQLite"] }]);
  });
  it("sends MultiChoice picks in options order, then the Other text; unticking Other drops it", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[multi]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("checkbox", { name: "Docs" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Benchmarks");
    await user.click(screen.getByRole("checkbox", { name: "Lint" }));
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Benchmarks");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "extras", selected: ["Lint", "Docs", "Benchmarks"] }]);
  });
  it("says Enter your answer for a blank Other even on an optional question, in the host's words", async () => {
    const user = userEvent.setup();
    const { onSubmit } = answered();
    render(
      <QuestionForm
        questions={[multi]}
        onSubmit={onSubmit}
        labels={{ other: "Autre", enterOther: "Saisissez votre réponse" }}
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Autre" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Autre" })).toHaveAccessibleDescription("Saisissez votre réponse");
  });
  it("shows the Other text in the receipt", async () => {
    const user = userEvent.setup();
    render(<QuestionCall questions={[single]} format={asCall} onSubmit={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "MariaDB");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("definition")).toHaveTextContent("MariaDB");
  });
});

const typed = (input: QuestionItem["input"], extra: Partial<QuestionItem> = {}): QuestionItem => ({
  id: "v",
  question: "Value?",
  type: "Text",
  input,
  ...extra,
});
describe("typed text inputs (input.kind)", () => {
  it.each([
    ["email", "email", null],
    ["url", "url", null],
    ["date", "date", null],
    ["date-time", "datetime-local", null],
    ["number", "text", "decimal"],
    ["integer", "text", "numeric"],
    ["secret", "password", null],
  ] as const)("%s is a one-line input of type %s", (kind, type, inputMode) => {
    const { container } = render(<QuestionForm questions={[typed({ kind })]} format={asRead} />);
    const input = container.querySelector(`#${CSS.escape(screen.getByText("Value?").closest("label")?.htmlFor ?? "")}`);
    expect(input?.tagName).toBe("INPUT");
    expect(input).toHaveAttribute("type", type);
    expect(input?.getAttribute("inputmode")).toBe(inputMode);
  });
  it("keeps the growing text box for plain text, with its placeholder", () => {
    render(<QuestionForm questions={[typed({ kind: "text" }, { placeholder: "e.g. Ada" })]} format={asRead} />);
    const box = screen.getByRole("textbox", { name: "Value?" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("placeholder", "e.g. Ada");
  });
  it("checks on submit, never on blur, keeps the text, and sends once fixed", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[typed({ kind: "email" })]} format={asRead} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox", { name: "Value?" });
    await user.type(box, "ada@example");
    await user.tab();
    expect(screen.queryByText(/Enter an email address/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue("ada@example");
    expect(box).toHaveAccessibleDescription("Enter an email address in the correct format, like name@example.com");
    await user.type(box, ".com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "v", answer: "ada@example.com" }]);
  });
  it("says which numbers are allowed, in the host's words with the limits filled in", async () => {
    const user = userEvent.setup();
    render(
      <QuestionForm
        questions={[typed({ kind: "integer", minimum: 1, maximum: 10 })]}
        format={asRead}
        labels={{ numberBetween: "Un nombre entre {min} et {max}" }}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Value?" });
    await user.type(box, "2.5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(box).toHaveAccessibleDescription("Enter a whole number");
    await user.clear(box);
    await user.type(box, "11");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(box).toHaveAccessibleDescription("Un nombre entre 1 et 10");
  });
  it("masks a secret while typed (Show / Hide), in the receipt, and never stores it in sessionStorage", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const questions = [typed({ kind: "secret" }), { id: "note", question: "Note?", type: "Text" as const }];
    const { container } = render(
      <QuestionCall questions={questions} format={asCall} draftKey="call-1" onSubmit={() => {}} />,
    );
    const secret = container.querySelector("input[type=password]") as HTMLInputElement;
    await user.type(secret, "npm_s3cret");
    await user.type(screen.getByRole("textbox", { name: "Note?" }), "hi");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("npm_s3cret");
    expect(JSON.stringify({ ...sessionStorage })).toContain("hi");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(secret).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("data-state", "shown");
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(secret).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(container.textContent).not.toContain("npm_s3cret");
    expect(screen.getAllByRole("definition")[0]).toHaveTextContent("••••••••");
  });
});

describe("pick limits (minSelected / maxSelected)", () => {
  it("says Select up to 3 options on submit, and sends once within the limit", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    const limited = { ...multi, allowOther: false, maxSelected: 3 };
    render(<QuestionForm questions={[limited]} format={asRead} onSubmit={onSubmit} />);
    for (const name of ["Lint", "Tests", "Docs", "CI"]) await user.click(screen.getByRole("checkbox", { name }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Which extras? — Select up to 3 options" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "CI" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "extras", selected: ["Lint", "Tests", "Docs"] }]);
  });
});

describe("number keys", () => {
  it("choose the n-th choice in a focused group, Other included, and never type into a text box", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single, multi]} format={asRead} onSubmit={onSubmit} />);
    screen.getByRole("radio", { name: "Postgres" }).focus();
    await user.keyboard("2");
    expect(screen.getByRole("radio", { name: "SQLite" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "SQLite" })).toHaveFocus();
    await user.keyboard("3");
    const box = screen.getByRole("textbox", { name: "Other" });
    expect(box).toHaveFocus();
    await user.keyboard("1");
    expect(box).toHaveValue("1");
    expect(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    screen.getByRole("checkbox", { name: "Lint" }).focus();
    await user.keyboard("24");
    await user.keyboard("9");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([
      { id: "db", selected: ["1"] },
      { id: "extras", selected: ["Tests", "CI"] },
    ]);
  });
});

describe("every format's questions through the same form", () => {
  it("Claude AskUserQuestion: a person's answers come back as toAskUserQuestionResult", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    const { input } = fixtures.claude_ask_user_question;
    render(<QuestionForm questions={input} format={fromAskUserQuestion} onSubmit={onSubmit} />);
    expect(
      screen.getByRole("radiogroup", { name: "Auth method How should we authenticate users?" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Passkeys" }));
    await user.click(screen.getByRole("checkbox", { name: "Staging" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Canary");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(toAskUserQuestionResult(input, sent() ?? [])).toEqual({
      questions: input.questions,
      answers: {
        "How should we authenticate users?": "Passkeys (Recommended)",
        "Which environments should we deploy to?": "Staging, Canary",
      },
    });
  });
  it("MCP elicitation: every property kind, answered, comes back as toElicitResult", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    const { params } = fixtures.mcp_elicitation_form;
    const read = fromElicitation(params);
    if (!read.ok || read.value.mode !== "form") throw new Error("the fixture reads");
    render(
      <QuestionForm
        questions={read.value.questions}
        format={asRead}
        defaultAnswers={read.value.defaults}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("radio", { name: "Private" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Owner" }), "octo-org");
    await user.type(screen.getByRole("textbox", { name: "Star goal (optional)" }), "500");
    await user.click(screen.getByRole("checkbox", { name: "react" }));
    await user.click(screen.getByRole("checkbox", { name: "ai" }));
    await user.type(screen.getByRole("textbox", { name: "Contact email (optional)" }), "ada@example.com");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(toElicitResult(params, sent() ?? [])).toEqual({
      action: "accept",
      content: {
        owner: "octo-org",
        visibility: "private",
        stars_goal: 500,
        topics: ["ai", "react"],
        contact: "ada@example.com",
        issues: false,
      },
    });
  });
  it("Codex request_user_input: Other and the secret render through the same form", () => {
    const read = fromRequestUserInput(fixtures.codex_request_user_input.input);
    if (!read.ok) throw new Error("the fixture reads");
    const { container } = render(<QuestionForm questions={read.value.questions} format={asRead} />);
    expect(screen.getByRole("radio", { name: "Other" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Vitest" })).toHaveAccessibleDescription("Fast, Vite-native");
    expect(container.querySelector("input[type=password]")).not.toBeNull();
  });
});
