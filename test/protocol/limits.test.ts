import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIMITS,
  type QuestionIssue,
  type QuestionItem,
  type ValidateOptions,
  validateAnswers,
  validateQuestionInput,
} from "../../src/protocol/index.ts";

const textQuestion = (index: number, extra: object = {}) => ({
  id: `q${index}`,
  question: `Question ${index}?`,
  type: "Text",
  ...extra,
});
const single = (options: string[], extra: object = {}) => ({
  id: "pick",
  question: "Which?",
  type: "SingleChoice",
  options,
  recommended: options[0],
  ...extra,
});
const many = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

function brief(input: unknown, options?: ValidateOptions) {
  const result = validateQuestionInput(input, options);
  return result.ok ? "ok" : result.issues.map(({ code, path, id }: QuestionIssue) => ({ code, path, id }));
}

describe("size limits (too_large)", () => {
  it("defaults to 100 questions, 100 options and 2,000 characters, and cannot be changed in place", () => {
    expect(DEFAULT_LIMITS).toEqual({ maxQuestions: 100, maxOptions: 100, maxLength: 2000 });
    expect(Object.isFrozen(DEFAULT_LIMITS)).toBe(true);
  });

  it("accepts a batch exactly at every limit", () => {
    const options = many(100, (index) => `${index}`.padEnd(2000, "x"));
    const questions = [single(options), ...many(99, (index) => textQuestion(index, { question: "?".repeat(2000) }))];
    expect(brief({ questions })).toBe("ok");
  });

  it("rejects more questions than the limit with one issue, without checking each", () => {
    const result = validateQuestionInput({ questions: many(101, () => 5) });
    expect(result.ok ? [] : result.issues).toEqual([
      { code: "too_large", path: ["questions"], message: "There are more than 100 questions. Ask fewer." },
    ]);
    // A runaway array of a million broken items still gives one issue, not a million.
    expect(brief({ questions: new Array(1_000_000).fill(null) })).toEqual([
      { code: "too_large", path: ["questions"], id: undefined },
    ]);
  });

  it("rejects more options than the limit", () => {
    const result = validateQuestionInput({ questions: [single(many(101, String))] });
    expect(result.ok ? [] : result.issues.map(({ code, path, id, message }) => ({ code, path, id, message }))).toEqual([
      {
        code: "too_large",
        path: ["questions", 0, "options"],
        id: "pick",
        message: 'Question "pick": it has more than 100 options. Offer fewer.',
      },
    ]);
  });

  it.each(["id", "question", "purpose"])("rejects a %s longer than the limit", (field) => {
    const issues = brief({ questions: [textQuestion(0, { [field]: "x".repeat(2001) })] });
    expect(issues).toEqual([
      { code: "too_large", path: ["questions", 0, field], id: field === "id" ? "x".repeat(2001) : "q0" },
    ]);
  });

  it("rejects an option longer than the limit, at its position", () => {
    const input = { questions: [single(["a", "b".repeat(2001)])] };
    expect(brief(input)).toEqual([{ code: "too_large", path: ["questions", 0, "options", 1], id: "pick" }]);
    const result = validateQuestionInput(input);
    expect(result.ok ? "" : result.issues[0]?.message).toBe(
      'Question "pick": option 1 is longer than 2000 characters. Shorten it.',
    );
  });

  it("says what the limit is and what to do", () => {
    const result = validateQuestionInput({ questions: [textQuestion(0, { question: "x".repeat(5000) })] });
    expect(result.ok ? "" : result.issues[0]?.message).toBe(
      'Question "q0": "question" is longer than 2000 characters. Shorten it.',
    );
  });

  it("keeps messages short however long the model's text is", () => {
    const long = "y".repeat(1990);
    const result = validateQuestionInput({
      questions: [
        single(
          many(50, (index) => `${index}${long}`),
          { recommended: long, id: long },
        ),
      ],
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.code)).toEqual(["recommended_not_an_option"]);
    expect(result.ok ? Infinity : result.issues[0]?.message.length).toBeLessThan(1200);
  });

  it("takes other limits per call; the rest stay at their defaults; Infinity turns one off", () => {
    expect(brief({ questions: many(3, textQuestion) }, { limits: { maxQuestions: 2 } })).toEqual([
      { code: "too_large", path: ["questions"], id: undefined },
    ]);
    expect(brief({ questions: many(150, textQuestion) }, { limits: { maxQuestions: 150 } })).toBe("ok");
    expect(brief({ questions: many(101, textQuestion) }, { limits: { maxQuestions: undefined } })).toEqual([
      { code: "too_large", path: ["questions"], id: undefined },
    ]);
    expect(
      brief({ questions: [single(["aaaaa", "b"], { id: "p", question: "W?" })] }, { limits: { maxLength: 4 } }),
    ).toEqual([{ code: "too_large", path: ["questions", 0, "options", 0], id: "p" }]);
    expect(brief({ questions: [single(many(500, String))] }, { limits: { maxOptions: Infinity } })).toBe("ok");
    expect(brief({ questions: [single(many(101, String))] }, { limits: { maxQuestions: 1 } })).toEqual([
      { code: "too_large", path: ["questions", 0, "options"], id: "pick" },
    ]);
  });
});

