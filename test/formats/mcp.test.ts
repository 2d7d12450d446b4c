import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  type ElicitRequestFormParams,
  ElicitRequestSchema,
  type ElicitRequestURLParams,
  type ElicitResult,
} from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cancelElicitation,
  declineElicitation,
  type ElicitationFormRead,
  fromElicitation,
  toElicitResult,
} from "../../src/mcp/index.ts";
import { type QuestionIssue, validateAnswers } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";
import { answerAsPerson } from "../support/person.ts";

// A real MCP Client and Server from @modelcontextprotocol/sdk, linked in
// memory: the server asks with elicitInput, the client answers through our
// reader and writer, and the server's own Ajv check of `content` must pass.

type Answering = (params: ElicitRequestFormParams | ElicitRequestURLParams) => ElicitResult;

let server: Server;
let client: Client;
let answer: Answering;
let readIssues: QuestionIssue[] | undefined;

beforeEach(async () => {
  server = new Server({ name: "repo-bot", version: "1.0.0" }, { capabilities: {} });
  client = new Client({ name: "chat", version: "1.0.0" }, { capabilities: { elicitation: { form: {}, url: {} } } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => answer(request.params));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
  readIssues = undefined;
  // The person answers every question the reader returns, as the form would.
  answer = (params) => {
    const read = fromElicitation(params);
    if (!read.ok) {
      readIssues = read.issues;
      return declineElicitation();
    }
    if (read.value.mode !== "form") return declineElicitation();
    const answers = read.value.questions.map((question) => answerAsPerson(question));
    expect(validateAnswers(read.value.questions, answers)).toEqual([]);
    return toElicitResult(params, answers);
  };
});

afterEach(async () => {
  await client.close();
  await server.close();
});

const ask = (properties: Record<string, unknown>, required: string[] = []) =>
  server.elicitInput({
    message: "Tell us",
    requestedSchema: { type: "object", properties, required } as ElicitRequestFormParams["requestedSchema"],
  });

describe("MCP elicitation against the real SDK (SPEC §7)", () => {
  it.each([
    ["a plain string", { type: "string", title: "Owner", minLength: 1, maxLength: 39 }, "string"],
    ["an email", { type: "string", format: "email" }, "string"],
    ["a uri", { type: "string", format: "uri" }, "string"],
    ["a date", { type: "string", format: "date" }, "string"],
    ["a date-time", { type: "string", format: "date-time" }, "string"],
    ["a number", { type: "number", minimum: 0.5, maximum: 2 }, "number"],
    ["an integer", { type: "integer", minimum: 1, maximum: 10 }, "number"],
    ["a boolean", { type: "boolean", title: "Enable issues?" }, "boolean"],
    ["an enum", { type: "string", enum: ["public", "private"] }, "string"],
    [
      "a legacy enum with enumNames",
      { type: "string", enum: ["pub", "priv"], enumNames: ["Public", "Private"] },
      "string",
    ],
    [
      "a titled oneOf",
      {
        type: "string",
        oneOf: [
          { const: "a", title: "Alpha" },
          { const: "b", title: "Beta" },
        ],
      },
      "string",
    ],
    [
      "a multi-select enum",
      { type: "array", items: { type: "string", enum: ["ai", "react", "cli"] }, maxItems: 2 },
      "array",
    ],
    [
      "a multi-select anyOf",
      {
        type: "array",
        items: {
          anyOf: [
            { const: "x", title: "Ex" },
            { const: "y", title: "Why" },
          ],
        },
        minItems: 1,
      },
      "array",
    ],
  ])("%s: the server accepts the answer, in the right JSON type", async (_, property, jsonType) => {
    const result = await ask({ value: property }, ["value"]);
    expect(result.action).toBe("accept");
    const value = result.content?.value;
    expect(Array.isArray(value) ? "array" : typeof value).toBe(jsonType);
  });

  it("sends enum values, not their titles", async () => {
    const result = await ask({
      legacy: { type: "string", enum: ["pub", "priv"], enumNames: ["Public", "Private"] },
      titled: {
        type: "string",
        oneOf: [
          { const: "a", title: "Alpha" },
          { const: "b", title: "Beta" },
        ],
      },
      many: {
        type: "array",
        items: {
          anyOf: [
            { const: "x", title: "Ex" },
            { const: "y", title: "Why" },
          ],
        },
      },
    });
    expect(result.content).toEqual({ legacy: "priv", titled: "b", many: ["x", "y"] });
  });

  it("answers the whole real-looking form of the fixture", async () => {
    const { params } = fixtures.mcp_elicitation_form;
    const result = await server.elicitInput(params as ElicitRequestFormParams);
    expect(result.action).toBe("accept");
    expect(Object.keys(result.content ?? {}).sort()).toEqual(
      ["contact", "issues", "owner", "stars_goal", "topics", "visibility"].sort(),
    );
  });

  it("reports a nested object as unsupported_schema, and the host can decline", async () => {
    const params = {
      message: "Where?",
      requestedSchema: {
        type: "object",
        properties: { name: { type: "string" }, address: { type: "object", properties: { city: { type: "string" } } } },
      },
    };
    const read = fromElicitation(params);
    expect(read.ok ? [] : read.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "unsupported_schema", path: ["requestedSchema", "properties", "address"] },
    ]);
    // The SDK's client already refuses such a request before any handler runs; a host on another client declines.
    await expect(server.elicitInput(params as unknown as ElicitRequestFormParams)).rejects.toThrow(/Invalid input/);
    expect(readIssues).toBeUndefined();
  });

  it("delivers decline and cancel as such", async () => {
    answer = () => declineElicitation();
    expect(await ask({ name: { type: "string" } })).toEqual({ action: "decline" });
    answer = () => cancelElicitation();
    expect(await ask({ name: { type: "string" } })).toEqual({ action: "cancel" });
  });

  it("reads URL mode without opening anything", async () => {
    const { params } = fixtures.mcp_elicitation_url;
    let seen: unknown;
    answer = (request) => {
      seen = fromElicitation(request);
      return declineElicitation();
    };
    expect(await server.elicitInput(params as ElicitRequestURLParams)).toEqual({ action: "decline" });
    expect(seen).toEqual({ ok: true, value: { ...params } });
  });
});

