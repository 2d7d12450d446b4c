import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from "vitest";
import { type AnswerItem, QuestionCall, QuestionForm, type QuestionOutput } from "../../src/index.ts";
import { validateQuestionInput } from "../../src/protocol/index.ts";
import { BATCH } from "../support/batch.ts";
import { hostileIds, markupPayloads } from "../support/hostile.ts";

// A stored tool result comes back from the chat's storage (a database, localStorage, an older version of
// the app): its answers may name unknown ids, pick options that do not exist, or carry markup.
// Shown with `result` (and as a receipt), it must render as text and never break the page.

const checked = validateQuestionInput({ questions: BATCH });
if (!checked.ok) throw new Error("BATCH must be valid");
const questions = checked.value.questions;

const someText = fc.oneof(fc.string(), fc.constantFrom(...markupPayloads.map((payload) => payload.text)));
const storedAnswer = fc.oneof(
  fc.record({ id: fc.constantFrom("name", "git", ...hostileIds), answer: someText }, { requiredKeys: ["id"] }),
  fc.record({ id: fc.constantFrom("lang", "extras", ...hostileIds), selected: fc.array(someText, { maxLength: 4 }) }),
  // Storage from an older version, or edited by hand: the right ids with the wrong shapes.
  fc.record(
    {
      id: fc.constantFrom("name", "lang", "extras", "git"),
      answer: fc.jsonValue({ maxDepth: 1 }),
      selected: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: ["id"] },
  ),
  fc.jsonValue({ maxDepth: 1 }),
);
const storedResult = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ questions: fc.constant(questions), answers: fc.array(storedAnswer, { maxLength: 8 }) }),
  },
  { weight: 1, arbitrary: fc.record({ questions: fc.constant(questions), answers: fc.jsonValue({ maxDepth: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ questions: fc.jsonValue({ maxDepth: 2 }), answers: fc.constant([]) }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, "declined", 0, {}) },
);

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => consoleError.mockRestore());

it("renders any stored result, as a form or as a receipt, without an error (200 runs)", () => {
  fc.assert(
    fc.property(storedResult, fc.boolean(), (stored, receipt) => {
      try {
        const { container } = render(
          receipt ? (
            <QuestionCall input={BATCH} outcome={{ kind: "answered", output: stored as QuestionOutput }} />
          ) : (
            <QuestionForm questions={BATCH} output={stored as QuestionOutput} />
          ),
        );
        // Expand the receipt, if there is one, to render the full read-only form too.
        const disclosure = container.querySelector<HTMLButtonElement>("button[aria-expanded]");
        if (disclosure) fireEvent.click(disclosure);
        expect(container.querySelector("[data-pwned]")).toBeNull();
      } finally {
        cleanup();
      }
      expect(consoleError).not.toHaveBeenCalled();
    }),
    { numRuns: 200 },
  );
}, 60_000);

it.each([
  ["answers that are not a list", 0],
  ["a pick stored as a string", [{ id: "lang", selected: "Go" }]],
  ["an answer stored as an object", [{ id: "name", answer: { text: "billing" } }]],
])("shows a receipt for a stored result with %s, counting what does not fit as not answered", (_what, answers) => {
  render(
    <QuestionCall
      input={BATCH}
      outcome={{ kind: "answered", output: { questions, answers } as unknown as QuestionOutput }}
    />,
  );
  expect(screen.getAllByText("Not answered").length).toBeGreaterThanOrEqual(3);
  expect(consoleError).not.toHaveBeenCalled();
});

it("shows a stored answer holding markup as text in the receipt", () => {
  const payload = markupPayloads[1]?.text ?? "";
  render(
    <QuestionCall
      input={BATCH}
      outcome={{
        kind: "answered",
        output: {
          questions,
          answers: [
            { id: "name", answer: payload },
            { id: "lang", selected: ["Go"] },
          ],
        },
      }}
    />,
  );
  expect(screen.getByText(payload)).toBeInTheDocument();
  expect(document.querySelector("[data-pwned]")).toBeNull();
});

it("ignores whatever does not fit in defaultAnswers, any JSON at all (100 runs)", () => {
  const looseAnswer = fc.oneof(
    fc.record(
      {
        id: fc.constantFrom("name", "lang", "extras", "git", ...hostileIds),
        answer: fc.jsonValue({ maxDepth: 1 }),
        selected: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: ["id"] },
    ),
    fc.jsonValue({ maxDepth: 1 }),
  );
  fc.assert(
    fc.property(fc.oneof(fc.array(looseAnswer), fc.jsonValue({ maxDepth: 2 })), fc.boolean(), (saved, readOnly) => {
      try {
        render(<QuestionForm questions={BATCH} defaultAnswers={saved as AnswerItem[]} readOnly={readOnly} />);
      } finally {
        cleanup();
      }
      expect(consoleError).not.toHaveBeenCalled();
    }),
    { numRuns: 100 },
  );
}, 60_000);
