import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromInterrupts, toResume } from "../../src/ag-ui/index.ts";
import {
  type AnswerItem,
  optionLabels,
  type QuestionItem,
  toAnswer,
  validateAnswers,
} from "../../src/protocol/index.ts";

// SPEC §13 as a property: for generated runs (every reason, schemas of every field kind, approvals
// with and without edits or room for a reason) and whatever a person could answer that the form
// accepts (validateAnswers runs its rules), every resolved payload passes its interrupt's
// responseSchema under Ajv (2020, with formats), and the resume covers every interrupt in order.

const RUNS = 300;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const values = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 4 });

const field = fc.oneof(
  fc.record(
    {
      type: fc.constant("string"),
      format: maybe(fc.constantFrom("email", "uri", "date", "date-time")),
      minLength: maybe(fc.integer({ min: 0, max: 5 })),
      maxLength: maybe(fc.integer({ min: 5, max: 40 })),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record({
    type: fc.constantFrom("number", "integer"),
    minimum: maybe(fc.integer({ min: -5, max: 50 })),
    maximum: maybe(fc.integer({ min: 50, max: 100 })),
  }),
  fc.record({ type: fc.constant("boolean"), default: maybe(fc.boolean()) }),
  values.map((list) => ({ type: "string", enum: list })),
  values.map((list) => ({ type: "string", oneOf: list.map((value) => ({ const: value, title: `${value}!` })) })),
  // Keywords a form may enforce (an integer enum, a const, an integer's exclusive bounds, a secret) or
  // must refuse (a pattern, multipleOf, a number's exclusive bound, a format it cannot check).
  fc.uniqueArray(fc.integer({ min: -3, max: 9 }), { minLength: 1, maxLength: 4 }).map((list) => ({
    type: "integer",
    enum: list,
  })),
  fc.oneof(fc.stringMatching(/^[a-z]{1,6}$/), fc.integer()).map((value) => ({
    type: typeof value === "number" ? "integer" : "string",
    const: value,
  })),
  fc.record({
    type: fc.constant("integer"),
    exclusiveMinimum: fc.integer({ min: -5, max: 0 }),
    exclusiveMaximum: fc.integer({ min: 5, max: 70 }),
  }),
  fc.constantFrom(
    { type: "string", format: "password" },
    { type: "string", writeOnly: true, minLength: 2 },
    { type: "string", pattern: "^[A-Z]+$" },
    { type: "number", multipleOf: 5 },
    { type: "number", exclusiveMaximum: 60 },
    { type: "string", format: "uuid" },
    { type: "boolean", const: true },
  ),
  fc.tuple(values, fc.nat(2)).map(([list, min]) => ({
    type: "array",
    items: { type: "string", enum: list },
    minItems: Math.min(min, list.length),
  })),
);
const objectSchema = fc
  .dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), field, { minKeys: 1, maxKeys: 4 })
  .chain((properties) =>
    fc.record({
      type: fc.constant("object"),
      properties: fc.constant(properties),
      required: fc.subarray(Object.keys(properties)),
    }),
  );
const approvalSchema = fc.record(
  {
    type: fc.constant("object"),
    properties: fc.record(
      { approved: fc.constant({ type: "boolean" }), editedArgs: fc.constant({ type: "object" }) },
      { requiredKeys: ["approved"] },
    ),
    required: fc.constant(["approved"]),
    additionalProperties: fc.boolean(),
  },
  { requiredKeys: ["type", "properties", "required"] },
);

/** Approval schemas of other shapes: a reason from an enum, another key, more required. */
const oddApprovalSchema = fc.constantFrom(
  {
    type: "object",
    properties: { approved: { type: "boolean" }, reason: { type: "string", enum: ["risky", "wrong"] } },
  },
  { type: "object", properties: { decision: { type: "string", enum: ["approve", "reject"] } }, required: ["decision"] },
  { type: "object", properties: { approved: { type: "boolean" }, reason: { type: "string" } }, required: ["reason"] },
  { type: "object", properties: { approved: { const: true } } },
);

const interrupt = fc.oneof(
  fc.record({ reason: fc.constant("input_required"), responseSchema: objectSchema }),
  fc.record({
    reason: fc.constant("confirmation"),
    responseSchema: fc.option(fc.oneof(objectSchema, fc.constantFrom({ type: "boolean" }, { type: "object" })), {
      nil: undefined,
    }),
  }),
  fc.record({
    reason: fc.constant("tool_call"),
    toolCallId: fc.constant("tc"),
    responseSchema: maybe(fc.oneof(approvalSchema, oddApprovalSchema)),
  }),
  fc.record({
    reason: fc.constantFrom("mastra:suspend", "langgraph:review"),
    // A scalar schema is asked as one question and resumed with the bare value.
    responseSchema: maybe(fc.oneof(objectSchema, field, fc.constant({ type: "object" }))),
  }),
);
const run = fc
  .array(interrupt, { minLength: 1, maxLength: 5 })
  .map((list) => list.map((each, index) => ({ id: `int-${index}`, message: "Tell us", ...each })));

