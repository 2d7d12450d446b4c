import { describe, expect, it } from "vitest";
import { ask, formatIssues, QuestionValidationError, validateQuestionInput } from "../../src/protocol/index.ts";

const broken = {
  questions: [
    {
      id: "db",
      question: "Which database?",
      type: "SingleChoice",
      options: ["Postgres", "SQLite"],
      recommended: "postgres",
    },
    { id: "db", question: "Proceed?", type: "YesNo", options: ["Yes", "No"] },
  ],
};

describe("formatIssues", () => {
  it("writes one message for the model: nothing shown, fix every problem, send the whole batch again", () => {
    const result = validateQuestionInput(broken);
    if (result.ok) throw new Error("expected issues");
    const message = formatIssues(result.issues);
    const [header, ...lines] = message.split("\n");
    expect(header).toContain("Nothing was shown to the user");
    expect(header).toContain("Fix every problem");
    expect(header).toContain("call ask_questions again with the whole batch");
    expect(lines).toEqual([
      `- questions[0].recommended: ${result.issues[0]?.message}`,
      `- questions[1].id: ${result.issues[1]?.message}`,
      `- questions[1].options: ${result.issues[2]?.message}`,
    ]);
    expect(lines[0]).toContain('Question "db": recommended "postgres" is not one of "Postgres", "SQLite"');
  });

  it("shows option positions and leaves the path out for a problem with the whole input", () => {
    expect(
      formatIssues([
        { code: "invalid_option", path: ["questions", 2, "options", 1], id: "x", message: "M1" },
        { code: "not_an_object", path: [], message: "M2" },
      ]).split("\n"),
    ).toEqual([expect.any(String), "- questions[2].options[1]: M1", "- M2"]);
  });

  it("is empty when there is nothing to fix", () => {
    expect(formatIssues([])).toBe("");
  });
});

describe("ask on invalid input", () => {
  it("throws QuestionValidationError carrying every issue, with formatIssues as its message", () => {
    let caught: unknown;
    try {
      ask(broken);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(QuestionValidationError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as QuestionValidationError;
    expect(error.name).toBe("QuestionValidationError");
    expect(error.issues.map((issue) => issue.code)).toEqual([
      "recommended_not_an_option",
      "duplicate_id",
      "options_not_allowed",
    ]);
    expect(error.message).toBe(formatIssues(error.issues));
  });

  it("throws on text that is not JSON, and nothing else escapes", () => {
    expect(() => ask("{oops")).toThrow(/not valid JSON/);
  });
});
