import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ask,
  type Draft,
  type IssueCode,
  issuesText,
  normalizeQuestions,
  type QuestionIssue,
  type QuestionItem,
  toAnswers,
  validateAnswers,
  validateQuestionInput,
} from "../../src/protocol/index.ts";
import { FIELDS, mutate, mutation, oddValue, validPayload } from "../support/generators.ts";

// Generated inputs per run, by kind (the README reports these). Together they
// stay over 100,000 and under ~15 s on a 2-core machine.
const FUZZ_RUNS = {
  arbitraryJson: 25_000,
  arbitraryValues: 10_000,
  mutatedPayloads: 30_000,
  adversarialStrings: 15_000,
  answerSets: 25_000,
} as const;

// Per test, for a loaded machine; the whole file takes ~15 s at most when idle.
const TIMEOUT = 60_000;

const CODES = new Set<IssueCode>([
  "invalid_json",
  "not_an_object",
  "no_questions",
  "missing_field",
  "wrong_type",
  "unknown_type",
  "duplicate_id",
  "missing_options",
  "empty_options",
  "invalid_option",
  "options_not_allowed",
  "missing_recommended",
  "recommended_not_an_option",
  "recommended_not_allowed",
  "too_large",
  "invalid_answers",
  "unknown_id",
  "wrong_payload",
  "not_an_option",
  "too_many_selected",
  "invalid_yes_no",
  "unanswered",
]);

/** Text a model (or an attacker behind one) might send. */
const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "toString",
      "hasOwnProperty",
      "\u0000",
      "\u202eevil",
      "\u200b",
      "\ufeff",
      "\u00a0",
      "\u2028\u2029",
      "\ud800",
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      ".*+?^\u0024{}()|[]\\",
      "(a+)+$",
      "%s%n",
      '"',
      "Yes",
      "No",
      "null",
      "[]",
      "{}",
    ),
  },
);

const hugeString = fc.constantFrom(
  "x".repeat(2001),
  " ".repeat(100_000),
  "é".repeat(1_000_000),
  "\udc00".repeat(5000),
  "a\n".repeat(50_000),
);

// Huge strings make a run slow: one in eleven here, rarer inside whole payloads.
const adversarialString = fc.oneof({ weight: 10, arbitrary: oddString }, { weight: 1, arbitrary: hugeString });

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"] as const;

/** An own property even for "__proto__", as JSON.parse would make it. */
function withOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

// Huge strings are rare here (the adversarial-strings test puts one in every
// field often): each costs milliseconds to clone, serialize and parse.
const fuzzValue = fc.oneof(
  { weight: 150, arbitrary: oddValue },
  { weight: 150, arbitrary: oddString },
  { weight: 150, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Fails the property, with the input to reproduce it. */
function broken(what: string, input: unknown): never {
  let shown: string;
  try {
    shown = JSON.stringify(input)?.slice(0, 500) ?? String(input);
  } catch {
    shown = String(input);
  }
  throw new Error(`${what}: ${shown}`);
}

// Checked with plain comparisons rather than expect(): at 100,000 runs the
// matcher machinery would be most of the time.

/** Every invariant a result must keep, whatever the input. */
function checkQuestionsResult(input: unknown): void {
  const result = validateQuestionInput(input);
  if (result.ok) {
    const { value } = result;
    // Accepted output is plain JSON: it survives the round trip to the model unchanged.
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value)) broken("changed by a JSON round trip", value);
    if (!isDeepStrictEqual(normalizeQuestions(value.questions), value.questions))
      broken("normalizing twice differs", value);
    if (!isDeepStrictEqual(validateQuestionInput(value), result)) broken("validating the output again differs", value);
  } else {
    checkIssues(result.issues, input);
    if (issuesText(result.issues).split("\n").length !== result.issues.length + 1) broken("issuesText lines", input);
  }
}

function checkIssues(issues: QuestionIssue[], input: unknown): void {
  if (!issues.length) broken("rejected without an issue", input);
  for (const { code, path, id, message } of issues) {
    if (!CODES.has(code) || !Array.isArray(path) || typeof message !== "string" || !message)
      broken("malformed issue", input);
    if (id !== undefined && typeof id !== "string") broken("issue id not a string", input);
    // However long the model's text, the message stays readable.
    if (message.length > 1500) broken(`message of ${message.length} characters`, input);
  }
}