/** One answer a person could give through the form: typed text, picks, or nothing. */
const answerFor = (question: QuestionItem): fc.Arbitrary<AnswerItem> => {
  const labels = optionLabels(question);
  if (question.type === "Text")
    return maybe(
      fc.oneof(
        fc.constantFrom(
          "ada@example.com",
          "https://example.com/a",
          "2026-12-01",
          "2026-12-01T09:30",
          "7",
          "-3",
          "0.5",
          "60",
        ),
        fc.string({ maxLength: 12 }),
      ),
    ).map((text) => toAnswer(question, text));
  if (question.type === "YesNo") return maybe(fc.constantFrom("Yes", "No")).map((pick) => toAnswer(question, pick));
  if (question.type === "SingleChoice")
    return maybe(fc.constantFrom(...labels)).map((pick) => toAnswer(question, pick));
  return fc.subarray(labels).map((picks) => toAnswer(question, picks.length ? picks : undefined));
};
const approval = fc.record(
  { approved: fc.boolean(), editedArgs: maybe(fc.dictionary(fc.string(), fc.jsonValue())), reason: maybe(fc.string()) },
  { requiredKeys: ["approved"] },
);

describe("every resume the form can send passes each interrupt's responseSchema (property)", () => {
  it("for generated runs and answers", () => {
    const tally = { runs: 0, sent: 0, refusedByForm: 0, refusedByReader: 0, payloads: 0 };
    fc.assert(
      fc.property(
        run.chain((sent) => {
          const read = fromInterrupts(sent);
          // A schema whose keywords the form cannot enforce is refused whole, as unsupported_schema only.
          if (!read.ok) {
            expect(read.issues.map((issue) => issue.code)).toEqual(read.issues.map(() => "unsupported_schema"));
            return fc.constant(undefined);
          }
          const items = read.value.items;
          return fc.record({
            sent: fc.constant(sent),
            read: fc.constant(read.value),
            answers: fc.tuple(...items.map((item) => fc.tuple(...item.questions.map(answerFor)))),
            approvals: fc.tuple(...items.map(() => approval)),
          });
        }),
        (drawn) => {
          tally.runs++;
          if (!drawn) {
            tally.refusedByReader++;
            return;
          }
          const { sent, read, answers, approvals } = drawn;
          // What the form would refuse (a required question unanswered, a rule broken) is never sent.
          if (read.items.some((item, at) => validateAnswers(item.questions, answers[at] as AnswerItem[]).length)) {
            tally.refusedByForm++;
            return;
          }
          tally.sent++;
          const resume = toResume(read, {
            action: "accept",
            answers: Object.fromEntries(read.items.map((item, at) => [item.interruptId, answers[at] as AnswerItem[]])),
            approvals: Object.fromEntries(read.items.map((item, at) => [item.interruptId, approvals[at]])),
          });
          expect(resume.map((entry) => [entry.interruptId, entry.status])).toEqual(
            sent.map(({ id }) => [id, "resolved"]),
          );
          resume.forEach((entry, at) => {
            const schema = sent[at]?.responseSchema;
            if (!schema || !("payload" in entry)) return;
            tally.payloads++;
            const check = ajv.compile(schema);
            expect(check(entry.payload), `${ajv.errorsText(check.errors)}: ${JSON.stringify(entry.payload)}`).toBe(
              true,
            );
          });
        },
      ),
      { numRuns: RUNS },
    );
    // Not vacuous: many resumes were written and checked, the form refused some answer sets, and the
    // reader refused the schemas it cannot enforce. The seed is random, so each floor sits far below
    // what runs give (after issue 43's refused keywords, about half the runs are refused by the reader:
    // 65–76 sent, 111–120 payloads, 144–163 refused by the reader in two runs).
    expect(tally.sent).toBeGreaterThan(RUNS / 10);
    expect(tally.payloads).toBeGreaterThan(RUNS / 6);
    expect(tally.refusedByForm).toBeGreaterThan(RUNS / 20);
    expect(tally.refusedByReader).toBeGreaterThan(RUNS / 20);
  }, 120_000);
});
