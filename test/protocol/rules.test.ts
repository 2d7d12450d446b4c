import { describe, expect, it } from "vitest";
import {
  checkCount,
  checkValue,
  fromAnswer,
  isAnswered,
  type QuestionItem,
  ruleText,
  toAnswer,
  validateAnswers,
} from "../../src/protocol/index.ts";

// SPEC §6's answer rules: one check per typed input, pick limits, validateAnswers with them, and Other.

const text = (input: QuestionItem["input"]): QuestionItem => ({
  id: "t",
  question: "Value?",
  type: "Text",
  required: true,
  input,
});

describe("checkValue: one rule per typed input (SPEC §6)", () => {
  const message = (question: QuestionItem, value: string) => {
    const problem = checkValue(question, value);
    return problem && ruleText(problem);
  };

  it.each([
    ["email", "name@example.com", undefined],
    ["email", "name@example", "Enter an email address in the correct format, like name@example.com"],
    ["email", "name example.com", "Enter an email address in the correct format, like name@example.com"],
    ["url", "https://example.com/a?b", undefined],
    ["url", "example.com", "Enter a web address in the correct format, like https://example.com"],
    ["date", "2026-02-28", undefined],
    ["date", "2026-02-30", "Enter a real date, like 2026-12-31"],
    ["date-time", "2026-12-01T09:30", undefined],
    ["date-time", "2026-12-01T09:30:00Z", undefined],
    ["date-time", "2026-12-01T25:30", "Enter a real date and time, like 2026-12-31T09:30"],
    ["integer", "42", undefined],
    ["integer", "4.5", "Enter a whole number"],
    ["number", "-4.5", undefined],
    ["number", "4,5", "Enter a number"],
    ["number", "Infinity", "Enter a number"],
  ] as const)("%s %j → %s", (kind, value, expected) => {
    expect(message(text({ kind }), value)).toBe(expected);
  });

  it("names both limits of a number range, or the one there is", () => {
    expect(message(text({ kind: "integer", minimum: 1, maximum: 10 }), "11")).toBe("Enter a number between 1 and 10");
    expect(message(text({ kind: "integer", minimum: 1, maximum: 10 }), "10")).toBeUndefined();
    expect(message(text({ kind: "number", minimum: 0 }), "-1")).toBe("Enter a number that is 0 or more");
    expect(message(text({ kind: "number", maximum: 5 }), "6")).toBe("Enter a number that is 5 or less");
  });

  it("counts text length in code points, as JSON Schema does", () => {
    expect(message(text({ kind: "text", maxLength: 2 }), "👍👍")).toBeUndefined();
    expect(message(text({ kind: "text", maxLength: 2 }), "abc")).toBe("Enter 2 characters or fewer");
    expect(message(text({ kind: "secret", minLength: 8 }), "short")).toBe("Enter at least 8 characters");
  });

  it("leaves blank text and questions without input to the required rule", () => {
    expect(checkValue(text({ kind: "email" }), "  ")).toBeUndefined();
    expect(checkValue(text(undefined), "anything")).toBeUndefined();
  });

  it("returns a machine code and a message key the form can translate", () => {
    expect(checkValue(text({ kind: "integer", minimum: 1, maximum: 10 }), "0")).toEqual({
      code: "invalid_value",
      message: "numberBetween",
      min: 1,
      max: 10,
    });
    const problem = checkValue(text({ kind: "integer" }), "x");
    expect(problem && ruleText(problem, { enterWholeNumber: "Geben Sie eine ganze Zahl ein" } as never)).toBe(
      "Geben Sie eine ganze Zahl ein",
    );
  });
});

const multi: QuestionItem = {
  id: "m",
  question: "Which topics?",
  type: "MultiChoice",
  options: ["ai", "react", "cli", "rust"],
  required: true,
  maxSelected: 3,
};

