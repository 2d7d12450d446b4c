import { describe, expect, it } from "vitest";
import { fromInterrupts } from "../../src/formats/agui.ts";
import { fromInputRequired } from "../../src/formats/mcp.ts";
import {
  answersByRequest,
  type RoundRequest,
  requestIndex,
  roundDefaults,
  roundQuestions,
} from "../../src/formats/requestRound.ts";

// Several requests in one form, for MCP's rounds and AG-UI's runs alike: one module reads them into one
// batch and writes the answers back per request.
const email = { id: "email", question: "Your email?", type: "Text" as const };
const requests: RoundRequest[] = [
  { key: "signup", questions: [email], defaults: [{ id: "email", answer: "a@b.c" }] },
  { key: "page" },
  { key: "__proto__", questions: [{ ...email, id: "a.b" }] },
];

describe("requestRound: several requests in one form", () => {
  it("gives each question an id of its request's place, so two requests may ask for the same key", () => {
    const read = roundQuestions({ ok: true, value: requests }, (value) => value);
    expect(read.ok && read.value.questions.map(({ id }) => id)).toEqual(["0.email", "2.a.b"]);
    expect(roundDefaults(requests)).toEqual([{ id: "0.email", answer: "a@b.c" }]);
    expect(requestIndex("2.a.b")).toBe(2);
  });

  it("writes the answers back under each request's key, every key present, a dotted id whole", () => {
    const byKey = answersByRequest(requests, [
      { id: "0.email", answer: "x@y.z" },
      { id: "2.a.b", answer: "kept" },
    ]);
    expect(Object.keys(byKey)).toEqual(["signup", "page", "__proto__"]);
    expect(byKey.signup).toEqual([{ id: "email", answer: "x@y.z" }]);
    expect(byKey.page).toEqual([]);
    // A plain key, not the prototype: fromEntries, never assignment.
    expect(Object.getOwnPropertyDescriptor(byKey, "__proto__")?.value).toEqual([{ id: "a.b", answer: "kept" }]);
  });

  it("passes a reader's issues on as they are", () => {
    const read = fromInterrupts("not a list");
    expect(read.ok).toBe(false);
    expect(roundQuestions(read, (run) => run.items.map((item) => ({ ...item, key: item.interruptId })))).toBe(read);
  });

  it("reads an MCP round's form requests and an AG-UI run's items through the same functions", () => {
    const round = fromInputRequired({
      resultType: "input_required",
      inputRequests: {
        a: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: "A",
            requestedSchema: { type: "object", properties: { email: { type: "string" } } },
          },
        },
        b: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: "B",
            requestedSchema: { type: "object", properties: { email: { type: "string" } } },
          },
        },
      },
    });
    const read = roundQuestions(round, (value) => value.elicitations);
    expect(read.ok && read.value.questions.map(({ id }) => id)).toEqual(["0.email", "1.email"]);
    const run = fromInterrupts([
      {
        id: "i1",
        reason: "input",
        message: "Name?",
        responseSchema: { type: "object", properties: { name: { type: "string" } } },
      },
    ]);
    const items = run.ok ? run.value.items.map((item) => ({ ...item, key: item.interruptId })) : [];
    expect(answersByRequest(items, [{ id: "0.name", answer: "Ada" }])).toEqual({ i1: [{ id: "name", answer: "Ada" }] });
  });
});
