import type { QuestionToolWriters } from "../protocol/format.ts";
import { isObject } from "../protocol/json.ts";
import { quote } from "../protocol/quote.ts";
import type { AnswerItem, QuestionIssue, QuestionItem, Validated } from "../protocol/types.ts";
import {
  readSchemaQuestions,
  type SchemaField,
  type SchemaValue,
  schemaFields,
  toSchemaObject,
} from "./schemaQuestions.ts";

// The agent-question-form/mcp entry has always exported it (`export *`): kept, from its new home.
export { uncheckedKeyword } from "./schemaQuestions.ts";

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
  | { action: "accept"; content: Record<string, SchemaValue> }
  | { action: "decline" }
  | { action: "cancel" };

/**
 * Reads `elicitation/create` params (MCP 2026-07-28 and 2025-11-25, and
 * 2025-06-18's `enumNames`) into questions and their defaults (SPEC §7), or a
 * URL request, with or without `elicitationId` (SPEC §10).
 * A schema we cannot render is `unsupported_schema`; every problem at once; never throws.
 */
export function fromElicitation(params: unknown): Validated<ElicitationFormRead | ElicitationUrlRead> {
  const issues: QuestionIssue[] = [];
  const fail = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string) =>
    issues.push({ code, path, message });
  try {
    if (!isObject(params)) {
      fail(
        "not_an_object",
        [],
        'Send the params of elicitation/create: an object with "message" and "requestedSchema".',
      );
      return { ok: false, issues };
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
      return issues.length ? { ok: false, issues } : { ok: true, value: read };
    }
    if (params.mode != null && params.mode !== "form")
      fail("unsupported_schema", ["mode"], `mode ${quote(String(params.mode))} is not "form" or "url".`);
    const read = readSchemaQuestions(params.requestedSchema, { name: "requestedSchema", files: true });
    if (!read.ok) for (const issue of read.issues) issues.push({ ...issue, path: ["requestedSchema", ...issue.path] });
    if (!read.ok || issues.length) return { ok: false, issues };
    const { questions, defaults } = read.value;
    return { ok: true, value: { mode: "form", message, questions, defaults } };
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
  let fields: SchemaField[] = [];
  try {
    // A URL request has no fields; a form's are read even where the request has other faults.
    if (isObject(params) && params.mode !== "url") fields = schemaFields(params.requestedSchema, { files: true });
  } catch {
    // Nothing readable: accept with no values.
  }
  return { action: "accept", content: toSchemaObject({ fields }, answers) };
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
 * MCP's elicitation as a format of `toOutcomeResult` (SPEC §14, §17): the
 * `elicitation/create` result for how the call ended, from the request's
 * params (`input`): answered → `accept` with `content` (`toElicitResult`);
 * skipped, or replied in the chat → `decline` (the person said no to this
 * form); dismissed or expired → `cancel` (closed without a choice). MCP has no
 * field for a reply's text: the server learns of it only from the conversation.
 * `toOutcomeResult(outcome, { input: params, format: elicitationWriters })`.
 */
export const elicitationWriters: QuestionToolWriters<{ action: "decline" }> = {
  write: (params, answers) => toElicitResult(params, answers),
  decline: declineElicitation,
  dismiss: cancelElicitation,
  expire: cancelElicitation,
  reply: declineElicitation,
};

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
export type InputRoundResponse =
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
 * The keys of a round's elicitations even when the round cannot be read
 * (a malformed request): what a decline or cancel of that round answers. Never throws.
 */
export function elicitationKeys(result: unknown): string[] {
  try {
    const requests = isObject(result) ? result.inputRequests : undefined;
    if (!isObject(requests)) return [];
    return Object.entries(requests).flatMap(([key, request]) =>
      isObject(request) && request.method === "elicitation/create" ? [key] : [],
    );
  } catch {
    return [];
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
  response: InputRoundResponse,
): Record<string, ElicitationResult | { action: "accept" }> {
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(
    read.elicitations.map(({ key, mode, params }) => [
      key,
      typeof response === "string"
        ? { action: response }
        : mode === "url"
          ? { action: "accept" }
          : toElicitResult(params, answersFor(response.answers, key)),
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