describe("fromElicitation", () => {
  it("maps each property to a question and its default (the fixture)", () => {
    const read = fromElicitation(fixtures.mcp_elicitation_form.params);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const { questions, defaults } = read.value as ElicitationFormRead;
    expect(questions).toEqual([
      {
        id: "owner",
        question: "Owner",
        type: "Text",
        purpose: "User or organisation",
        required: true,
        input: { kind: "text", minLength: 1, maxLength: 39 },
      },
      {
        id: "visibility",
        question: "Visibility",
        type: "SingleChoice",
        options: ["Public", "Private"],
        required: true,
      },
      {
        id: "stars_goal",
        question: "Star goal",
        type: "Text",
        required: false,
        input: { kind: "integer", minimum: 0, maximum: 100000 },
      },
      {
        id: "topics",
        question: "Topics",
        type: "MultiChoice",
        options: ["ai", "react", "cli", "rust"],
        required: false,
        maxSelected: 3,
      },
      { id: "contact", question: "Contact email", type: "Text", required: false, input: { kind: "email" } },
      { id: "issues", question: "Enable issues?", type: "YesNo", required: false },
    ]);
    expect(defaults).toEqual([
      { id: "visibility", selected: ["Private"] },
      { id: "issues", answer: "Yes" },
    ]);
  });

  it("reports every problem at once, each at its property", () => {
    const read = fromElicitation({
      message: 1,
      requestedSchema: {
        type: "object",
        properties: { a: { type: "object" }, b: { type: "null" }, c: { type: "array", items: { type: "string" } } },
      },
    });
    expect(read.ok ? [] : read.issues.map(({ code, path }) => [code, path.join(".")])).toEqual([
      ["missing_field", "message"],
      ["unsupported_schema", "requestedSchema.properties.a"],
      ["unsupported_schema", "requestedSchema.properties.b"],
      ["unsupported_schema", "requestedSchema.properties.c"],
    ]);
  });

  it("leaves out a skipped optional question and sends a date-time with its zone", () => {
    const params = {
      message: "When?",
      requestedSchema: {
        type: "object",
        properties: { at: { type: "string", format: "date-time" }, note: { type: "string" } },
      },
    };
    const { content } = toElicitResult(params, [{ id: "at", answer: "2026-12-01T09:30" }, { id: "note" }]) as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(content)).toEqual(["at"]);
    expect(content.at).toMatch(/^2026-12-0\dT\d\d:\d\d:00\.000Z$/);
  });

  // Review defect 3: "  abcde  " went out for a 5-character maxLength and a blank optional answer as
  // "   ", while validateAnswers judged the trimmed text: the server refused what the check passed.
  it("sends text trimmed, as validateAnswers judges it, and a blank answer not at all", () => {
    const params = {
      message: "Name?",
      requestedSchema: {
        type: "object",
        properties: { name: { type: "string", maxLength: 5 }, note: { type: "string" }, seats: { type: "integer" } },
        required: ["name"],
      },
    };
    const answers = [
      { id: "name", answer: "  abcde  " },
      { id: "note", answer: " \u200b  " },
      { id: "seats", answer: " 4 " },
    ];
    expect(toElicitResult(params, answers)).toEqual({ action: "accept", content: { name: "abcde", seats: 4 } });
  });
});

