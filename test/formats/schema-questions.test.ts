import { describe, expect, it } from "vitest";
import { fromInterrupts } from "../../src/ag-ui/index.ts";
import { readSchemaQuestions, toSchemaObject } from "../../src/formats/schemaQuestions.ts";
import { fromInterrupt } from "../../src/langgraph/index.ts";
import { fromElicitation } from "../../src/mcp/index.ts";

// Issue 44: JSON Schema ↔ questions is one module, read directly by MCP, AG-UI, LangGraph and the
// approval editor. Its issue paths are relative to the schema; each caller puts its own name in front.

/** One property the form can ask, one it cannot (an object), and an option whose title is too long. */
const schema = {
  type: "object",
  properties: {
    city: { type: "string", title: "City" },
    address: { type: "object" },
    size: { type: "string", oneOf: [{ const: "s", title: "x".repeat(2001) }] },
  },
};

/** Each issue as `code path`, for comparing where every reader puts the same problems. */
const where = (read: { ok: boolean; issues?: { code: string; path: (string | number)[] }[] }) =>
  (read.ok ? [] : (read.issues ?? [])).map(({ code, path }) => `${code} ${path.join(".")}`);

describe("readSchemaQuestions", () => {
  it("gives its issues' paths relative to the schema: a property's, and an option's in the enum it came from", () => {
    expect(where(readSchemaQuestions(schema))).toEqual([
      "unsupported_schema properties.address",
      "too_large properties.size.enum.0",
    ]);
  });

  it("has each caller put where its schema stands in front of the same paths", () => {
    const relative = where(readSchemaQuestions(schema));
    expect(where(fromElicitation({ message: "Where to?", requestedSchema: schema }))).toEqual(
      relative.map((issue) => issue.replace(" ", " requestedSchema.")),
    );
    expect(where(fromInterrupt({ requestedSchema: schema }))).toEqual(
      relative.map((issue) => issue.replace(" ", " requestedSchema.")),
    );
    expect(where(fromInterrupts([{ id: "where", reason: "input_required", responseSchema: schema }]))).toEqual(
      relative.map((issue) => issue.replace(" ", " 0.responseSchema.")),
    );
  });

  it("names the schema as its caller does in the messages about the whole schema", () => {
    const read = readSchemaQuestions({ type: "array" }, { name: "requestedSchema" });
    expect(read).toEqual({
      ok: false,
      issues: [
        {
          code: "unsupported_schema",
          path: [],
          message: '"requestedSchema" must be {"type": "object", "properties": {...}}.',
        },
      ],
    });
  });

  it("never throws on a schema that throws when looked into: it says it could not be read", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    expect(where(readSchemaQuestions(hostile))).toEqual(["not_an_object "]);
  });
});

describe("toSchemaObject", () => {
  it("writes the answers as the object the schema describes, from the fields the reader read", () => {
    const read = readSchemaQuestions({
      type: "object",
      properties: {
        guests: { type: "integer", title: "Guests" },
        room: { type: "integer", enum: [1, 2], title: "Room" },
        tags: { type: "array", items: { enum: ["quiet", "view"] } },
        breakfast: { type: "boolean" },
      },
      required: ["tags"],
    });
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(
      toSchemaObject(read.value, [
        { id: "guests", answer: " 3 " },
        { id: "room", selected: ["2"] },
        { id: "breakfast", answer: "Yes" },
      ]),
    ).toEqual({ guests: 3, room: 2, tags: [], breakfast: true });
  });
});
