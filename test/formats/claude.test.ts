import { describe, expect, it } from "vitest";
import {
  askUserQuestionFormat,
  declineAskUserQuestion,
  fromAskUserQuestion,
  toAskUserQuestionPermission,
  toAskUserQuestionResult,
} from "../../src/claude/index.ts";
import { declineText, toAnswer, validateAnswers } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";

const read = (input: unknown, options?: { optional?: boolean }) => {
  const result = fromAskUserQuestion(input, options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe("fromAskUserQuestion: Claude Code's AskUserQuestion (SPEC §7)", () => {
  const { input, output_after_answering_passkeys_and_staging_production: expected } = fixtures.claude_ask_user_question;

  it("reads the arguments as JSON text, with the byte-order mark a file may start with, as the object", () => {
    expect(read(`\ufeff${JSON.stringify(input)}`)).toEqual(read(input));
  });

  it("reads choice questions that always allow Other, the (Recommended) option first and badged", () => {
    const { questions, repairs } = read(input);
    expect(repairs).toEqual([]);
    expect(questions).toEqual([
      {
        id: "q0",
        question: "How should we authenticate users?",
        type: "SingleChoice",
        header: "Auth method",
        options: [
          { label: "Passkeys", description: "Phishing-resistant, no passwords to store" },
          { label: "Email magic link", description: "No password, one more email round-trip" },
          {
            label: "OAuth with GitHub",
            description: "Fast for developers, needs an app registration",
            preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=...",
          },
        ],
        allowOther: true,
        required: true,
        recommended: "Passkeys",
      },
      {
        id: "q1",
        question: "Which environments should we deploy to?",
        type: "MultiChoice",
        header: "Deploy",
        options: [
          { label: "Staging", description: "Every merge to main" },
          { label: "Production", description: "Tagged releases only" },
          { label: "Preview", description: "One per pull request" },
        ],
        allowOther: true,
        required: true,
      },
    ]);
  });

  it("answers in Claude's words: labels as the model sent them, picks joined in options order", () => {
    const [auth, deploy] = read(input).questions;
    if (!auth || !deploy) throw new Error("two questions expected");
    const answers = [toAnswer(auth, "Passkeys"), toAnswer(deploy, ["Production", "Staging"])];
    const result = toAskUserQuestionResult(input, answers);
    expect(result).toEqual({ questions: input.questions, answers: expected.answers });
    expect(result.questions).toBe(input.questions);
  });

  it("sends the Other text as typed, and annotates a skipped optional question", () => {
    const { input: styled } = fixtures.claude_other_and_skip;
    const { questions } = read(styled, { optional: true });
    expect(
      questions.map(({ type, options, recommended, required }) => ({ type, options, recommended, required })),
    ).toEqual([
      {
        type: "SingleChoice",
        // The model's own "Other" is dropped: the form always offers one.
        options: [
          { label: "CSS Modules", description: "Scoped files" },
          { label: "Tailwind", description: "Utility classes" },
        ],
        recommended: "CSS Modules",
        required: false,
      },
      { type: "Text", options: undefined, recommended: undefined, required: false },
    ]);
    const [css, name] = questions;
    if (!css || !name) throw new Error("two questions expected");
    const answers = [toAnswer(css, "  vanilla-extract "), toAnswer(name, "")];
    expect(validateAnswers(questions, answers)).toEqual([]);
    expect(toAskUserQuestionResult(styled, answers)).toEqual({
      questions: styled.questions,
      answers: { "Which CSS approach?": "vanilla-extract" },
      annotations: { "What should the project be called?": { unanswered: "skipped" } },
    });
    expect(toAskUserQuestionResult(styled, [toAnswer(css, "CSS Modules")]).answers).toEqual({
      "Which CSS approach?": "CSS Modules (recommended)",
    });
  });

  it("puts the answers into updatedInput for canUseTool, or denies with the decline text", () => {
    const [auth, deploy] = read(input).questions;
    if (!auth || !deploy) throw new Error("two questions expected");
    const permission = toAskUserQuestionPermission(input, [toAnswer(auth, "Passkeys"), toAnswer(deploy, ["Staging"])]);
    expect(permission).toEqual({
      behavior: "allow",
      updatedInput: {
        ...input,
        answers: {
          "How should we authenticate users?": "Passkeys (Recommended)",
          "Which environments should we deploy to?": "Staging",
        },
      },
    });
    expect(declineAskUserQuestion()).toEqual({ behavior: "deny", message: declineText() });
  });

  // Review defect 1: the reader took the JSON text, the writers then lost every answer ({"answers":{}})
  // and toAskUserQuestionPermission spread the text into updatedInput character by character.
  it("writes the same result from the arguments as JSON text as from the object", () => {
    const [auth, deploy] = read(input).questions;
    if (!auth || !deploy) throw new Error("two questions expected");
    const answers = [toAnswer(auth, "Passkeys"), toAnswer(deploy, ["Staging"])];
    const text = `\ufeff${JSON.stringify(input)}`;
    const output = { questions: [auth, deploy], answers };
    expect(askUserQuestionFormat.write(text, answers, output)).toEqual(
      askUserQuestionFormat.write(input, answers, output),
    );
    expect(askUserQuestionFormat.write(text, answers, output)).toMatchObject({
      answers: { "How should we authenticate users?": "Passkeys (Recommended)" },
    });
    expect(toAskUserQuestionResult(text, answers)).toEqual(toAskUserQuestionResult(input, answers));
    expect(toAskUserQuestionPermission(text, answers)).toEqual(toAskUserQuestionPermission(input, answers));
    expect(askUserQuestionFormat.reply?.(text, "later")).toEqual(askUserQuestionFormat.reply?.(input, "later"));
    expect(askUserQuestionFormat.expire?.(text, { afkTimeoutMs: 5 })).toEqual(
      askUserQuestionFormat.expire?.(input, { afkTimeoutMs: 5 }),
    );
  });
});

describe("fromAskUserQuestion: co-sh's current ask_questions, repaired and reported", () => {
  it("reads the co-sh fixture with its three repairs", () => {
    const { questions, repairs } = read(fixtures.cosh_current_ask_questions.input);
    expect(repairs).toEqual([
      'questions[0]: options were plain strings; send {"label", "description"} objects.',
      'questions[2]: "options" was a JSON string; send it as an array.',
      'questions[2]: "multiple" is not a field; use "multiSelect".',
    ]);
    expect(questions).toEqual([
      {
        id: "pkg",
        question: "Which package manager?",
        type: "SingleChoice",
        header: "Packages",
        purpose: "To write the lockfile and CI cache",
        options: ["pnpm", "npm", "yarn"],
        allowOther: true,
        required: true,
        recommended: "pnpm",
      },
      { id: "q1", question: "Anything the README must mention?", type: "Text", required: false },
      {
        id: "q2",
        question: "Which linters?",
        type: "MultiChoice",
        options: [{ label: "Biome" }, { label: "ESLint" }],
        allowOther: true,
        required: true,
      },
    ]);
  });

  it("applies every repair SPEC §7 lists, each reported once, and answers in the labels sent", () => {
    const { input, repairs } = fixtures.cosh_every_repair;
    const value = read(input);
    expect(value.repairs).toEqual(repairs);
    expect(value.questions.map(({ type, question }) => [type, question])).toEqual([
      ["SingleChoice", "Which package manager?"],
      ["MultiChoice", "Which linters?"],
      ["MultiChoice", "Which targets?"],
      ["SingleChoice", "Deploy region"],
      ["SingleChoice", "Which database?"],
    ]);
    const drafts = ["pnpm", ["ESLint", "Biome"], ["Node"], "us-east-1", "SQLite"];
    const answers = value.questions.map((question, index) => toAnswer(question, drafts[index]));
    const result = toAskUserQuestionResult(input, answers);
    expect(result.answers).toEqual({
      "Which package manager?": "pnpm (Recommended)",
      "Which linters?": "Biome, ESLint",
      "Which targets?": "Node",
      // Keyed by the header the model sent, the only text it had.
      "Deploy region": "us-east-1",
      "Which database?": "SQLite",
    });
  });

  it("reports what it cannot repair, every problem at once, at the model's paths", () => {
    const result = fromAskUserQuestion({
      questions: [
        { id: "a", question: "One?", options: [{ label: "x" }, { label: "x" }] },
        { id: "a", question: "Two?" },
        { options: "not json" },
        7,
      ],
    });
    expect(result.ok ? [] : result.issues.map(({ code, path }) => [code, path.join(".")])).toEqual([
      ["invalid_option", "questions.0.options.1"],
      ["duplicate_id", "questions.1.id"],
      ["missing_field", "questions.2.question"],
      ["wrong_type", "questions.2.options"],
      ["wrong_type", "questions.3"],
    ]);
  });

  it("reports two questions with the same text at the second one: Claude keys answers by text (SPEC §11)", () => {
    const item = { question: "Which region?", header: "Region", options: [], multiSelect: false };
    const result = fromAskUserQuestion({ questions: [item, { question: "Other?", header: "O" }, item] });
    expect(result.ok ? [] : result.issues).toEqual([
      {
        code: "duplicate_question",
        path: ["questions", 2, "question"],
        id: "q2",
        message: expect.stringContaining("questions[0]"),
      },
    ]);
  });

  it("takes the arguments as JSON text too, and never throws on junk", () => {
    const { input } = fixtures.claude_ask_user_question;
    expect(fromAskUserQuestion(JSON.stringify(input))).toEqual(fromAskUserQuestion(input));
    for (const junk of [undefined, null, "{", 3, [], { questions: {} }])
      expect(fromAskUserQuestion(junk).ok).toBe(false);
  });
});
