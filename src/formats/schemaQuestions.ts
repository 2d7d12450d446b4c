// JSON Schema ↔ questions: an object schema's properties read as questions (each keyword enforced,
// or the schema refused as `unsupported_schema`: what the form sends always passes, SPEC §7), and
// the answers written back as the object the schema describes. MCP's elicitations, AG-UI's
// `responseSchema`, a LangGraph interrupt's `requestedSchema` and a tool's input schema in the
// approval editor all ask through here; each caller keeps its own envelope and prefixes the issue
// paths (relative to the schema) with where its schema stands.

import { dataUrlParts, isMediaPattern } from "../protocol/attachments.ts";
import { hasText } from "../protocol/blank.ts";
import { isDateTime, zonedDateTime } from "../protocol/dateTime.ts";
import { isObject } from "../protocol/json.ts";
import { ATTACHMENT_LIMITS, DEFAULT_LIMITS } from "../protocol/limits.ts";
import { quote } from "../protocol/quote.ts";
import {
  type AnswerAttachment,
  type AnswerItem,
  type InputKind,
  NO,
  type QuestionIssue,
  type QuestionItem,
  type TextInput,
  type Validated,
  YES,
} from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";

/** A value of the object the schema describes: text, a number, a yes / no, or an array's picks. */
export type SchemaValue = string | number | boolean | string[];

/** How one property maps between our answer and its value in the object. */
export interface SchemaField {
  /** The property's key: the question's id. */
  key: string;
  /** The question as read, before the batch check's normalization (it says how to write the value). */
  question: QuestionItem;
  /** Label → enum value, for the choice kinds. */
  values?: Map<string, string>;
  /** A choice of numbers (an integer or number `enum` / `const`): its values are sent as numbers. */
  numbers?: boolean;
  /** Listed in the schema's `required`: the key must be in the object. */
  needed?: boolean;
  /** The property's `default` as an answer. */
  default?: AnswerItem;
  /**
   * A file field (SPEC §16): its value is each file as a `data:` URL (MCP's `x-mcp-file`, a
   * `contentMediaType`) or as bare base64 (`contentEncoding: "base64"`); `many`: an array of them.
   */
  file?: { encoding: "data-url" | "base64"; many: boolean };
}

/** An object schema, read (`readSchemaQuestions`). */
export interface SchemaQuestions {
  /** One question per property, id = the property's key, checked and normalized. */
  questions: QuestionItem[];
  /** The schema's `default`s as answers, to start the form from. */
  defaults: AnswerItem[];
  /** Each property as read, for the writer (`toSchemaObject`). */
  fields: SchemaField[];
}

/** How `readSchemaQuestions` names the schema, and whether it reads file fields. */
export interface SchemaReadOptions {
  /** The schema's name in the caller's request (`requestedSchema`), as the issues' messages say it; `schema` if not given. */
  name?: string;
  /**
   * Read a string marked as a file (`x-mcp-file`, `contentMediaType`, `contentEncoding: "base64"`)
   * as a Text question with `attachments` (SPEC §16). Off for a tool's own input in the approval
   * editor, where the file the model sent must come back unchanged.
   */
  files?: boolean;
}

/**
 * The file a string property asks for (SPEC §16), or undefined when it asks for text: MCP's draft
 * `x-mcp-file` (SEP-2631, `{ accept?, maxSize? }`; its value a `data:` URI), a JSON Schema
 * `contentMediaType` (the file's type; a `data:` URL) or `contentEncoding: "base64"` (bare base64).
 */
function fileOf(
  schema: Record<string, unknown>,
): { encoding: "data-url" | "base64"; accept?: string[]; maxBytes?: number } | undefined {
  const marker = schema["x-mcp-file"];
  const { contentMediaType: type, contentEncoding } = schema;
  if (schema.type !== "string" || (marker === undefined && type === undefined && contentEncoding !== "base64"))
    return undefined;
  const declared = isObject(marker) ? marker : {};
  // A client-side hint: file extensions (which SEP-2631 also allows) are left to the server to check.
  const wanted = Array.isArray(declared.accept) ? declared.accept : typeof type === "string" ? [type] : [];
  const accept = wanted.filter((pattern): pattern is string => typeof pattern === "string" && isMediaPattern(pattern));
  const size = declared.maxSize;
  return {
    encoding: marker === undefined && contentEncoding === "base64" ? "base64" : "data-url",
    ...(accept.length && { accept }),
    // A server that takes more than the protocol's limit gets the limit.
    ...(Number.isInteger(size) &&
      (size as number) > 0 && { maxBytes: Math.min(size as number, ATTACHMENT_LIMITS.maxBytes) }),
  };
}

