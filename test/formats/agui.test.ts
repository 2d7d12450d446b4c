import type { ResumeEntry as CoreResumeEntry, Interrupt } from "@ag-ui/core";
import type { Interrupt as Interrupt1, ResumeEntry as ResumeEntry1 } from "ag-ui-client1";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_ID,
  fromInterrupts,
  type ResumeEntry,
  type RunInterruptsRead,
  runRequests,
  runWriters,
  toResume,
} from "../../src/ag-ui/index.ts";
import { roundQuestions } from "../../src/formats/requestRound.ts";
import { toOutcomeResult } from "../../src/index.ts";
import fixture from "../support/fixtures/ag-ui-run.json" with { type: "json" };
import { oddValue } from "../support/generators.ts";

// SPEC §13: AG-UI's interrupts read into one item each, and the resume written for all of them,
// every payload checked against its interrupt's responseSchema by Ajv.

const interrupts = fixture.event.outcome.interrupts as Interrupt[];
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** Every resolved payload of a resume passes its interrupt's responseSchema. */
function expectValid(sent: readonly Interrupt[], resume: readonly ResumeEntry[]) {
  for (const entry of resume) {
    const schema = sent.find((interrupt) => interrupt.id === entry.interruptId)?.responseSchema;
    if (!schema || entry.status !== "resolved" || !("payload" in entry)) continue;
    const check = ajv.compile(schema);
    expect(check(entry.payload), `${entry.interruptId}: ${ajv.errorsText(check.errors)}`).toBe(true);
  }
}

