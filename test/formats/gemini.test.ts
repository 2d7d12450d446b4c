import { describe, expect, it } from "vitest";
import { askUserFormat, dismissAskUser, fromAskUser, toAskUserResult } from "../../src/formats/gemini.ts";
import { toAnswer, validateAnswers } from "../../src/protocol/index.ts";
import fixture from "../support/fixtures/gemini.json";

// Gemini CLI's ask_user (SPEC §11), against shapes taken from Gemini CLI's own source and tests.
const read = (input: unknown) => {
  const result = fromAskUser(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.questions;
};

describe("fromAskUser", () => {
  it("reads choice, multiSelect choice, text and yesno, with Other on the choices, every question optional", () => {
    expect(read(fixture.input)).toEqual([
      {
        id: "q0",
        question: "How should we proceed with this task?",
        type: "SingleChoice",
        header: "Approach",
        options: fixture.input.questions[0]?.options,
        allowOther: true,
        required: false,
      },
      {
        id: "q1",
        question: "Which checks should run?",
        type: "MultiChoice",
        header: "Checks",
        options: fixture.input.questions[1]?.options,
        allowOther: true,
        required: false,
      },
      // Gemini CLI's own test: literal \n escapes become line breaks.
      {
        id: "q2",
        question: "Line 1\nLine 2",
        type: "Text",
        header: "Header\nTest",
        placeholder: "Placeholder\nTest",
        required: false,
      },
      { id: "q3", question: "Commit the changes?", type: "YesNo", header: "Commit", required: false },
    ]);
  });

  it("reads the arguments as JSON text too, and leaves a text or yesno question's options out", () => {
    expect(fromAskUser(JSON.stringify(fixture.input))).toEqual(fromAskUser(fixture.input));
    const [yesno] = read({ questions: [{ question: "Q?", header: "H", type: "yesno", options: [{ label: "x" }] }] });
    expect(yesno).not.toHaveProperty("options");
  });

  it("reports every problem at once, a type none of Gemini's in Gemini's words", () => {
    const result = fromAskUser({
      questions: [
        { question: "", header: "A", type: "text" },
        { question: "Which?", header: "B", type: "choice" },
        { question: "Pick?", header: "C", type: "dropdown" },
      ],
    });
    expect(result.ok ? [] : result.issues.map(({ code, path }) => [code, path.join(".")])).toEqual([
      ["missing_field", "questions.0.question"],
      ["missing_options", "questions.1.options"],
      ["unknown_type", "questions.2.type"],
    ]);
    if (!result.ok) expect(result.issues[2]?.message).toContain('"choice", "text" or "yesno"');
    for (const junk of [undefined, null, "{", 3, [], { questions: {} }, { questions: [] }])
      expect(fromAskUser(junk).ok).toBe(false);
  });
});

describe("toAskUserResult and dismissAskUser", () => {
  const questions = read(fixture.input);
  const [approach, checks, text, commit] = questions;
  if (!approach || !checks || !text || !commit) throw new Error("four questions expected");
  const answers = [
    toAnswer(approach, "Quick fix (Recommended)"),
    toAnswer(checks, { other: " Storybook ", picks: ["Types", "Lint"] }),
    toAnswer(text, "  "),
    toAnswer(commit, "Yes"),
  ];

  it("answers by question index, picks joined with ', ' in options order and Other last, the unanswered absent", () => {
    expect(validateAnswers(questions, answers)).toEqual([]);
    expect(toAskUserResult(fixture.input, answers)).toEqual(fixture.result_after_answering);
    // What Gemini CLI puts in llmContent is the same object as JSON.
    expect(JSON.stringify(toAskUserResult(fixture.input, answers))).toBe(fixture.llm_content_after_answering);
  });

  it("dismisses with Gemini CLI's own text", () => {
    expect(dismissAskUser()).toBe(fixture.dismissed_llm_content);
  });

  it("askUserFormat reads a stored result back, as the object or as Gemini CLI's JSON text", () => {
    for (const stored of [fixture.result_after_answering, fixture.llm_content_after_answering])
      expect(askUserFormat.answered(fixture.input, stored)?.answers).toEqual([
        { id: "q0", selected: ["Quick fix (Recommended)"] },
        { id: "q1", selected: ["Lint", "Types", "Storybook"] },
        { id: "q2" },
        { id: "q3", answer: "Yes" },
      ]);
    expect(askUserFormat.answered(fixture.input, dismissAskUser())).toBeUndefined();
    expect(askUserFormat.decline()).toBe(dismissAskUser());
    expect(askUserFormat.tool.name).toBe("ask_user");
  });
});
