import { hasText } from "../protocol/blank.ts";
import { isDateTime, zonedDateTime } from "../protocol/dateTime.ts";
import { isObject } from "../protocol/json.ts";
import { DEFAULT_LIMITS } from "../protocol/limits.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import { quote } from "../protocol/quote.ts";
import {
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

/** An MCP form elicitation, read (SPEC §7). */
export interface ElicitationFormRead {
  /** Form mode: the server asks for typed values. */
  mode: "form";
  /** The server's message to the person. */
  message: string;
  /** One question per property of `requestedSchema`, id = the property's key. */
  questions: QuestionItem[];
  /** The schema's `default`s as answers, to start the form from (`defaultAnswers`). */
  defaults: AnswerItem[];
}

/** An MCP URL elicitation, read: the server asks the person to open a page. */
export interface ElicitationUrlRead {
  /** URL mode. */
  mode: "url";
  /** The server's message to the person. */
  message: string;
  /** The page to open (only on the person's click). */
  url: string;
  /**
   * The server's id of this elicitation (MCP 2025-11-25, for its completion
   * notice). Absent from a 2026-07-28 request, whose answer is keyed by the
   * round's `inputRequests` key instead.
   */
  elicitationId?: string;
}

/** The `elicitation/create` result: accept with the values, decline, or cancel. */
export type ElicitationResult =
  | { action: "accept"; content: Record<string, string | number | boolean | string[]> }
  | { action: "decline" }
  | { action: "cancel" };

type Value = string | number | boolean | string[];

/** How one property maps between our answer and the value in `content`. */
interface Field {
  key: string;
  question: QuestionItem;
  /** Label → enum value, for the choice kinds. */
  values?: Map<string, string>;
  /** A choice of numbers (an integer or number `enum` / `const`): its values are sent as numbers. */
  numbers?: boolean;
  /** Listed in the schema's `required`: the key must be in `content`. */
  needed?: boolean;
  default?: AnswerItem;
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

function readField(key: string, schema: unknown, required: boolean): Field | string {
  if (!isObject(schema)) return "is not a schema object";
  const { type, title, description, minLength, maxLength, minItems, maxItems, format } = schema;
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
  const many = type === "array";
  // A SingleChoice from an enum of strings, a MultiChoice from an array of one.
  const choices = many
    ? isObject(schema.items)
      ? choicesOf(schema.items)
      : undefined
    : type === "string" || type === undefined || numeric
      ? choicesOf(schema, numeric)
      : undefined;
  if (many && !choices) return 'is an array whose "items" are not an enum of strings';
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

type Read =
  | { fields: Field[]; issues: QuestionIssue[]; message: string }
  | { url: ElicitationUrlRead; issues: QuestionIssue[] };

/** `readParams`, for the reader: a request with more properties than a form asks questions is refused before any is read. */
function readParams(params: unknown, limited?: boolean): Read {
  const issues: QuestionIssue[] = [];
  const fail = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string) =>
    issues.push({ code, path, message });
  if (!isObject(params)) {
    fail("not_an_object", [], 'Send the params of elicitation/create: an object with "message" and "requestedSchema".');
    return { fields: [], issues, message: "" };
  }
  const message = typeof params.message === "string" ? params.message : "";
  if (typeof params.message !== "string")
    fail("missing_field", ["message"], '"message" is missing. Say what you are asking for.');
  if (params.mode === "url") {
    const { url, elicitationId } = params;
    if (typeof url !== "string" || !/^https?:\/\/[^\s]+$/i.test(url))
      fail("missing_field", ["url"], '"url" must be an http(s) address to open.');
    // 2026-07-28 dropped the id; 2025-11-25 sends one, which must then be a string to echo.
    if (elicitationId != null && typeof elicitationId !== "string")
      fail("wrong_type", ["elicitationId"], '"elicitationId" must be a string when given.');
    const read: ElicitationUrlRead = { mode: "url", message, url: String(url) };
    if (typeof elicitationId === "string") read.elicitationId = elicitationId;
    return { issues, url: read };
  }
  if (params.mode != null && params.mode !== "form")
    fail("unsupported_schema", ["mode"], `mode ${quote(String(params.mode))} is not "form" or "url".`);
  const schema = params.requestedSchema;
  const properties = isObject(schema) ? schema.properties : undefined;
  if (!isObject(schema) || schema.type !== "object" || !isObject(properties)) {
    fail(
      "unsupported_schema",
      ["requestedSchema"],
      '"requestedSchema" must be {"type": "object", "properties": {...}}.',
    );
    return { fields: [], issues, message };
  }
  const unchecked = uncheckedKeyword(schema, ["anyOf", "oneOf"]);
  if (unchecked) {
    fail(
      "unsupported_schema",
      ["requestedSchema", unchecked],
      `"requestedSchema" uses ${quote(unchecked)}, which the form cannot check.`,
    );
    return { fields: [], issues, message };
  }
  const entries = Object.entries(properties);
  // Checked first, so a hostile server's 100,000 properties are refused without being read (SPEC §2's limit).
  if (limited && entries.length > DEFAULT_LIMITS.maxQuestions) {
    fail(
      "too_large",
      ["requestedSchema", "properties"],
      `There are more than ${DEFAULT_LIMITS.maxQuestions} properties. Ask for fewer.`,
    );
    return { fields: [], issues, message };
  }
  // A set, not the list: looking each key up in the list made reading quadratic in the properties.
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  // A key the schema requires but does not describe is one no question asks: the content would lack it.
  const undescribed = [...required].filter((key) => typeof key !== "string" || !Object.hasOwn(properties, key));
  if (undescribed.length) {
    fail(
      "unsupported_schema",
      ["requestedSchema", "required"],
      `"required" names ${undescribed.map((key) => quote(String(key))).join(", ")}, which "properties" does not describe.`,
    );
    return { fields: [], issues, message };
  }
  const fields: Field[] = [];
  for (const [key, property] of entries) {
    const field = readField(key, property, required.has(key));
    if (typeof field === "string")
      fail(
        "unsupported_schema",
        ["requestedSchema", "properties", key],
        `Property ${quote(key)} ${field}. Use a string, number, integer, boolean, enum or array of enum.`,
      );
    else fields.push(field);
  }
  if (!fields.length && !issues.length)
    fail("no_questions", ["requestedSchema", "properties"], '"properties" is empty. Ask for at least one value.');
  return { fields, issues, message };
}

/**
 * Reads `elicitation/create` params (MCP 2026-07-28 and 2025-11-25, and
 * 2025-06-18's `enumNames`) into questions and their defaults (SPEC §7), or a
 * URL request, with or without `elicitationId` (SPEC §10).
 * A schema we cannot render is `unsupported_schema`; every problem at once; never throws.
 */
export function fromElicitation(params: unknown): Validated<ElicitationFormRead | ElicitationUrlRead> {
  try {
    const read = readParams(params, true);
    if ("url" in read) return read.issues.length ? { ok: false, issues: read.issues } : { ok: true, value: read.url };
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
            return key === undefined ? issue : { ...issue, path: ["requestedSchema", "properties", key, ...at] };
          }),
    );
    if (issues.length || !checked.ok) return { ok: false, issues };
    const defaults = read.fields.flatMap((field) => (field.default ? [field.default] : []));
    return { ok: true, value: { mode: "form", message: read.message, questions: checked.value.questions, defaults } };
  } catch {
    return { ok: false, issues: [{ code: "not_an_object", path: [], message: "The params could not be read." }] };
  }
}