describe("odd enums the SDK accepts stay answerable (issue 37, defect 5)", () => {
  const read = (property: Record<string, unknown>) => {
    const got = fromElicitation({
      message: "Tell us",
      requestedSchema: { type: "object", properties: { pick: property } },
    });
    if (!got.ok || got.value.mode !== "form") throw new Error(JSON.stringify(got));
    return got.value.questions[0];
  };
  const sent = (property: Record<string, unknown>, selected: string[]) =>
    toElicitResult({ message: "Tell us", requestedSchema: { type: "object", properties: { pick: property } } }, [
      { id: "pick", selected },
    ]);

  it("an enum value that is empty shows as (empty) and is sent as an empty string", () => {
    const property = { type: "string", enum: ["", "low", "high"] };
    expect(read(property)?.options).toEqual(["(empty)", "low", "high"]);
    expect(sent(property, ["(empty)"])).toEqual({ action: "accept", content: { pick: "" } });
  });

  it("a blank title shows the value", () => {
    const property = { type: "string", enum: ["pub", "priv"], enumNames: ["Public", "  "] };
    expect(read(property)?.options).toEqual(["Public", "priv"]);
    expect(sent(property, ["priv"])).toEqual({ action: "accept", content: { pick: "priv" } });
  });

  it("two options with the same title are told apart by their values, and each sends its own", () => {
    const property = {
      type: "string",
      oneOf: [
        { const: "us-east", title: "US" },
        { const: "us-west", title: "US" },
        { const: "eu", title: "Europe" },
      ],
    };
    expect(read(property)?.options).toEqual(["US (us-east)", "US (us-west)", "Europe"]);
    expect(sent(property, ["US (us-west)"])).toEqual({ action: "accept", content: { pick: "us-west" } });
    const many = { type: "array", items: property };
    expect(read(many)?.options).toEqual(["US (us-east)", "US (us-west)", "Europe"]);
    expect(sent(many, ["US (us-east)", "Europe"])).toEqual({ action: "accept", content: { pick: ["us-east", "eu"] } });
  });

  it("a value listed twice is one option", () => {
    expect(read({ type: "string", enum: ["a", "a", "b"] })?.options).toEqual(["a", "b"]);
  });

  it("the SDK's server accepts what the person picks in each", async () => {
    const result = await ask(
      {
        empty: { type: "string", enum: ["", "low"] },
        alike: {
          type: "string",
          oneOf: [
            { const: "us-east", title: "US" },
            { const: "us-west", title: "US" },
          ],
        },
        twice: { type: "string", enum: ["a", "a", "b"] },
      },
      ["empty", "alike", "twice"],
    );
    expect(readIssues).toBeUndefined();
    expect(result.action).toBe("accept");
    expect(Object.keys(result.content ?? {}).sort()).toEqual(["alike", "empty", "twice"]);
  });
});

describe("fromElicitation on its own", () => {
  it("asks by the property's key when its title is blank (whitespace or invisible characters only)", () => {
    const read = fromElicitation({
      message: "A few details",
      requestedSchema: { type: "object", properties: { project_name: { type: "string", title: "\u200b \u2060" } } },
    });
    if (!read.ok || read.value.mode !== "form") throw new Error(JSON.stringify(read));
    expect(read.value.questions[0]?.question).toBe("project_name");
  });
});

describe("fromElicitation: secrets", () => {
  it("reads a string with format password or writeOnly as a secret, its length limits kept", () => {
    const read = fromElicitation({
      message: "Sign in",
      requestedSchema: {
        type: "object",
        properties: {
          password: { type: "string", format: "password" },
          token: { type: "string", writeOnly: true, maxLength: 40 },
          name: { type: "string" },
        },
      },
    });
    if (!read.ok || read.value.mode !== "form") throw new Error(JSON.stringify(read));
    expect(read.value.questions.map((question) => question.input)).toEqual([
      { kind: "secret" },
      { kind: "secret", maxLength: 40 },
      { kind: "text" },
    ]);
  });
});

describe("fromElicitation, URL mode of both revisions (SPEC §10)", () => {
  const consent = {
    mode: "url",
    message: "Authorise the payment provider",
    url: "https://pay.example.com/authorise?session=42",
  };

  it("reads a 2026-07-28 URL request, which carries no elicitationId", () => {
    expect(fromElicitation(consent)).toEqual({ ok: true, value: consent });
  });

  it("keeps a 2025-11-25 request's elicitationId", () => {
    const read = fromElicitation({ ...consent, elicitationId: "c3f1-42" });
    expect(read).toEqual({ ok: true, value: { ...consent, elicitationId: "c3f1-42" } });
  });

  it("reports an elicitationId that is there but not a string", () => {
    const read = fromElicitation({ ...consent, elicitationId: 42 });
    expect(read.ok ? [] : read.issues.map(({ code, path }) => [code, path.join(".")])).toEqual([
      ["wrong_type", "elicitationId"],
    ]);
  });
});
