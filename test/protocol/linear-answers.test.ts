import { describe, expect, it } from "vitest";
import { checkValue, type QuestionItem, validateAnswers } from "../../src/protocol/index.ts";

// SPEC §11: validateAnswers runs on servers, so no input may make it slow. A review measured 10.9 s
// of CPU for one 100 kB number (the number pattern backtracked) and 14.6 s, 650 MB and 3 million
// issues for a 15 MB answer set. These inputs are sized so that a backtracking check would not
// finish within the test's time limit (a million digits: ~10^12 steps), while a linear one takes
// milliseconds; nothing here measures time.

const number: QuestionItem = { id: "n", question: "How many?", type: "Text", input: { kind: "number" } };
const integer: QuestionItem = { id: "i", question: "How many?", type: "Text", input: { kind: "integer" } };
const email: QuestionItem = { id: "e", question: "Email?", type: "Text", input: { kind: "email" } };
const url: QuestionItem = { id: "u", question: "Site?", type: "Text", input: { kind: "url" } };
const text: QuestionItem = { id: "t", question: "Why?", type: "Text" };
const multi: QuestionItem = { id: "m", question: "Which?", type: "MultiChoice", options: ["A", "B"] };
const MILLION = 1_000_000;
const noTextLimit = { limits: { maxLength: Number.POSITIVE_INFINITY } };

describe("validateAnswers in linear time", () => {
  it("checks a million-digit number that is not one without backtracking", () => {
    const text = `${"1".repeat(MILLION)}x`;
    expect(checkValue(number, text)).toEqual({ code: "invalid_value", message: "enterNumber" });
    expect(checkValue(integer, text)).toEqual({ code: "invalid_value", message: "enterWholeNumber" });
    const issues = validateAnswers([number], [{ id: "n", answer: text }], noTextLimit);
    expect(issues.map(({ code }) => code)).toEqual(["invalid_value"]);
  });

  it("still reads every number form it read before", () => {
    for (const text of ["1", "-1.5", "+.5", "1.", "2e10", "1.5E-3"]) expect(checkValue(number, text)).toBeUndefined();
    for (const text of [".", "1..2", "e5", "1e", "--1", "1.2.3"])
      expect(checkValue(number, text)?.message).toBe("enterNumber");
  });

  it("checks a million-character email address and web address without backtracking", () => {
    for (const [question, text] of [
      [email, `a@${"b.".repeat(MILLION / 2)} `],
      [email, `${"a".repeat(MILLION)}@`],
      [url, `a:${"a".repeat(MILLION)} x`],
    ] as const)
      expect(validateAnswers([question], [{ id: question.id, answer: text }], noTextLimit)).toHaveLength(1);
  });
});

describe("an answer set past the limits is too_large, reported once", () => {
  const one = (issues: ReturnType<typeof validateAnswers>) => issues.map(({ code, path }) => ({ code, path }));
  const tooLarge = [{ code: "too_large", path: ["answers"] }];

  it("more answers than maxQuestions", () => {
    const answers = Array.from({ length: 100_000 }, (_, index) => ({ id: `x${index}`, answer: "a" }));
    expect(one(validateAnswers([number], answers))).toEqual(tooLarge);
    expect(one(validateAnswers([number], answers.slice(0, 3), { limits: { maxQuestions: 2 } }))).toEqual(tooLarge);
  });

  it("a text longer than maxLength, in an answer or a pick", () => {
    expect(one(validateAnswers([text], [{ id: "t", answer: "x".repeat(2001) }]))).toEqual(tooLarge);
    expect(one(validateAnswers([multi], [{ id: "m", selected: ["A", "x".repeat(2001)] }]))).toEqual(tooLarge);
    expect(validateAnswers([text], [{ id: "t", answer: "x".repeat(2000) }])).toEqual([]);
    // A limit given as undefined keeps its default.
    expect(
      one(validateAnswers([text], [{ id: "t", answer: "x".repeat(2001) }], { limits: { maxLength: undefined } })),
    ).toEqual(tooLarge);
  });

  it("more picks than options and one answer of the person's own: not a million not_an_option issues", () => {
    const picks = Array.from({ length: MILLION }, (_, index) => `pick ${index}`);
    expect(one(validateAnswers([multi], [{ id: "m", selected: picks }]))).toEqual(tooLarge);
    // Within the limit, every wrong pick is still named.
    expect(one(validateAnswers([multi], [{ id: "m", selected: ["A", "B", "C"] }]))).toEqual([
      { code: "not_an_option", path: ["answers", 0, "selected", 2] },
    ]);
  });

  it("says what the limits are, for the model", () => {
    const [issue] = validateAnswers([number], [{ id: "n", answer: "1".repeat(2001) }]);
    expect(issue?.message).toMatch(/100 answers.*2000 characters/);
  });
});