/**
 * Our answers as the `elicitation/create` result (SPEC §7): `{ action:
 * "accept", content }`, each value in the JSON type the schema asks for
 * (numbers as numbers, booleans, enum values rather than titles); a skipped
 * question is left out.
 */
export function toElicitResult(params: unknown, answers: readonly AnswerItem[]): ElicitationResult {
  const content: [string, Value][] = [];
  let fields: Field[] = [];
  try {
    const read = readParams(params);
    if ("fields" in read) fields = read.fields;
  } catch {
    // Nothing readable: accept with no values.
  }
  // By id, the first of each: finding each field's answer in the list made writing quadratic.
  const byId = new Map<string, AnswerItem>();
  for (const answer of answers) if (!byId.has(answer.id)) byId.set(answer.id, answer);
  // The question as read (before the batch check's normalization) says how to write its value.
  for (const { key, values, numbers, question, needed } of fields) {
    const { type, input } = question;
    const item = byId.get(key);
    const picks = item?.selected?.map((label) => values?.get(label) ?? label);
    // Trimmed, and a blank one is no answer: as validateAnswers judges it, so code that builds
    // answers without the form sends what the server accepts (maxLength counts the trimmed text).
    const typed = item?.answer?.trim();
    const text = typed && hasText(typed) ? typed : undefined;
    let value: Value | undefined;
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
  return { action: "accept", content: Object.fromEntries(content) };
}

/** The result when the person declines (says no to this request). */
export function declineElicitation(): { action: "decline" } {
  return { action: "decline" };
}

/** The result when the person dismisses the request without choosing (closes it). */
export function cancelElicitation(): { action: "cancel" } {
  return { action: "cancel" };
}

/**
 * The `elicitation/create` result for how the call ended (SPEC §14), in MCP's
 * words: answered → `accept` with `content` (`toElicitResult`); skipped, or
 * replied in the chat → `decline` (the person said no to this form); dismissed
 * or expired → `cancel` (closed without a choice). MCP has no field for a
 * reply's text: the server learns of it only from the conversation.
 */
export function toElicitOutcome(params: unknown, outcome: QuestionOutcome): ElicitationResult {
  switch (outcome.kind) {
    case "answered":
      return toElicitResult(params, outcome.output.answers);
    case "skipped":
    case "replied":
      return declineElicitation();
    case "dismissed":
    case "expired":
      return cancelElicitation();
  }
}

/** One elicitation of an MCP 2026-07-28 round: its `inputRequests` key, the request as `fromElicitation` reads it, and its params as sent. */
export type InputRequiredElicitation = { key: string; params: unknown } & (ElicitationFormRead | ElicitationUrlRead);

/** An `input_required` result, read (SPEC §10). */
export interface InputRequiredRead {
  /** Every `elicitation/create` request of the round, in the order the server gave them. */
  elicitations: InputRequiredElicitation[];
  /** The keys of the requests that are not elicitations (sampling, roots): the host's to answer. */
  others: string[];
  /** The server's state for the retry, exactly as sent (never parsed): send it back with the responses. */
  requestState?: string;
}

/**
 * How the person answered a round: accept with each form request's answers
 * by its key (a URL request is accepted as opened), or decline or cancel
 * every request of the round.
 */
export type InputRoundOutcome =
  | { action: "accept"; answers: Readonly<Record<string, readonly AnswerItem[] | undefined>> }
  | "decline"
  | "cancel";

/**
 * Reads an MCP 2026-07-28 `input_required` result (`{ resultType, inputRequests, requestState? }`)
 * into its elicitations, read as `fromElicitation` reads them, and the keys
 * left to the host (SPEC §10). A malformed request is an issue at
 * `["inputRequests", key, …]`; every problem at once; never throws.
 */
export function fromInputRequired(result: unknown): Validated<InputRequiredRead> {
  const issues: QuestionIssue[] = [];
  const fail = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string) =>
    issues.push({ code, path, message });
  try {
    if (!isObject(result)) {
      fail("not_an_object", [], 'Send the result of the request: an object with "resultType": "input_required".');
      return { ok: false, issues };
    }
    const { resultType, inputRequests, requestState } = result;
    if (resultType !== "input_required")
      fail("missing_field", ["resultType"], '"resultType" must be "input_required" for a round that asks for input.');
    const read: InputRequiredRead = { elicitations: [], others: [] };
    if (isObject(inputRequests)) {
      for (const [key, request] of Object.entries(inputRequests)) {
        const at = ["inputRequests", key];
        if (!isObject(request)) fail("not_an_object", at, `Request ${quote(key)} must be an object with "method".`);
        else if (typeof request.method !== "string")
          fail("missing_field", [...at, "method"], `Request ${quote(key)} has no "method".`);
        else if (request.method !== "elicitation/create") read.others.push(key);
        else {
          const one = fromElicitation(request.params);
          if (one.ok) read.elicitations.push({ key, params: request.params, ...one.value });
          else for (const issue of one.issues) issues.push({ ...issue, path: [...at, "params", ...issue.path] });
        }
      }
    } else if (inputRequests != null || typeof requestState !== "string")
      // The spec allows a round of requestState alone (a server shedding load), never neither.
      fail("missing_field", ["inputRequests"], '"inputRequests" must be an object of requests by key.');
    if (typeof requestState === "string") read.requestState = requestState;
    else if (requestState != null) fail("wrong_type", ["requestState"], '"requestState" must be a string when given.');
    return issues.length ? { ok: false, issues } : { ok: true, value: read };
  } catch {
    return { ok: false, issues: [{ code: "not_an_object", path: [], message: "The result could not be read." }] };
  }
}

