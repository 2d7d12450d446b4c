// Google ADK's tool confirmations (SPEC §15): a tool declared with `requireConfirmation` stops the
// turn with a function call `adk_request_confirmation`, answered by one user message of function
// responses. No ADK import here: the reader and the writer are plain functions a server can call,
// and the shapes are ADK's wire shapes (`Part`s of `@google/genai`), read as unknown.

import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { isObject } from "../protocol/json.ts";
import { quote } from "../protocol/quote.ts";
import type { AnswerItem, QuestionIssue, QuestionItem, Validated } from "../protocol/types.ts";
import { readSchemaQuestions, type SchemaField, toSchemaObject } from "./schemaQuestions.ts";

export type { ToolApprovalResponse };

/** The name of the function call ADK asks a confirmation with, and of the response that answers it. */
export const CONFIRMATION_CALL_NAME = "adk_request_confirmation";

/** One `adk_request_confirmation` of a turn, read (`fromConfirmationRequests`). */
export interface ConfirmationItem {
  /** The confirmation call's own `id`: its response answers it by this. */
  id: string;
  /** The tool that waits for the person (`originalFunctionCall.name`). */
  toolName: string;
  /** The arguments it would run with (`originalFunctionCall.args`); `{}` when it sent none. */
  args: Record<string, unknown>;
  /** The tool call's own id (`originalFunctionCall.id`). */
  toolCallId: string;
  /** Why the tool asks, as it said (`toolConfirmation.hint`). */
  hint?: string;
  /** The payload the tool asked for, as it came (`toolConfirmation.payload`): the values the form starts from. */
  payload?: unknown;
  /**
   * The payload's values the person may change, as questions (ids as the payload's keys); empty
   * when it has none, or is not an object (a payload of one bare value goes back as it came).
   */
  questions: QuestionItem[];
  /** The payload's values as answers, to start the form from. */
  defaults: AnswerItem[];
  /** How each question's answer goes back into the payload (`toConfirmationPayload`). */
  fields: SchemaField[];
}

/** A turn's confirmations, read (`fromConfirmationRequests`). */
export interface ConfirmationRequestsRead {
  /** One item per `adk_request_confirmation` call, in the turn's order; none when the turn asks none. */
  items: ConfirmationItem[];
}

/**
 * One part of the user message that answers a turn's confirmations
 * (`toConfirmationResponses`): ADK's `Part` with a `functionResponse`.
 */
export interface ConfirmationResponsePart {
  /** Answers the confirmation call of this `id`. */
  functionResponse: {
    /** The confirmation call's id. */
    id: string;
    /** Always `adk_request_confirmation`. */
    name: typeof CONFIRMATION_CALL_NAME;
    /** What ADK reads into the tool's `toolConfirmation`: whether it may run, and the payload it asked for. */
    response: { confirmed: boolean; payload?: unknown };
  };
}

/** A value the form can ask for again: the JSON type of a question's answer. */
const editable = (value: unknown) =>
  typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));

/** The schema a value reads as (its type, itself the default); a non-blank one must be given back. */
const schemaOf = (value: string | number | boolean) => ({
  type: typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value,
  default: value,
});

/**
 * The object schema a payload's shape describes, as AG-UI's `responseSchema` would spell it:
 * each string, number and yes / no a property with its value as the default, one that had a value
 * required (the tool had it; the person may change it, not take it away). A nested object, an array
 * or null is no question: it goes back as it came.
 */
function payloadSchema(payload: Record<string, unknown>) {
  const asked = Object.entries(payload).filter(([, value]) => editable(value)) as [string, string | number | boolean][];
  return {
    type: "object",
    properties: Object.fromEntries(asked.map(([key, value]) => [key, schemaOf(value)])),
    required: asked.filter(([, value]) => value !== "").map(([key]) => key),
  };
}

function readOne(call: Record<string, unknown>, path: (string | number)[], issues: QuestionIssue[]) {
  const fail = (at: (string | number)[], message: string) =>
    issues.push({ code: "missing_field", path: [...path, ...at], message });
  const { id, args } = call;
  const original = isObject(args) ? args.originalFunctionCall : undefined;
  const confirmation = isObject(args) && isObject(args.toolConfirmation) ? args.toolConfirmation : {};
  if (typeof id !== "string" || !id) fail(["id"], `A confirmation call has no "id" to answer it by.`);
  else if (!isObject(original) || typeof original.name !== "string" || typeof original.id !== "string")
    fail(
      ["args", "originalFunctionCall"],
      `The confirmation ${quote(id)} names no tool call (its "originalFunctionCall" needs "name" and "id").`,
    );
  if (typeof id !== "string" || !id || !isObject(original)) return undefined;
  if (typeof original.name !== "string" || typeof original.id !== "string") return undefined;
  const item: ConfirmationItem = {
    id,
    toolName: original.name,
    args: isObject(original.args) ? original.args : {},
    toolCallId: original.id,
    questions: [],
    defaults: [],
    fields: [],
  };
  if (typeof confirmation.hint === "string" && confirmation.hint) item.hint = confirmation.hint;
  if (confirmation.payload !== undefined) item.payload = confirmation.payload;
  if (isObject(confirmation.payload)) {
    const read = readSchemaQuestions(payloadSchema(confirmation.payload), { name: "payload" });
    // A payload of values none of which can be asked (or none at all) is sent back as it came.
    if (read.ok) Object.assign(item, read.value);
  }
  return item;
}

