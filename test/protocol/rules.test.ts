import { describe, expect, it } from "vitest";
import {
  checkCount,
  checkValue,
  formatRule,
  fromAnswer,
  isAnswered,
  normalizeQuestions,
  type QuestionItem,
  toAnswer,
  validateAnswers,
  validateQuestionInput,
} from "../../src/protocol/index.ts";

// SPEC §6: the richer question, in the ask_questions dialect and in the answer rules.

const issuesOf = (...questions: unknown[]) => {
  const result = validateQuestionInput({ questions });
  return result.ok ? [] : result.issues.map(({ code, path }) => ({ code, path }));
};
const questionsOf = (...questions: unknown[]) => {
  const result = validateQuestionInput({ questions });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.questions;
};

describe("header, option objects, allowOther and placeholder in ask_questions", () => {
  const auth = {
    id: "auth",
    question: "How should we authenticate users?",
    type: "SingleChoice",
    header: "Auth method",
    options: [
      "Email magic link",
      { label: "Passkeys", description: "Phishing-resistant", preview: null },
      { label: "OAuth", description: null, preview: "GITHUB_CLIENT_ID=…", extra: 1 },
    ],
    recommended: "Passkeys",
    allowOther: true,
  };

  it("keeps each option in the shape it came in, nulls and unknown fields dropped, recommended label first", () => {
    expect(questionsOf(auth)).toEqual([
      {
        id: "auth",
        question: "How should we authenticate users?",
        type: "SingleChoice",
        header: "Auth method",
        options: [
          { label: "Passkeys", description: "Phishing-resistant" },
          "Email magic link",
          { label: "OAuth", preview: "GITHUB_CLIENT_ID=…" },
        ],
        allowOther: true,
        required: true,
        recommended: "Passkeys",
      },
    ]);
  });

  it("normalizing twice equals once", () => {
    const once = questionsOf(auth);
    expect(normalizeQuestions(once)).toEqual(once);
  });

  it("drops a blank header, allowOther on Text and YesNo, placeholder off a Text, and allowOther: false", () => {
    expect(
      questionsOf(
        { id: "a", question: "Name?", type: "Text", header: "\u200b ", allowOther: true, placeholder: "Ada Lovelace" },
        { id: "b", question: "Go?", type: "YesNo", allowOther: true, placeholder: "x" },
        { id: "c", question: "Which?", type: "MultiChoice", options: ["x"], allowOther: false, placeholder: "x" },
      ),
    ).toEqual([
      { id: "a", question: "Name?", type: "Text", placeholder: "Ada Lovelace", required: true },
      { id: "b", question: "Go?", type: "YesNo", required: true },
      { id: "c", question: "Which?", type: "MultiChoice", options: ["x"], required: true },
    ]);
  });

  it("ignores the reader-only fields in an ask_questions payload", () => {
    const [question] = questionsOf({
      id: "a",
      question: "Email?",
      type: "Text",
      input: { kind: "email" },
      minSelected: 1,
    });
    expect(question).toEqual({ id: "a", question: "Email?", type: "Text", required: true });
  });

  it("reports a bad option item at its own path, every one at once", () => {
    expect(
      issuesOf({
        id: "m",
        question: "Which?",
        type: "MultiChoice",
        options: [{ label: "a" }, { description: "no label" }, { label: " " }, "a", { label: "b", preview: 3 }, 7],
      }),
    ).toEqual([
      { code: "wrong_type", path: ["questions", 0, "options", 1] },
      { code: "invalid_option", path: ["questions", 0, "options", 2] },
      { code: "invalid_option", path: ["questions", 0, "options", 3] },
      { code: "wrong_type", path: ["questions", 0, "options", 4] },
      { code: "wrong_type", path: ["questions", 0, "options", 5] },
    ]);
  });

  it("matches recommended against labels", () => {
    expect(
      issuesOf({ id: "s", question: "Which?", type: "SingleChoice", options: [{ label: "a" }], recommended: "b" }),
    ).toEqual([{ code: "recommended_not_an_option", path: ["questions", 0, "recommended"] }]);
  });

  it("type-checks header, allowOther and placeholder on every type", () => {
    expect(
      issuesOf({ id: "t", question: "Name?", type: "Text", header: 1, allowOther: "yes", placeholder: [] }),
    ).toEqual([
      { code: "wrong_type", path: ["questions", 0, "header"] },
      { code: "wrong_type", path: ["questions", 0, "allowOther"] },
      { code: "wrong_type", path: ["questions", 0, "placeholder"] },
    ]);
  });
});

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
    return problem && formatRule(problem);
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
    expect(problem && formatRule(problem, { enterWholeNumber: "Geben Sie eine ganze Zahl ein" } as never)).toBe(
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
    expect(problem && formatRule(problem)).toBe(expected);
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