/**
 * The round's answers as the retry's `inputResponses` (SPEC §10): one
 * `ElicitResult` for exactly each elicitation key of the round. Accepted, a
 * form request's `content` is what `toElicitResult` writes and a URL request
 * is `{ action: "accept" }`; declined or cancelled, every key says so.
 * Accepted, every form request needs its answers under its key: one left
 * out throws a `TypeError` naming the key (its empty content would be refused).
 */
export function toInputResponses(
  read: Pick<InputRequiredRead, "elicitations">,
  outcome: InputRoundOutcome,
): Record<string, ElicitationResult | { action: "accept" }> {
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(
    read.elicitations.map(({ key, mode, params }) => [
      key,
      typeof outcome === "string"
        ? { action: outcome }
        : mode === "url"
          ? { action: "accept" }
          : toElicitResult(params, answersFor(outcome.answers, key)),
    ]),
  );
}

/**
 * A form request's answers in an accepted round. A key left out is refused, naming it: its
 * `content: {}` would be refused by the server, after the person saw the round sent.
 */
function answersFor(answers: Readonly<Record<string, readonly AnswerItem[] | undefined>>, key: string) {
  const given = Object.hasOwn(answers, key) ? answers[key] : undefined;
  if (!given)
    throw new TypeError(
      `toInputResponses: no answers for the form request ${quote(key)}; give its AnswerItem[] (or [] when it asks nothing required), or decline the round.`,
    );
  return given;
}
