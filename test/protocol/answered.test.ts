import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnswerItem,
  ask,
  fromAnswer,
  isAnswered,
  optionLabels,
  type QuestionItem,
  toAnswers,
  validateAnswers,
} from "../../src/protocol/index.ts";
import { validPayload } from "../support/generators.ts";

// One rule for "answered" (SPEC §3), used by the form's required check (isAnswered) and by a
// server checking the tool result (validateAnswers): they must agree on every input.

const questionsArb = validPayload.map((payload) => ask(payload).questions);

// Drafts as a person (or a stale store) might leave them: text, picks of options or not, nothing.
function draftArb(question: QuestionItem) {
  const options = optionLabels(question);
  const pick = options.length > 0 ? fc.oneof(fc.constantFrom(...options), fc.string()) : fc.string();
  return fc.oneof(
    fc.constant(undefined),
    fc.string(),
    fc.constantFrom("Yes", "No", " ", ""),
    pick,
    fc.array(pick, { maxLength: 4 }),
  );
}

// Answer items as storage or a client might send them, well-formed or not.
const payloadArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.constantFrom("Yes", "No", " "),
  fc.array(fc.oneof(fc.string(), fc.constantFrom("a", "b")), { maxLength: 3 }),
  fc.integer(),
);

const unansweredIds = (issues: ReturnType<typeof validateAnswers>) =>
  issues.filter((issue) => issue.code === "unanswered").map((issue) => issue.id);

describe("one rule for answered", () => {
  it("what the form sends is valid, and unanswered exactly where isAnswered says so and the question is required", () => {
    const batch = questionsArb.chain((questions) =>
      fc.tuple(fc.constant(questions), fc.tuple(...questions.map(draftArb))),
    );
    fc.assert(
      fc.property(batch, ([questions, drafts]) => {
        const draftOf = (id: string) => drafts[questions.findIndex((question) => question.id === id)];
        const issues = validateAnswers(questions, toAnswers(questions, draftOf));
        const missing = questions
          .filter((question, index) => question.required && !isAnswered(question, drafts[index]))
          .map((question) => question.id);
        expect(issues.filter((issue) => issue.code !== "unanswered")).toEqual([]);
        expect(unansweredIds(issues)).toEqual(missing);
      }),
      { numRuns: 300 },
    );
  });

  it("a stored answer set validateAnswers passes has every required question answered by isAnswered, and the reverse for well-formed sets", () => {
    const batch = questionsArb.chain((questions) =>
      fc.tuple(
        fc.constant(questions),
        fc.tuple(...questions.map(() => fc.record({ answer: payloadArb, selected: payloadArb }))),
      ),
    );
    fc.assert(
      fc.property(batch, ([questions, payloads]) => {
        const items = questions.map((question, index) => {
          const item: Record<string, unknown> = { id: question.id };
          const { answer, selected } = payloads[index] ?? {};
          if (answer !== undefined) item.answer = answer;
          if (selected !== undefined) item.selected = selected;
          return item;
        });
        const issues = validateAnswers(questions, items);
        questions.forEach((question, index) => {
          const answered = isAnswered(question, fromAnswer(question, items[index] as AnswerItem | undefined));
          const faults = issues.filter((issue) => issue.id === question.id && issue.code !== "unanswered");
          // No issue at all about a required question: answered, by the form's rule too.
          if (question.required && faults.length === 0)
            expect(unansweredIds(issues).includes(question.id)).toBe(!answered);
          // Answered by the form's rule: never reported missing.
          if (answered) expect(unansweredIds(issues)).not.toContain(question.id);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("a MultiChoice pick that is no option is a wrong answer: not an answer for the form, not valid for a server", () => {
    const [question] = ask({ questions: [{ id: "x", question: "Which?", type: "MultiChoice", options: ["a"] }] })
      .questions as [QuestionItem];
    expect(isAnswered(question, ["zzz"])).toBe(false);
    expect(validateAnswers([question], [{ id: "x", selected: ["zzz"] }]).map((issue) => issue.code)).toEqual([
      "not_an_option",
    ]);
  });
});