// Not a timing test. Timing ratios here measure V8 as much as us: its own
// Map/Set get superlinearly slower past a few thousand entries (GC), and a
// loaded 2-core machine adds noise. So this counts work instead: every element
// read from the input arrays, through a Proxy. A linear validator reads each
// element a fixed number of times, so 10x the input costs 10x the reads; a
// quadratic duplicate check (Array#includes, indexOf or find inside a loop)
// reads ~100x. Deterministic, and blind only to scans of a private copy.
describe("validation stays linear in the input size", () => {
  const GROWTH = 10;
  const unlimited = { limits: { maxQuestions: Infinity, maxOptions: Infinity, maxLength: Infinity } };

  /** The array, with every element read counted in `counter`. */
  function counted<T>(array: T[], counter: { reads: number }): T[] {
    return new Proxy(array, {
      get(target, key, receiver) {
        if (typeof key === "string" && key !== "length" && String(Number(key)) === key) counter.reads++;
        return Reflect.get(target, key, receiver);
      },
    });
  }

  /** Reads at 10x the size over reads at the size. */
  function growth(run: (size: number, counter: { reads: number }) => unknown, size: number): number {
    const reads = [size, size * GROWTH].map((n) => {
      const counter = { reads: 0 };
      run(n, counter);
      return counter.reads;
    });
    expect(reads[0]).toBeGreaterThanOrEqual(size);
    return (reads[1] as number) / (reads[0] as number);
  }

  it("in the number of questions (duplicate ids found with a Map)", () => {
    const ratio = growth((size, counter) => {
      const questions = counted(
        many(size, (index) => textQuestion(index % (size - 1))),
        counter,
      );
      const result = validateQuestionInput({ questions }, unlimited);
      expect(result.ok ? [] : result.issues.map((issue) => issue.code)).toEqual(["duplicate_id"]);
    }, 1000);
    expect(ratio).toBeLessThanOrEqual(GROWTH * 1.1);
  });

  it("in the number of options (repeats found with a Set, recommended last)", () => {
    const ratio = growth((size, counter) => {
      const options = counted(
        many(size, (index) => `option ${index % (size - 1)}`),
        counter,
      );
      const result = validateQuestionInput({ questions: [single(options, { recommended: "option 1" })] }, unlimited);
      expect(result.ok ? [] : result.issues.map((issue) => issue.code)).toEqual(["invalid_option"]);
    }, 1000);
    expect(ratio).toBeLessThanOrEqual(GROWTH * 1.1);
  });

  it("in the number of answers (questions looked up by id)", () => {
    const ratio = growth((size, counter) => {
      const questions = counted(
        many<QuestionItem>(size, (index) => ({
          id: `q${index}`,
          question: "?",
          type: "MultiChoice",
          options: ["a", "b"],
        })),
        counter,
      );
      const answers = counted(
        many(size, (index) => ({ id: `q${size - 1 - index}`, selected: ["b", "a"] })),
        counter,
      );
      // Past 100 answers the default limit answers at once (too_large): lifted, to count the checks.
      expect(validateAnswers(questions, answers, { limits: { maxQuestions: Infinity } })).toEqual([]);
    }, 1000);
    expect(ratio).toBeLessThanOrEqual(GROWTH * 1.1);
  });
});
