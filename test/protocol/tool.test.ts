import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import type { JSONSchema7 } from "json-schema";
import { describe, expect, it } from "vitest";
import {
  askQuestionsTool,
  DEFAULT_LIMITS,
  type IssueCode,
  QUESTION_TYPES,
  type QuestionIssue,
  validateQuestionInput,
} from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/tool-calls.json";
import { mutate, mutation, validPayload } from "../support/generators.ts";

const { inputSchema, description } = askQuestionsTool;
// Strict mode: an unknown keyword or a misspelt type fails compilation.
const draft07 = new Ajv({ strict: true, allowUnionTypes: true });
const draft2020 = new Ajv2020({ strict: true, allowUnionTypes: true });
const validate07 = draft07.compile(inputSchema);
const validate2020 = draft2020.compile(inputSchema);

// anyOf is the one addition of version 2, and only where an option may be a string or an object.
const SUBSET = new Set(["type", "properties", "required", "items", "enum", "description", "default", "anyOf"]);
const AGREEMENT_RUNS = 3_000;

// The rules a schema in this subset cannot state (SPEC §4): cross-field rules,
// per-type presence rules, non-empty arrays, unique items, blank strings, size limits.
const SCHEMA_CANNOT_SAY = new Set<IssueCode>([
  "no_questions",
  "duplicate_id",
  "missing_options",
  "empty_options",
  "invalid_option",
  "options_not_allowed",
  "missing_recommended",
  "recommended_not_an_option",
  "recommended_not_allowed",
  "too_large",
]);

function valueAt(root: unknown, path: QuestionIssue["path"]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}

/** Whether an issue is one the schema may let through: a cross-field rule, or a blank string. */
function schemaCannotSay(issue: QuestionIssue, input: unknown): boolean {
  if (issue.code === "missing_field") return typeof valueAt(input, issue.path) === "string";
  return SCHEMA_CANNOT_SAY.has(issue.code);
}

function walk(schema: Record<string, unknown>, visit: (node: Record<string, unknown>) => void): void {
  visit(schema);
  for (const child of Object.values((schema.properties as Record<string, Record<string, unknown>>) ?? {}))
    walk(child, visit);
  if (schema.items) walk(schema.items as Record<string, unknown>, visit);
  for (const child of (schema.anyOf as Record<string, unknown>[]) ?? []) walk(child, visit);
}