const FORMATS: Record<string, InputKind> = { email: "email", uri: "url", date: "date", "date-time": "date-time" };

/** What an option with neither a title nor a value of its own shows (an enum value `""`). */
const EMPTY_VALUE_LABEL = "(empty)";
/**
 * `[value, label]` of each choice of an enum, `oneOf`/`anyOf` of consts, or
 * undefined when it is not one. Odd enums the SDK accepts stay answerable
 * (issue 37): a blank title shows the value, a blank value `(empty)`; a value
 * listed twice is one choice; two titles alike are told apart by their values
 * (`US (us-east)`, `US (us-west)`), so each label maps back to its own value.
 */
function choicesOf(schema: Record<string, unknown>, numbers = false): [string, string][] | undefined {
  const { enumNames, oneOf, anyOf } = schema;
  // A `const` is an enum of one: the one value the schema takes, offered as the one option.
  const values = "const" in schema ? [schema.const] : schema.enum;
  let titled: [string, unknown][] | undefined;
  // A number enum's values are offered as their text, and sent back as the numbers they are.
  if (numbers && Array.isArray(values) && values.every((value) => Number.isFinite(value)))
    titled = values.map((value, at) => [String(value), Array.isArray(enumNames) ? enumNames[at] : undefined]);
  else if (!numbers && Array.isArray(values) && values.every((value) => typeof value === "string"))
    titled = values.map((value, at) => [value, Array.isArray(enumNames) ? enumNames[at] : undefined]);
  const consts = oneOf ?? anyOf;
  if (
    !titled &&
    !numbers &&
    Array.isArray(consts) &&
    consts.every((each) => isObject(each) && typeof each.const === "string")
  )
    titled = consts.map((each) => [each.const as string, each.title]);
  if (!titled) return undefined;
  const seen = new Set<string>();
  const unique = titled.filter(([value]) => {
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
  const choices = unique.map(([value, title]): [string, string] => [
    value,
    hasText(title) ? title : hasText(value) ? value : EMPTY_VALUE_LABEL,
  ]);
  const count = new Map<string, number>();
  for (const [, label] of choices) count.set(label, (count.get(label) ?? 0) + 1);
  const labels = new Set<string>();
  return choices.map(([value, label]) => {
    let shown = (count.get(label) ?? 0) > 1 ? `${label} (${hasText(value) ? value : EMPTY_VALUE_LABEL})` : label;
    // Still alike (a title that already reads "US (us-east)"): numbered, so no two options share a label.
    for (let n = 2; labels.has(shown); n++) shown = `${label} (${n})`;
    labels.add(shown);
    return [value, shown];
  });
}

/**
 * Keywords that restrict a value and that no question rule checks (a `pattern`, a
 * `multipleOf`, a combinator): a form that ignored one would send what the schema refuses, so a
 * schema that uses one is `unsupported_schema` instead (SPEC §7: what the form sends always passes).
 */
const UNCHECKED = [
  "pattern",
  "multipleOf",
  "not",
  "allOf",
  "if",
  "then",
  "else",
  "$ref",
  "$dynamicRef",
  "dependentSchemas",
  "contains",
  "minContains",
  "maxContains",
  "prefixItems",
  "unevaluatedItems",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "patternProperties",
  "propertyNames",
] as const;

/** The first keyword of `schema` no rule checks, or undefined. */
export const uncheckedKeyword = (schema: Record<string, unknown>, more: readonly string[] = []) =>
  [...UNCHECKED, ...more].find((keyword) => schema[keyword] !== undefined);

/** The formats a string question checks: FORMATS' kinds, and a password (any text, asked as a secret). */
const knownFormat = (format: unknown) =>
  format === undefined || format === "password" || Object.hasOwn(FORMATS, format as string);

function readField(key: string, schema: unknown, required: boolean, files?: boolean): SchemaField | string {
  if (!isObject(schema)) return "is not a schema object";
  const { type, title, description, minLength, maxLength, minItems, maxItems, format } = schema;
  // A file, or an array of files (SPEC §16): a Text question that takes them, its value the files alone.
  const many = type === "array" && isObject(schema.items);
  const file = files ? fileOf(many ? (schema.items as Record<string, unknown>) : schema) : undefined;
  if (file) {
    const odd =
      uncheckedKeyword(schema) ?? (many ? uncheckedKeyword(schema.items as Record<string, unknown>) : undefined);
    if (odd) return `uses ${quote(odd)}, which the form cannot check`;
    const { encoding, ...accepted } = file;
    const most = many && Number.isInteger(maxItems) && (maxItems as number) > 0 ? (maxItems as number) : undefined;
    return {
      key,
      file: { encoding, many },
      needed: required,
      question: {
        id: key,
        question: hasText(title) ? title : key,
        purpose: typeof description === "string" ? description : undefined,
        required: required && (!many || minItems !== 0),
        type: "Text",
        attachments: {
          ...accepted,
          maxFiles: many ? Math.min(most ?? ATTACHMENT_LIMITS.maxFiles, ATTACHMENT_LIMITS.maxFiles) : 1,
        },
      },
    };
  }
  let { minimum, maximum } = schema;
  const numeric = type === "number" || type === "integer";
  // An integer's exclusive bounds are inclusive ones a step inside; a number's have no such step.
  const exclusive = schema.exclusiveMinimum ?? schema.exclusiveMaximum;
  const unchecked =
    uncheckedKeyword(schema, type === "integer" ? [] : ["exclusiveMinimum", "exclusiveMaximum"]) ??
    (numeric && format !== undefined ? "format" : undefined) ??
    (!knownFormat(format) ? "format" : undefined) ??
    (isObject(schema.items) ? uncheckedKeyword(schema.items) : undefined);
  if (unchecked) return `uses ${quote(unchecked)}, which the form cannot check`;
  if (exclusive !== undefined) {
    const { exclusiveMinimum: low, exclusiveMaximum: high } = schema;
    if ((low !== undefined && !Number.isFinite(low)) || (high !== undefined && !Number.isFinite(high)))
      return "has an exclusive bound that is not a number";
    if (typeof low === "number")
      minimum = Math.max(Math.floor(low) + 1, typeof minimum === "number" ? minimum : -Infinity);
    if (typeof high === "number")
      maximum = Math.min(Math.ceil(high) - 1, typeof maximum === "number" ? maximum : Infinity);
  }
  const given = schema.default;
  // Fields left undefined are absent: the batch check and its normalization drop them.
  const base = {
    id: key,
    // A blank title (whitespace or invisible characters only) would be a question with no text.
    question: hasText(title) ? title : key,
    purpose: typeof description === "string" ? description : undefined,
    required,
  };
  // A SingleChoice from an enum of strings, a MultiChoice from an array of one.
  const choices =
    type === "array"
      ? isObject(schema.items)
        ? choicesOf(schema.items)
        : undefined
      : type === "string" || type === undefined || numeric
        ? choicesOf(schema, numeric)
        : undefined;
  if (type === "array" && !choices) return 'is an array whose "items" are not an enum of strings';
  // An enum, const or list of consts the form cannot offer as options (mixed types, booleans): a
  // box or a Yes / No beside it would let the person send a value outside it.
  if (!choices && ["enum", "const", "oneOf", "anyOf"].some((keyword) => schema[keyword] !== undefined))
    return "has an enum or const the form cannot offer as options";
  if (choices) {
    const options = choices.map(([, label]) => label);
    // A set, not the list: searching the default once per value made reading quadratic in the options.
    const defaults = new Set<unknown>(many && Array.isArray(given) ? given : []);
    const picked = choices
      .filter(([value]) => (many ? defaults.has(value) : value === given))
      .map(([, label]) => label);
    return {
      key,
      values: new Map(choices.map(([value, label]) => [label, value])),
      numbers: numeric,
      needed: required,
      question: many
        ? {
            ...base,
            // An empty list is a valid answer when the schema allows none: the person may then tick nothing.
            required: required && minItems !== 0 && maxItems !== 0,
            type: "MultiChoice",
            options,
            // Only numbers are kept.
            minSelected: minItems as number,
            maxSelected: maxItems as number,
          }
        : { ...base, type: "SingleChoice", options },
      // A SingleChoice's default is the first option with that value.
      default: picked.length ? { id: key, selected: many ? picked : picked.slice(0, 1) } : undefined,
    };
  }
  if (type === "boolean")
    return {
      key,
      question: { ...base, type: "YesNo" },
      default: typeof given === "boolean" ? { id: key, answer: given ? YES : NO } : undefined,
    };
  if (!numeric && type !== "string")
    return `has type ${quote(JSON.stringify(type) ?? "undefined")}, which a form cannot ask for`;
  // A number's limits are minimum / maximum, a string's minLength / maxLength (only numbers are kept).
  // A password, or a value the schema marks writeOnly (never to be shown back), is a secret: masked
  // while typed and in every receipt, never kept in a draft.
  const secret = format === "password" || schema.writeOnly === true;
  const input = (
    numeric
      ? { kind: type, minimum, maximum }
      : { kind: secret ? "secret" : (FORMATS[format as string] ?? "text"), minLength, maxLength }
  ) as TextInput;
  return {
    key,
    question: { ...base, type: "Text", input },
    default:
      typeof given !== (numeric ? "number" : "string")
        ? undefined
        : input.kind !== "date-time"
          ? { id: key, answer: String(given) }
          : // A default the box cannot show (second 61, an offset of +24:00) is dropped, not sent back.
            isDateTime(given as string)
            ? { id: key, answer: localDateTime(given as string) }
            : undefined,
  };
}

/**
 * A date-time default as its box shows it: a `datetime-local` value, in the
 * person's time ("2026-12-01T09:30:00Z" → "2026-12-01T10:30" in Berlin), so
 * the default they see is the one sent. Text that is no date-time stays as it is.
 */
function localDateTime(text: string): string {
  const at = new Date(zonedDateTime(text));
  // The instant moved by the zone's offset, written as ISO without its "Z": the wall clock's reading.
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, -1)
    .replace(/(:00)?\.000$/, "");
}

/**
 * Each property read as a field, with every issue (paths relative to the schema). `limited`, for
 * the reader: a schema with more properties than a form asks questions is refused before any is read.
 */
function readFields(
  schema: unknown,
  name: string,
  limited?: boolean,
  files?: boolean,
): { fields: SchemaField[]; issues: QuestionIssue[] } {
  const issues: QuestionIssue[] = [];
  const fail = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string) =>
    issues.push({ code, path, message });
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(schema) || schema.type !== "object" || !isObject(properties)) {
    fail("unsupported_schema", [], `"${name}" must be {"type": "object", "properties": {...}}.`);
    return { fields: [], issues };
  }
  const unchecked = uncheckedKeyword(schema, ["anyOf", "oneOf"]);
  if (unchecked) {
    fail("unsupported_schema", [unchecked], `"${name}" uses ${quote(unchecked)}, which the form cannot check.`);
    return { fields: [], issues };
  }
  const entries = Object.entries(properties);
  // Checked first, so a hostile server's 100,000 properties are refused without being read (SPEC §2's limit).
  if (limited && entries.length > DEFAULT_LIMITS.maxQuestions) {
    fail("too_large", ["properties"], `There are more than ${DEFAULT_LIMITS.maxQuestions} properties. Ask for fewer.`);
    return { fields: [], issues };
  }
  // A set, not the list: looking each key up in the list made reading quadratic in the properties.
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  // A key the schema requires but does not describe is one no question asks: the object would lack it.
  const undescribed = [...required].filter((key) => typeof key !== "string" || !Object.hasOwn(properties, key));
  if (undescribed.length) {
    fail(
      "unsupported_schema",
      ["required"],
      `"required" names ${undescribed.map((key) => quote(String(key))).join(", ")}, which "properties" does not describe.`,
    );
    return { fields: [], issues };
  }
  const fields: SchemaField[] = [];
  for (const [key, property] of entries) {
    const field = readField(key, property, required.has(key), files);
    if (typeof field === "string")
      fail(
        "unsupported_schema",
        ["properties", key],
        `Property ${quote(key)} ${field}. Use a string, number, integer, boolean, enum or array of enum.`,
      );
    else fields.push(field);
  }
  if (!fields.length && !issues.length)
    fail("no_questions", ["properties"], '"properties" is empty. Ask for at least one value.');
  return { fields, issues };
}

