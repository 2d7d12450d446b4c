import { describe, expect, it } from "vitest";
import { fromInputRequired, toElicitResult, toInputResponses } from "../../src/mcp/index.ts";
import fixtures from "../support/fixtures/mcp-2026.json";

// MCP 2026-07-28 Multi Round-Trip Requests (SPEC §10): a round read whole,
// answered whole, its requestState handed back as it came.

const { result } = fixtures.mcp_2026_input_required_round;
const billing = result.inputRequests.billing.params;
const consent = result.inputRequests.consent.params;

const issuesOf = (read: ReturnType<typeof fromInputRequired>) =>
  read.ok ? [] : read.issues.map(({ code, path }) => [code, path.join(".")]);

describe("fromInputRequired", () => {
  it("reads every elicitation of the round in order, leaves the others to the host, keeps requestState", () => {
    const read = fromInputRequired(result);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.value.elicitations.map(({ key, mode }) => [key, mode])).toEqual([
      ["billing", "form"],
      ["consent", "url"],
    ]);
    expect(read.value.others).toEqual(["summary"]);
    expect(read.value.requestState).toBe(result.requestState);
    const [form, url] = read.value.elicitations;
    expect(form).toMatchObject({ message: billing.message, params: billing });
    if (form?.mode !== "form") throw new Error("form expected");
    expect(form.questions.map(({ id }) => id)).toEqual(["email", "seats", "starts", "sso"]);
    expect(url).toEqual({ key: "consent", mode: "url", message: consent.message, url: consent.url, params: consent });
  });

  it("passes requestState through byte for byte, never parsing it", () => {
    const odd = ' {"not": json} \u0000\u{1F600} ';
    const read = fromInputRequired({ ...result, requestState: odd });
    expect(read.ok && read.value.requestState).toBe(odd);
  });

  it("reads a round with only requestState (the server is shedding load) as one with nothing to ask", () => {
    const read = fromInputRequired({ resultType: "input_required", requestState: "s" });
    expect(read).toEqual({ ok: true, value: { elicitations: [], others: [], requestState: "s" } });
  });

  it("reports a malformed request at its key, with every other problem", () => {
    const read = fromInputRequired({
      resultType: "input_required",
      inputRequests: {
        ok: result.inputRequests.billing,
        bad: { method: "elicitation/create", params: { message: "Pay", mode: "url", url: "ftp://x" } },
        junk: 7,
        nameless: { params: {} },
      },
      requestState: 12,
    });
    expect(issuesOf(read)).toEqual([
      ["missing_field", "inputRequests.bad.params.url"],
      ["not_an_object", "inputRequests.junk"],
      ["missing_field", "inputRequests.nameless.method"],
      ["wrong_type", "requestState"],
    ]);
  });

  it("reports what is not an input_required result", () => {
    expect(issuesOf(fromInputRequired(null))).toEqual([["not_an_object", ""]]);
    expect(issuesOf(fromInputRequired({ content: [] }))).toEqual([
      ["missing_field", "resultType"],
      ["missing_field", "inputRequests"],
    ]);
    expect(issuesOf(fromInputRequired({ resultType: "input_required" }))).toEqual([["missing_field", "inputRequests"]]);
  });
});

describe("toInputResponses", () => {
  const read = fromInputRequired(result);
  if (!read.ok) throw new Error("the fixture must read");
  const answers = {
    billing: [
      { id: "email", answer: "ada@example.com" },
      { id: "seats", answer: "4" },
      { id: "starts", answer: "2026-12-01T09:30:00Z" },
      { id: "sso", answer: "Yes" },
    ],
  };

  it("answers exactly the round's elicitation keys: form content as toElicitResult writes it, URL accepted", () => {
    const responses = toInputResponses(read.value, { action: "accept", answers });
    expect(responses).toEqual({
      billing: toElicitResult(billing, answers.billing),
      consent: { action: "accept" },
    });
    expect(responses.billing).toEqual({
      action: "accept",
      // A date-time goes as its instant in UTC, with milliseconds, as zod's iso.datetime() and Ajv both accept it.
      content: { email: "ada@example.com", seats: 4, starts: "2026-12-01T09:30:00.000Z", sso: true },
    });
  });

  it("declines or cancels every elicitation of the round", () => {
    expect(toInputResponses(read.value, "decline")).toEqual({
      billing: { action: "decline" },
      consent: { action: "decline" },
    });
    expect(toInputResponses(read.value, "cancel")).toEqual({
      billing: { action: "cancel" },
      consent: { action: "cancel" },
    });
  });

  // Review defect 8: it sent content: {} for a form request left out, which the server refuses.
  it("refuses an accepted round that leaves a form request unanswered, naming its key", () => {
    expect(() => toInputResponses(read.value, { action: "accept", answers: {} })).toThrow(
      /no answers for the form request "billing"/,
    );
    expect(() => toInputResponses(read.value, { action: "accept", answers: { billing: undefined } })).toThrow(
      TypeError,
    );
  });

  it("writes a key named __proto__ as a plain key", () => {
    const odd = fromInputRequired({
      resultType: "input_required",
      inputRequests: { ["__proto__"]: { method: "elicitation/create", params: consent } },
    });
    if (!odd.ok) throw new Error(JSON.stringify(odd.issues));
    expect(Object.keys(toInputResponses(odd.value, "decline"))).toEqual(["__proto__"]);
  });
});

describe("fromInputRequired on hostile values", () => {
  it("reports a round whose getters throw, and a proxy, without throwing", () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
        ownKeys() {
          throw new Error("boom");
        },
      },
    );
    const getter = Object.defineProperty({ resultType: "input_required" }, "inputRequests", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    for (const value of [trap, getter, { resultType: "input_required", inputRequests: { a: trap } }])
      expect(fromInputRequired(value).ok).toBe(false);
  });
});