/**
 * Reads every `adk_request_confirmation` call of a turn (SPEC §15): the
 * turn's events as `runner.runAsync` yields them (each with
 * `content.parts`), in order. Each item has the tool's name and arguments
 * (`originalFunctionCall`), its `hint`, and the `payload` it asked for as
 * questions (each string, number and yes / no a question, its value the
 * default). A turn that asks none reads as no items. A call that cannot be
 * answered (no id, no tool call) is an issue, its path starting at the
 * event's index; every problem at once; never throws.
 */
export function fromConfirmationRequests(events: unknown): Validated<ConfirmationRequestsRead> {
  const issues: QuestionIssue[] = [];
  try {
    if (!Array.isArray(events))
      return {
        ok: false,
        issues: [{ code: "not_an_object", path: [], message: "Send the turn's events: an array." }],
      };
    const items: ConfirmationItem[] = [];
    const seen = new Set<string>();
    events.forEach((event, at) => {
      const parts = isObject(event) && isObject(event.content) ? event.content.parts : undefined;
      if (!Array.isArray(parts)) return;
      parts.forEach((part, index) => {
        const call = isObject(part) ? part.functionCall : undefined;
        if (!isObject(call) || call.name !== CONFIRMATION_CALL_NAME) return;
        const path = [at, "content", "parts", index, "functionCall"];
        const item = readOne(call, path, issues);
        if (!item) return;
        // ADK takes one response per confirmation: a repeated one (the same event read twice) is one item.
        if (seen.has(item.id)) return;
        seen.add(item.id);
        items.push(item);
      });
    });
    return issues.length ? { ok: false, issues } : { ok: true, value: { items } };
  } catch {
    return { ok: false, issues: [{ code: "not_an_object", path: [], message: "The events could not be read." }] };
  }
}

/**
 * The payload an item's answers describe: the payload as it came, each value
 * the person could change replaced by their answer (a number as a number, a
 * yes / no as a boolean); what could not be asked goes back as it was. An
 * item whose payload is no object has none to write (it goes back as it came).
 */
export function toConfirmationPayload(
  item: ConfirmationItem,
  answers: readonly AnswerItem[],
): Record<string, unknown> | undefined {
  if (!isObject(item.payload)) return undefined;
  const answered = toSchemaObject(item, answers);
  // The keys the form asks are written from the answers alone; the rest as the tool sent them.
  const asked = new Set(item.fields.map((field) => field.key));
  const kept = Object.entries(item.payload).filter(([key]) => !asked.has(key));
  // fromEntries, not assignment: a key such as "__proto__" stays a plain key.
  return Object.fromEntries([...kept, ...Object.entries(answered)]);
}

/**
 * The parts of the one user message that answers a turn's confirmations
 * (SPEC §15), one per item in order: `{ functionResponse: { id, name:
 * "adk_request_confirmation", response: { confirmed, payload } } }`.
 * `decisions` are in the items' order; an item without one is not confirmed.
 * An approval carries its decision's `payload`, or the payload as the tool
 * sent it; a denial carries none. ADK tells the model only that the tool was
 * rejected: a denial's `reason` is not written (the host may add it as a
 * text part of its own).
 */
export function toConfirmationResponses(
  read: ConfirmationRequestsRead,
  decisions: readonly (ToolApprovalResponse | undefined)[],
): ConfirmationResponsePart[] {
  if (!Array.isArray(decisions))
    throw new TypeError("toConfirmationResponses: decisions are an array, one per item, in the items' order.");
  return read.items.map((item, at) => {
    const decision = decisions[at];
    // Never confirmed by default: only an explicit approval runs the tool.
    const confirmed = decision?.approved === true;
    const payload = confirmed ? (decision?.payload ?? item.payload) : undefined;
    const response = payload === undefined ? { confirmed } : { confirmed, payload };
    return { functionResponse: { id: item.id, name: CONFIRMATION_CALL_NAME, response } };
  });
}