describe("checkCount: picks within minSelected / maxSelected", () => {
  it.each([
    [{ maxSelected: 3 }, 4, "Select up to 3 options"],
    [{ maxSelected: 3 }, 3, undefined],
    [{ minSelected: 2 }, 1, "Select at least 2 options"],
    [{ minSelected: 2, maxSelected: 3 }, 1, "Select between 2 and 3 options"],
    [{ maxSelected: 1 }, 2, "Select one option only"],
    [{ minSelected: 2 }, 0, undefined],
  ])("%j with %i picks → %s", (limits, count, expected) => {
    const problem = checkCount(
      limits,
      Array.from({ length: count }, (_, at) => `o${at}`),
    );
    expect(problem && ruleText(problem)).toBe(expected);
  });
});

describe("validateAnswers with §6 rules", () => {
  const codes = (questions: QuestionItem[], answers: unknown) =>
    validateAnswers(questions, answers).map(({ code, path }) => ({ code, path }));

  it("reports a Text value that breaks its input as invalid_value", () => {
    const email = text({ kind: "email" });
    expect(codes([email], [{ id: "t", answer: "nope" }])).toEqual([
      { code: "invalid_value", path: ["answers", 0, "answer"] },
    ]);
    expect(validateAnswers([email], [{ id: "t", answer: "nope" }])[0]?.message).toBe(
      'Question "t": Enter an email address in the correct format, like name@example.com.',
    );
    expect(codes([email], [{ id: "t", answer: "a@b.co" }])).toEqual([]);
  });

  it("reports a MultiChoice outside its limits as wrong_count", () => {
    expect(codes([multi], [{ id: "m", selected: ["ai", "react", "cli", "rust"] }])).toEqual([
      { code: "wrong_count", path: ["answers", 0, "selected"] },
    ]);
  });

  it("accepts one pick of the person's own only with allowOther", () => {
    const single: QuestionItem = {
      id: "s",
      question: "Which?",
      type: "SingleChoice",
      options: ["a", "b"],
      required: true,
    };
    expect(codes([single], [{ id: "s", selected: ["mine"] }])).toEqual([
      { code: "not_an_option", path: ["answers", 0, "selected", 0] },
    ]);
    expect(codes([{ ...single, allowOther: true }], [{ id: "s", selected: ["mine"] }])).toEqual([]);
    expect(codes([{ ...multi, allowOther: true }], [{ id: "m", selected: ["ai", "mine", "theirs"] }])).toEqual([
      { code: "not_an_option", path: ["answers", 0, "selected", 2] },
    ]);
  });
});

describe("answers with Other (SPEC §6)", () => {
  const single: QuestionItem = {
    id: "s",
    question: "Which?",
    type: "SingleChoice",
    options: [{ label: "Rust" }, "Go"],
    allowOther: true,
    required: true,
  };
  const several: QuestionItem = { ...multi, id: "m", options: ["ai", { label: "react" }], allowOther: true };

  it("SingleChoice: the typed text, trimmed; typed text equal to a label is that option", () => {
    expect(toAnswer(single, "  Zig ")).toEqual({ id: "s", selected: ["Zig"] });
    expect(toAnswer(single, " Rust ")).toEqual({ id: "s", selected: ["Rust"] });
    expect(toAnswer(single, "\u200b")).toEqual({ id: "s" });
    expect(isAnswered(single, "Zig")).toBe(true);
    expect(toAnswer({ ...single, allowOther: undefined }, "Zig")).toEqual({ id: "s" });
  });

  it("MultiChoice: the ticked options in options order, then the typed text last", () => {
    expect(toAnswer(several, ["mine", "react", "ai"])).toEqual({ id: "m", selected: ["ai", "react", "mine"] });
    expect(toAnswer(several, ["react", " ai "])).toEqual({ id: "m", selected: ["ai", "react"] });
  });

  it("round-trips through fromAnswer and passes validateAnswers", () => {
    for (const [question, draft] of [
      [single, "Zig"],
      [several, ["react", "mine"]],
    ] as const) {
      const answer = toAnswer(question, draft);
      expect(toAnswer(question, fromAnswer(question, answer))).toEqual(answer);
      expect(validateAnswers([question], [answer])).toEqual([]);
    }
  });
});
