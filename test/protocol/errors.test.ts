import { describe, expect, it } from "vitest";
import { ask, issuesText, QuestionValidationError, validateQuestionInput } from "../../src/protocol/index.ts";

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

describe("issuesText", () => {
  it("writes one message for the model: nothing shown, every problem on its own line, send the whole batch again", () => {
    const result = validateQuestionInput(broken);
    if (result.ok) throw new Error("expected issues");
    const [header, ...lines] = issuesText(result.issues).split("\n");
    expect(header).toBe(
      "Nothing was shown to the user. Fix every problem and call ask_questions again with the whole batch.",
    );
    expect(lines).toEqual([
      '- Question "db": recommended "postgres" is not one of "Postgres", "SQLite". Copy one exactly.',
      '- Question "db": questions[1] reuses the id of questions[0]. Give each question its own id.',
      '- Question "db": a YesNo has built-in Yes and No. Remove "options".',
    ]);
  });

  it("keeps a problem with the whole input readable on its own", () => {
    expect(
      issuesText([{ code: "not_an_object", path: [], message: "M2" }])
        .split("\n")
        .slice(1),
    ).toEqual(["- M2"]);
  });

  it("is empty when there is nothing to fix", () => {
    expect(issuesText([])).toBe("");
  });
});

describe("ask on invalid input", () => {
  it("throws QuestionValidationError carrying every issue, with issuesText as its message", () => {
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
    expect(error.message).toBe(issuesText(error.issues));
  });

  it("throws on text that is not JSON, and nothing else escapes", () => {
    expect(() => ask("{oops")).toThrow(/not valid JSON/);
  });
});
