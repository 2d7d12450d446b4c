import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fromAskUserQuestion, toAskUserQuestionResult } from "../../src/formats/claude.ts";
import { fromRequestUserInput } from "../../src/formats/codex.ts";
import { fromElicitation, toElicitResult } from "../../src/formats/mcp.ts";
import { QuestionForm } from "../../src/index.ts";
import fixtures from "../support/fixtures/formats.json";
import { answered, asRead } from "../support/richQuestions.ts";

// Every format's questions render through the same form, and its answers go back in that format.

describe("every format's questions through the same form", () => {
  it("Claude AskUserQuestion: a person's answers come back as toAskUserQuestionResult", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    const { input } = fixtures.claude_ask_user_question;
    render(<QuestionForm questions={input} reader={fromAskUserQuestion} onSubmit={onSubmit} />);
    expect(
      screen.getByRole("radiogroup", { name: "Auth method How should we authenticate users?" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Passkeys" }));
    await user.click(screen.getByRole("checkbox", { name: "Staging" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "Canary");
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
        reader={asRead}
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
    const { container } = render(<QuestionForm questions={read.value.questions} reader={asRead} />);
    expect(screen.getByRole("radio", { name: "Other" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Vitest" })).toHaveAccessibleDescription("Fast, Vite-native");
    expect(container.querySelector("input[type=password]")).not.toBeNull();
  });
});