describe("askQuestionsTool", () => {
  it("is named ask_questions and drops into APIs typed with JSON Schema draft-07", () => {
    const asDraft7: JSONSchema7 = inputSchema;
    expect(askQuestionsTool.name).toBe("ask_questions");
    expect(asDraft7.type).toBe("object");
  });

  it("tells the model how to use it well (SPEC §4)", () => {
    expect(description).toMatch(/Batch every question into one call/);
    expect(description).toMatch(/Always fill purpose/);
    expect(description).toMatch(/Every SingleChoice needs a recommended equal to one option exactly/);
    expect(description).toMatch(/keep the options in their natural order, the form shows it first/);
    expect(description).toMatch(/Never ask what you can infer/);
  });

  it("says the limit on options and that a long list is fine where it is the honest question (SPEC §16)", () => {
    expect(DEFAULT_LIMITS.maxOptions).toBe(100);
    expect(description).toMatch(
      /Offer every real option, up to 100: a long list \(a country, a file, a model\) is fine, the form filters it; never cut it down to a few\./,
    );
    const options = (inputSchema.properties as Record<string, { description?: string }>).questions;
    expect(JSON.stringify(options)).toMatch(/labels, or \{label, description\}; up to 100\./);
  });

  it("is a valid schema under both the draft-07 and the 2020-12 meta-schema", () => {
    expect(draft07.validateSchema(inputSchema), JSON.stringify(draft07.errors)).toBe(true);
    expect(draft2020.validateSchema(inputSchema), JSON.stringify(draft2020.errors)).toBe(true);
  });

  it("uses only the keywords both drafts read alike, and never forbids unknown properties", () => {
    const keywords = new Set<string>();
    walk(inputSchema as Record<string, unknown>, (node) => {
      for (const key of Object.keys(node)) keywords.add(key);
    });
    expect([...keywords].filter((key) => !SUBSET.has(key))).toEqual([]);
  });

  it("uses anyOf only for an option, which is a label or a {label, description, preview} object (SPEC §6)", () => {
    const withAnyOf: unknown[] = [];
    walk(inputSchema as Record<string, unknown>, (node) => node.anyOf && withAnyOf.push(node));
    const options = inputSchema.properties?.questions?.items?.properties?.options;
    expect(withAnyOf).toEqual([options?.items]);
    expect(options?.items?.anyOf?.map((branch) => branch.type)).toEqual(["string", "object"]);
    expect(options?.items?.anyOf?.[1]?.required).toEqual(["label"]);
  });

  it("tells the model how to ask for files: a Text with attachments, its fields and limits (SPEC §16)", () => {
    expect(description).toMatch(/ask a Text with attachments, e\.g\. \{"accept": \["image\/\*"\]\}/);
    const attachments = inputSchema.properties?.questions?.items?.properties?.attachments;
    expect(attachments?.type).toEqual(["object", "null"]);
    expect(Object.keys(attachments?.properties ?? {})).toEqual(["accept", "maxFiles", "maxBytes"]);
    expect(attachments?.properties?.accept?.items?.type).toBe("string");
    const files = {
      id: "shot",
      question: "Which screen?",
      type: "Text",
      attachments: { accept: ["image/*"], maxFiles: 2 },
    };
    expect(validate07({ questions: [files] }), JSON.stringify(validate07.errors)).toBe(true);
    expect(validate2020({ questions: [{ ...files, attachments: { maxFiles: "2" } }] })).toBe(false);
  });

  it("describes exactly the wire format: eleven fields (§1, §6 and §16), three required, the four types, null allowed on the rest", () => {
    const item = inputSchema.properties?.questions?.items;
    expect(inputSchema.required).toEqual(["questions"]);
    expect(Object.keys(item?.properties ?? {}).sort()).toEqual(
      [
        "id",
        "options",
        "purpose",
        "question",
        "recommended",
        "required",
        "type",
        "header",
        "allowOther",
        "placeholder",
        "attachments",
      ].sort(),
    );
    expect(item?.required).toEqual(["id", "question", "type"]);
    expect(item?.properties?.type?.enum).toEqual([...QUESTION_TYPES]);
    for (const field of [
      "purpose",
      "options",
      "required",
      "recommended",
      "header",
      "allowOther",
      "placeholder",
      "attachments",
    ]) {
      expect(item?.properties?.[field]?.type, field).toContain("null");
    }
    expect(item?.properties?.required?.default).toBe(true);
  });

  it("accepts every fixture payload ask accepts, under both drafts", () => {
    const accepted = fixtures.cases
      .map(({ input }) => (typeof input === "string" ? JSON.parse(input) : input))
      .filter((input) => validateQuestionInput(input).ok);
    expect(accepted.length).toBeGreaterThan(3);
    for (const input of accepted) {
      expect(validate07(input), JSON.stringify(validate07.errors)).toBe(true);
      expect(validate2020(input)).toBe(true);
    }
  });

  it("agrees with validateQuestionInput on generated payloads, except for what a schema cannot say", () => {
    const seen = { accepted: 0, schemaRejects: 0, onlyValidatorRejects: 0 };
    fc.assert(
      fc.property(validPayload, fc.array(mutation, { maxLength: 3 }), (payload, changes) => {
        const input = mutate(payload, changes);
        const result = validateQuestionInput(input);
        const schemaOk = validate07(input);
        expect(validate2020(input)).toBe(schemaOk);
        if (result.ok) {
          seen.accepted++;
          expect(schemaOk, JSON.stringify(validate07.errors)).toBe(true);
        } else if (schemaOk) {
          seen.onlyValidatorRejects++;
          expect(result.issues.filter((issue) => !schemaCannotSay(issue, input))).toEqual([]);
        } else seen.schemaRejects++;
      }),
      { numRuns: AGREEMENT_RUNS },
    );
    // Each way to agree or differ really happened, so the property was not vacuous.
    expect(Math.min(seen.accepted, seen.schemaRejects, seen.onlyValidatorRejects)).toBeGreaterThan(AGREEMENT_RUNS / 20);
  });
});