function read(value: unknown): RunInterruptsRead {
  const result = fromInterrupts(value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe("fromInterrupts", () => {
  it("reads a run's four interrupts into one item each, in order, with the kinds of SPEC §13", () => {
    const { items } = read(interrupts);
    expect(items.map(({ interruptId, reason, kind, editable }) => ({ interruptId, reason, kind, editable }))).toEqual([
      { interruptId: "int-input", reason: "input_required", kind: "questions", editable: false },
      { interruptId: "int-confirm", reason: "confirmation", kind: "confirmation", editable: false },
      { interruptId: "int-tool", reason: "tool_call", kind: "approval", editable: true },
      { interruptId: "int-mastra", reason: "mastra:workflow_suspend", kind: "message", editable: false },
    ]);
    const [input, confirm, tool, mastra] = items;
    // The MCP reader's questions: titles, integer limits, required from the schema.
    expect(input?.questions).toEqual([
      expect.objectContaining({ id: "repo", question: "Repository", type: "Text", required: true }),
      expect.objectContaining({
        id: "replicas",
        question: "Replicas",
        type: "Text",
        required: true,
        input: expect.objectContaining({ kind: "integer", minimum: 1 }),
      }),
    ]);
    expect(input?.message).toBe("Where should I deploy?");
    expect(input?.expiresAt).toBe("2026-12-03T18:00:00Z");
    expect(confirm?.questions).toEqual([
      expect.objectContaining({ id: CONFIRMATION_ID, question: "Restart the service afterwards?", type: "YesNo" }),
    ]);
    expect(tool).toMatchObject({ toolCallId: "tc-1", questions: [], message: "Send the release email?" });
    expect(mastra).toMatchObject({ questions: [], message: "Waiting for your go-ahead" });
  });

  it("reads a tool call whose schema has no editedArgs as an approval without edits", () => {
    const { items } = read([
      {
        id: "a",
        reason: "tool_call",
        toolCallId: "t",
        responseSchema: { type: "object", properties: { approved: { type: "boolean" } } },
      },
      { id: "b", reason: "tool_call", toolCallId: "u" },
    ]);
    expect(items.map((item) => [item.kind, item.editable])).toEqual([
      ["approval", false],
      ["approval", false],
    ]);
  });

  it("reads an unknown reason with a schema of fields as questions, and one without as its message", () => {
    const schema = { type: "object", properties: { note: { type: "string", title: "Note" } }, required: ["note"] };
    const { items } = read([
      { id: "a", reason: "langgraph:review", message: "Review", responseSchema: schema },
      { id: "c", reason: "custom" },
    ]);
    expect(items.map((item) => item.kind)).toEqual(["questions", "message"]);
    expect(items[0]?.questions).toEqual([expect.objectContaining({ id: "note", question: "Note" })]);
  });

  it("refuses an unknown reason whose schema the form cannot ask: no payload would pass it", () => {
    const result = fromInterrupts([
      {
        id: "b",
        reason: "langgraph:review",
        responseSchema: { type: "object", properties: { deep: { type: "object" } } },
      },
    ]);
    expect(result).toMatchObject({
      ok: false,
      issues: [
        expect.objectContaining({ code: "unsupported_schema", path: [0, "responseSchema", "properties", "deep"] }),
      ],
    });
  });

  it("reads a confirmation with a schema of fields from that schema", () => {
    const schema = { type: "object", properties: { ok: { type: "boolean", title: "Go ahead?" } }, required: ["ok"] };
    const { items } = read([{ id: "c", reason: "confirmation", message: "Deploy?", responseSchema: schema }]);
    expect(items[0]).toMatchObject({
      kind: "confirmation",
      questions: [expect.objectContaining({ id: "ok", type: "YesNo" })],
    });
  });

  it("keeps the schema's defaults as the item's starting answers", () => {
    const schema = { type: "object", properties: { env: { type: "string", enum: ["dev", "prod"], default: "prod" } } };
    expect(read([{ id: "i", reason: "input_required", responseSchema: schema }]).items[0]?.defaults).toEqual([
      { id: "env", selected: ["prod"] },
    ]);
  });

  it("reports every problem at once, each at its interrupt's index", () => {
    const result = fromInterrupts([
      "x",
      { reason: "confirmation" },
      { id: "i", reason: "input_required" },
      { id: "j", reason: "input_required", responseSchema: { type: "object", properties: { a: { type: "object" } } } },
      { id: "k", reason: "tool_call", responseSchema: "yes" },
      { id: "i", reason: "confirmation" },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map(({ code, path }) => [code, path])).toEqual([
      ["not_an_object", [0]],
      ["missing_field", [1, "id"]],
      ["missing_field", [2, "responseSchema"]],
      // Its one field cannot be asked: that issue alone, as the MCP reader reports it.
      ["unsupported_schema", [3, "responseSchema", "properties", "a"]],
      ["wrong_type", [4, "responseSchema"]],
      ["duplicate_id", [5, "id"]],
    ]);
  });

  it("refuses what is not a non-empty array", () => {
    for (const value of [undefined, null, [], {}, "x", { interrupts }])
      expect(fromInterrupts(value)).toMatchObject({
        ok: false,
        issues: [expect.objectContaining({ code: "no_questions" })],
      });
  });

  it("never throws, whatever it is given (property)", () => {
    const field = fc.oneof(
      oddValue,
      fc.constantFrom("tool_call", "confirmation", "input_required", "x:y"),
      fc.object(),
    );
    const interrupt = fc.oneof(
      oddValue,
      fc.record(
        { id: field, reason: field, message: field, toolCallId: field, responseSchema: field, expiresAt: field },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.oneof(oddValue, fc.array(interrupt, { maxLength: 5 })), (value) => {
        const result = fromInterrupts(value);
        expect(typeof result.ok).toBe("boolean");
        // Whatever it could read, it can cancel; accepted without answers, it writes them all or
        // refuses with a TypeError (a required question left unanswered), never anything else.
        if (result.ok) {
          expect(toResume(result.value, "cancel")).toHaveLength(result.value.items.length);
          try {
            expect(toResume(result.value, { action: "accept" })).toHaveLength(result.value.items.length);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("never throws on an object whose getters throw", () => {
    const hostile = {
      id: "x",
      get reason(): string {
        throw new Error("no");
      },
    };
    expect(fromInterrupts([hostile])).toMatchObject({ ok: false });
  });
});

describe("runWriters: the run's words for toOutcomeResult (SPEC §17)", () => {
  it("answers the fixture's run from the form's own ids, as toResume does, and declines or dismisses as a cancel", () => {
    const run = read(interrupts);
    const approvals = { "int-tool": { approved: true, editedArgs: { to: "team@example.com", body: "v2 is out" } } };
    // The form's batch: every interrupt's questions, their ids prefixed by the interrupt's place.
    const form = roundQuestions({ ok: true, value: run }, runRequests);
    if (!form.ok) throw new Error("the fixture's run reads");
    const byQuestion: Record<string, string> = { repo: "acme/api", replicas: "3", [CONFIRMATION_ID]: "Yes" };
    const answers = form.value.questions.map((question) => ({
      id: question.id,
      answer: byQuestion[question.id.slice(question.id.indexOf(".") + 1)],
    }));
    const format = runWriters(run, approvals);
    const output = { questions: form.value.questions, answers };
    expect(toOutcomeResult({ kind: "answered", output }, { format })).toEqual(fixture.resume);
    const cancelled = run.items.map(({ interruptId }) => ({ interruptId, status: "cancelled" }));
    expect(toOutcomeResult({ kind: "declined" }, { format })).toEqual(cancelled);
    expect(toOutcomeResult({ kind: "dismissed" }, { format })).toEqual(cancelled);
  });
});

describe("toResume", () => {
  it("writes the resume of the fixture's run: one resolved entry per interrupt, each payload valid", () => {
    const run = read(interrupts);
    const resume = toResume(run, {
      action: "accept",
      answers: {
        "int-input": [
          { id: "repo", answer: "acme/api" },
          { id: "replicas", answer: "3" },
        ],
        "int-confirm": [{ id: CONFIRMATION_ID, answer: "Yes" }],
      },
      approvals: { "int-tool": { approved: true, editedArgs: { to: "team@example.com", body: "v2 is out" } } },
    });
    expect(resume).toEqual(fixture.resume);
    expectValid(interrupts, resume);
    // The protocol's own types, in both versions we test: ours is what the client takes.
    const core: CoreResumeEntry[] = resume;
    const v1: ResumeEntry1[] = resume;
    const sent: Interrupt1[] = interrupts;
    expect([core, v1, sent]).toHaveLength(3);
  });

  it("writes a denied confirmation as false and a denied approval with its reason where the schema allows it", () => {
    const run = read([
      { id: "c", reason: "confirmation", message: "Go?" },
      { id: "t", reason: "tool_call", toolCallId: "x" },
      {
        id: "s",
        reason: "tool_call",
        toolCallId: "y",
        responseSchema: {
          type: "object",
          properties: { approved: { type: "boolean" } },
          required: ["approved"],
          additionalProperties: false,
        },
      },
    ]);
    const resume = toResume(run, {
      action: "accept",
      answers: { c: [{ id: CONFIRMATION_ID, answer: "No" }] },
      approvals: { t: { approved: false, reason: "too soon" }, s: { approved: false, reason: "no room for this" } },
    });
    expect(resume).toEqual([
      { interruptId: "c", status: "resolved", payload: false },
      { interruptId: "t", status: "resolved", payload: { approved: false, reason: "too soon" } },
      { interruptId: "s", status: "resolved", payload: { approved: false } },
    ]);
  });

  it("never sends edits an approval's schema does not offer, nor an approval nobody gave", () => {
    const run = read([
      {
        id: "t",
        reason: "tool_call",
        toolCallId: "x",
        responseSchema: { type: "object", properties: { approved: { type: "boolean" } } },
      },
      { id: "u", reason: "tool_call", toolCallId: "y" },
    ]);
    expect(toResume(run, { action: "accept", approvals: { t: { approved: true, editedArgs: { to: "x" } } } })).toEqual([
      { interruptId: "t", status: "resolved", payload: { approved: true } },
      { interruptId: "u", status: "resolved", payload: { approved: false } },
    ]);
  });

  it("writes a confirmation with a schema of fields in that schema's shape", () => {
    const schema = { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] };
    const sent = [{ id: "c", reason: "confirmation", responseSchema: schema }];
    const resume = toResume(read(sent), { action: "accept", answers: { c: [{ id: "ok", answer: "Yes" }] } });
    expect(resume).toEqual([{ interruptId: "c", status: "resolved", payload: { ok: true } }]);
    expectValid(sent, resume);
  });

  it("cancels every item, with no payload, for the one spelling of cancel, and refuses any other", () => {
    const run = read(interrupts);
    const cancelled = interrupts.map(({ id }) => ({ interruptId: id, status: "cancelled" }));
    expect(toResume(run, "cancel")).toEqual(cancelled);
    // The second spelling is gone (SPEC §17): refused, never sent as an accept that approves nothing.
    expect(() => toResume(run, { action: "cancel" } as never)).toThrow(/"cancel"/);
  });

  it("reads answers by own key only: an interrupt named __proto__ or toString is answered like any other", () => {
    const run = read([
      { id: "__proto__", reason: "confirmation" },
      { id: "toString", reason: "tool_call" },
    ]);
    expect(
      toResume(run, { action: "accept", answers: { ["__proto__"]: [{ id: CONFIRMATION_ID, answer: "No" }] } }),
    ).toEqual([
      { interruptId: "__proto__", status: "resolved", payload: false },
      { interruptId: "toString", status: "resolved", payload: { approved: false } },
    ]);
  });
});

// Issue 43, item 6: each keyword is enforced by the form (read into a rule it checks) or the
// interrupt is refused as unsupported_schema; never a payload its responseSchema refuses.
describe("every keyword of a responseSchema is enforced or refused", () => {
  const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: "object",
    properties,
    required: Object.keys(properties),
    ...extra,
  });
  const refused: [string, unknown][] = [
    ["pattern", object({ code: { type: "string", pattern: "^[A-Z]{3}$" } })],
    ["multipleOf", object({ n: { type: "number", multipleOf: 5 } })],
    ["exclusiveMaximum on a number", object({ n: { type: "number", exclusiveMaximum: 1 } })],
    ["an enum of mixed types", object({ n: { type: "string", enum: ["a", 1] } })],
    ["a boolean const", object({ b: { type: "boolean", const: true } })],
    ["a format the form cannot check", object({ id: { type: "string", format: "uuid" } })],
    ["minProperties", object({ a: { type: "string" } }, { required: [], minProperties: 1 })],
    ["a required key with no property", object({ a: { type: "string" } }, { required: ["a", "b"] })],
  ];
  it.each(refused)("refuses %s as unsupported_schema", (_, responseSchema) => {
    const result = fromInterrupts([{ id: "i", reason: "input_required", responseSchema }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.code)).toContain("unsupported_schema");
  });

  it("reads an integer enum as a choice, a const as its one option, an integer's exclusive bounds as limits", () => {
    const responseSchema = object({
      lvl: { type: "integer", enum: [1, 2, 3] },
      mode: { type: "string", const: "fast" },
      n: { type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10 },
    });
    const sent = [{ id: "i", reason: "input_required", responseSchema }];
    const [item] = read(sent).items;
    expect(item?.questions).toEqual([
      expect.objectContaining({ id: "lvl", type: "SingleChoice", options: ["1", "2", "3"] }),
      expect.objectContaining({ id: "mode", type: "SingleChoice", options: ["fast"] }),
      expect.objectContaining({ id: "n", input: expect.objectContaining({ minimum: 1, maximum: 9 }) }),
    ]);
    const resume = toResume(read(sent), {
      action: "accept",
      answers: {
        i: [
          { id: "lvl", selected: ["2"] },
          { id: "mode", selected: ["fast"] },
          { id: "n", answer: "9" },
        ],
      },
    });
    expect(resume).toEqual([{ interruptId: "i", status: "resolved", payload: { lvl: 2, mode: "fast", n: 9 } }]);
    expectValid(sent, resume);
  });

  it("refuses a tool call whose schema asks another shape, or a reason from an enum", () => {
    for (const responseSchema of [
      object({ decision: { type: "string", enum: ["approve", "reject"] } }),
      object({ approved: { type: "boolean" }, reason: { type: "string", enum: ["risky", "wrong"] } }),
      { type: "object", properties: { reason: { type: "string" } }, additionalProperties: false },
    ]) {
      const result = fromInterrupts([{ id: "t", reason: "tool_call", toolCallId: "x", responseSchema }]);
      expect(result.ok, JSON.stringify(responseSchema)).toBe(false);
    }
  });

  it("refuses a confirmation whose schema takes no yes / no", () => {
    const result = fromInterrupts([{ id: "c", reason: "confirmation", responseSchema: { type: "object" } }]);
    expect(result).toMatchObject({ ok: false, issues: [expect.objectContaining({ code: "unsupported_schema" })] });
  });

  it("asks a custom reason's scalar schema as one question, and resumes with that value", () => {
    const sent = [{ id: "m", reason: "mastra:suspend", message: "Your name?", responseSchema: { type: "string" } }];
    const run = read(sent);
    expect(run.items[0]).toMatchObject({ kind: "questions", questions: [expect.objectContaining({ type: "Text" })] });
    const id = run.items[0]?.questions[0]?.id as string;
    const resume = toResume(run, { action: "accept", answers: { m: [{ id, answer: "Ada" }] } });
    expect(resume).toEqual([{ interruptId: "m", status: "resolved", payload: "Ada" }]);
    expectValid(sent, resume);
  });

  it("refuses to write a payload without a required answer, naming the interrupt", () => {
    const run = read([{ id: "i", reason: "input_required", responseSchema: object({ repo: { type: "string" } }) }]);
    expect(() => toResume(run, { action: "accept" })).toThrow(TypeError);
    expect(() => toResume(run, { action: "accept", answers: { i: [] } })).toThrow(/"i".*repo/);
  });
});