describe("fuzzing validateQuestionInput: never throws, and what it accepts is canonical JSON", () => {
  it(
    "on arbitrary JSON, as the input, as the questions and as one question",
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.nat(3), (value, where) => {
          const input = [value, { questions: value }, { questions: [value] }, JSON.stringify(value)][where];
          checkQuestionsResult(input);
        }),
        { numRuns: FUZZ_RUNS.arbitraryJson },
      );
    },
    TIMEOUT,
  );

  it(
    "on arbitrary JavaScript values: sparse arrays, null prototypes, Maps, boxed values, bigints",
    () => {
      const anything = fc.anything({
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withSparseArray: true,
        withTypedArray: true,
      });
      fc.assert(
        fc.property(anything, fc.nat(2), (value, where) => {
          checkQuestionsResult([value, { questions: value }, { questions: [value] }][where]);
        }),
        { numRuns: FUZZ_RUNS.arbitraryValues },
      );
    },
    TIMEOUT,
  );

  it(
    "on valid payloads with fields dropped, retyped, nulled, duplicated, oversized or named like prototype keys",
    () => {
      const change = fc.oneof(
        { weight: 3, arbitrary: mutation },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant("field" as const),
            at: fc.nat(),
            field: fc.constantFrom(...FIELDS),
            value: fuzzValue,
          }),
        },
      );
      fc.assert(
        fc.property(
          validPayload,
          fc.array(change, { maxLength: 4 }),
          fc.option(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.nat(), fuzzValue, fc.boolean())),
          (payload, changes, prototypeKey) => {
            const input = mutate(payload, changes) as { questions: unknown[] } & Record<string, unknown>;
            if (prototypeKey) {
              const [key, at, value, onQuestion] = prototypeKey;
              const target = onQuestion ? input.questions[at % input.questions.length] : input;
              if (typeof target === "object" && target !== null) withOwn(target, key, value);
            }
            checkQuestionsResult(input);
            checkQuestionsResult(JSON.stringify(input));
          },
        ),
        { numRuns: FUZZ_RUNS.mutatedPayloads },
      );
    },
    TIMEOUT,
  );

  it(
    "on adversarial strings, as the raw arguments and in every text field",
    () => {
      fc.assert(
        fc.property(
          adversarialString,
          fc.constantFrom("raw", "id", "question", "purpose", "option", "recommended"),
          (text, where) => {
            if (where === "raw") return checkQuestionsResult(text);
            const question: Record<string, unknown> = {
              id: "q",
              question: "Which?",
              type: "SingleChoice",
              options: ["a", "b"],
              recommended: "a",
            };
            if (where === "option") question.options = ["a", text];
            else question[where] = text;
            checkQuestionsResult({ questions: [question] });
          },
        ),
        { numRuns: FUZZ_RUNS.adversarialStrings },
      );
    },
    TIMEOUT,
  );
});

describe("fuzzing validateAnswers: never throws, and agrees with what the form emits", () => {
  const questionSets = validPayload.map((payload) => ask(payload).questions);

  /** A draft for each question, of the right kind or not. */
  const drafts = fc.dictionary(
    fc.constantFrom("q0", "q1", "q2", "q3", "q4", "q5"),
    fc.oneof(
      fc.constant(undefined),
      adversarialString,
      fc.array(adversarialString, { maxLength: 3 }),
      fc.constantFrom("Yes", "No"),
    ),
  );

  it(
    "accepts whatever toAnswers builds, except a required question left without an answer",
    () => {
      fc.assert(
        fc.property(questionSets, drafts, (questions, draftsById) => {
          const answers = toAnswers(questions, (id) => draftsById[id] as Draft);
          // The form holds no text to a length; past maxLength a server says too_large (linear-answers.test.ts).
          const issues = validateAnswers(questions, answers, { limits: { maxLength: Infinity } });
          const unanswered = questions.filter((question, index) => question.required && !isGiven(answers[index]));
          expect(issues).toEqual(
            unanswered.map((question) => ({
              code: "unanswered",
              path: ["answers", questions.indexOf(question)],
              id: question.id,
              message: expect.any(String),
            })),
          );
        }),
        { numRuns: FUZZ_RUNS.answerSets / 5 },
      );
    },
    TIMEOUT,
  );

  it(
    "never throws on arbitrary or mangled answer sets, and every unanswered issue names a real question",
    () => {
      const answerSet = fc.oneof(
        fc.jsonValue(),
        fc.array(
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({ id: fuzzValue, answer: fuzzValue, selected: fuzzValue }, { requiredKeys: [] }),
          ),
        ),
        fc.array(
          fc.record(
            {
              id: fc.constantFrom("q0", "q1", "q2", "__proto__", "constructor"),
              answer: fuzzValue,
              selected: fuzzValue,
            },
            { requiredKeys: ["id"] },
          ),
        ),
      );
      fc.assert(
        fc.property(questionSets, answerSet, (questions: QuestionItem[], answers) => {
          const issues = validateAnswers(questions, answers);
          const ids = new Set(questions.map((question) => question.id));
          for (const issue of issues) {
            if (!CODES.has(issue.code) || !issue.message) throw new Error(`malformed issue ${JSON.stringify(issue)}`);
            if (issue.code === "unanswered" && !ids.has(issue.id as string))
              throw new Error(`unanswered without its id: ${issue.id}`);
          }
        }),
        { numRuns: (FUZZ_RUNS.answerSets * 4) / 5 },
      );
    },
    TIMEOUT,
  );
});

function isGiven(answer: { answer?: string; selected?: string[] } | undefined): boolean {
  return answer?.answer !== undefined || (answer?.selected?.length ?? 0) > 0;
}

it("runs at least 100,000 generated inputs in total", () => {
  expect(Object.values(FUZZ_RUNS).reduce((sum, runs) => sum + runs, 0)).toBeGreaterThanOrEqual(100_000);
});