/**
 * Reads an object schema (`{ "type": "object", "properties": {...} }`) into
 * one question per property and their defaults (SPEC §7), each keyword
 * enforced by a question rule or the schema refused as `unsupported_schema`.
 * Every problem at once, paths relative to the schema (the caller prefixes
 * where its schema stands: `requestedSchema`, `responseSchema`); never throws.
 */
export function readSchemaQuestions(schema: unknown, options: SchemaReadOptions = {}): Validated<SchemaQuestions> {
  try {
    const read = readFields(schema, options.name ?? "schema", true, options.files);
    // Nothing read (the schema is not one, or it is too large): its issues alone, no "no questions" besides.
    if (!read.fields.length && read.issues.length) return { ok: false, issues: read.issues };
    const checked = checkBatch({ questions: read.fields.map(({ question }) => question) });
    // Our question paths point at the property they came from.
    const issues = read.issues.concat(
      checked.ok
        ? []
        : checked.issues.map((issue) => {
            const [, index, field, ...rest] = issue.path;
            const key = read.fields[index as number]?.key;
            // An option's problem lies in the enum it came from; anything else, in the property itself.
            const at = field === "options" ? ["enum", ...rest] : [];
            return key === undefined ? issue : { ...issue, path: ["properties", key, ...at] };
          }),
    );
    if (issues.length || !checked.ok) return { ok: false, issues };
    const defaults = read.fields.flatMap((field) => (field.default ? [field.default] : []));
    return { ok: true, value: { questions: checked.value.questions, defaults, fields: read.fields } };
  } catch {
    return { ok: false, issues: [{ code: "not_an_object", path: [], message: "The schema could not be read." }] };
  }
}

/**
 * The fields of every property that can be read, even when others cannot:
 * for a writer handed the schema rather than its read (MCP's `toElicitResult`).
 * Nothing readable is none; never throws.
 */
export function schemaFields(schema: unknown, options: Pick<SchemaReadOptions, "files"> = {}): SchemaField[] {
  try {
    return readFields(schema, "schema", false, options.files).fields;
  } catch {
    return [];
  }
}

/**
 * Our answers as the object the schema describes (SPEC §7): each value in the
 * JSON type the schema asks for (numbers as numbers, booleans, enum values
 * rather than titles, a date-time with its zone); a skipped question is left
 * out, a required array is there even when empty.
 */
export function toSchemaObject(
  read: Pick<SchemaQuestions, "fields">,
  answers: readonly AnswerItem[],
): Record<string, SchemaValue> {
  const content: [string, SchemaValue][] = [];
  // By id, the first of each: finding each field's answer in the list made writing quadratic.
  const byId = new Map<string, AnswerItem>();
  for (const answer of answers) if (!byId.has(answer.id)) byId.set(answer.id, answer);
  // The question as read (before the batch check's normalization) says how to write its value.
  for (const { key, values, numbers, question, needed, file } of read.fields) {
    const { type, input } = question;
    const item = byId.get(key);
    if (file) {
      // The files alone: a file field has no place for the text typed beside them.
      const sent = (item?.attachments ?? []).flatMap((attached) => fileValue(attached, file.encoding) ?? []);
      const value = file.many ? (sent.length || needed ? sent : undefined) : sent[0];
      if (value !== undefined) content.push([key, value]);
      continue;
    }
    const picks = item?.selected?.map((label) => values?.get(label) ?? label);
    // Trimmed, and a blank one is no answer: as validateAnswers judges it, so code that builds
    // answers without the form sends what the server accepts (maxLength counts the trimmed text).
    const typed = item?.answer?.trim();
    const text = typed && hasText(typed) ? typed : undefined;
    let value: SchemaValue | undefined;
    // No picks: an empty list only where the key must be there (a skipped optional one is left out).
    if (type === "MultiChoice") value = picks?.length || needed ? (picks ?? []) : undefined;
    else if (type === "SingleChoice") value = numbers && picks?.[0] !== undefined ? Number(picks[0]) : picks?.[0];
    else if (type === "YesNo") value = text === undefined ? undefined : text === YES;
    else if (input?.kind === "number" || input?.kind === "integer")
      value = text === undefined ? undefined : Number(text);
    else value = text !== undefined && input?.kind === "date-time" ? zonedDateTime(text) : text;
    if (value !== undefined) content.push([key, value]);
  }
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(content);
}

/**
 * A file as a file field's value (SPEC §16): its `data:` URL with the file's name in it (`name=`,
 * as SEP-2631's `x-mcp-file` values carry it), an uploaded file's URL as it is, or for
 * `contentEncoding: "base64"` the bare base64 of its bytes (an uploaded file has none: undefined).
 */
function fileValue(file: AnswerAttachment, encoding: "data-url" | "base64"): string | undefined {
  const data = dataUrlParts(file.url);
  if (encoding === "base64") return data?.base64;
  if (!data) return file.url;
  return `data:${data.mediaType};name=${encodeURIComponent(file.name)};base64,${data.base64}`;
}
