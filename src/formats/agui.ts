import type { ResumeEntry } from "@ag-ui/core";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import type { QuestionToolWriters } from "../protocol/format.ts";
import { isObject } from "../protocol/json.ts";
import { quote } from "../protocol/quote.ts";
import { type AnswerItem, type QuestionIssue, type QuestionItem, type Validated, YES } from "../protocol/types.ts";
import { answersByRequest, type RoundRequest } from "./requestRound.ts";
import { readSchemaQuestions, schemaFields, toSchemaObject, uncheckedKeyword } from "./schemaQuestions.ts";

export type { ResumeEntry, ToolApprovalResponse };

/**
 * How the form answers an interrupt (SPEC §13): `questions` (its
 * `responseSchema`'s fields), `confirmation` (Yes / No), `approval` (a tool
 * call, by `ToolApproval`) or `message` (its message, answered by OK / Cancel).
 */
export type InterruptKind = "questions" | "confirmation" | "approval" | "message";

/** One interrupt of a run, read: what the form shows for it, and what it needs to write the resume. */
export interface InterruptItem {
  /** The interrupt's `id`: its resume entry answers it by this. */
  interruptId: string;
  /** Why the run stopped, as the agent said (`input_required`, `tool_call`, `mastra:…`). */
  reason: string;
  /** How the form answers it. */
  kind: InterruptKind;
  /** The agent's prompt for the person, shown above the item's questions. */
  message?: string;
  /** The questions (ids as the schema's keys); empty for an approval and a message. */
  questions: QuestionItem[];
  /** The schema's `default`s as answers, to start the form from. */
  defaults: AnswerItem[];
  /** The tool call an approval concerns (its name and arguments are in the run's messages). */
  toolCallId?: string;
  /** An approval whose `responseSchema` has `editedArgs`: the person may send corrected arguments. */
  editable: boolean;
  /** When the interrupt stops being answerable (ISO 8601, as sent): no resume is sent past it. */
  expiresAt?: string;
  /** The `responseSchema` as sent, which every payload written for this item passes. */
  responseSchema?: Record<string, unknown>;
}

/** A run's interrupts, read (`fromInterrupts`). */
export interface RunInterruptsRead {
  /** One item per interrupt, in the run's order. */
  items: InterruptItem[];
}

/**
 * How the person answered a run's interrupts, for `toResume`: accept, with each item's
 * answers and each approval by interrupt id, or `"cancel"` them all. An approval's
 * `editedArgs` is sent only where the item is `editable`, its `reason` only where the
 * schema has room for it.
 */
export type RunInterruptsResponse =
  | {
      action: "accept";
      /** Each questions or confirmation item's answers, by interrupt id. */
      answers?: Readonly<Record<string, readonly AnswerItem[] | undefined>>;
      /** Each approval item's decision, by interrupt id (none: not approved). */
      approvals?: Readonly<Record<string, ToolApprovalResponse | undefined>>;
    }
  | "cancel";

/** The one question of a confirmation that has no schema of its own: its id in `answers`. */
export const CONFIRMATION_ID = "confirmed";

/**
 * The one question of an interrupt whose `responseSchema` asks a single value (`{ "type":
 * "string" }`): its id in `answers`. The payload is that value itself, not an object.
 */
export const VALUE_ID = "value";

/** A schema of one value, not of an object's fields: asked as one question, resumed with the bare value. */
const isScalar = (schema: Record<string, unknown>) => schema.type !== "object" && !("properties" in schema);

/** The schema whose properties are the item's questions: a scalar's as the one property, `value`. */
const objectSchema = (schema: Record<string, unknown> | undefined) =>
  schema && isScalar(schema) ? { type: "object", properties: { [VALUE_ID]: schema }, required: [VALUE_ID] } : schema;

/** Keywords an approval's `approved` and `reason` may carry besides their type: words for people only. */
const ANNOTATIONS = new Set(["type", "title", "description", "default", "examples", "$comment", "deprecated"]);

/** A property schema that is its type alone (and annotations): what a yes / no or a free reason satisfies. */
const plain = (schema: unknown, type: string) =>
  schema === undefined ||
  (isObject(schema) &&
    (schema.type === undefined || schema.type === type) &&
    Object.keys(schema).every((keyword) => ANNOTATIONS.has(keyword)));

/**
 * Why an approval's `responseSchema` cannot take `{ approved, editedArgs?, reason? }`, or undefined
 * when it can: it asks other keys, requires more than `approved`, or constrains `approved` or
 * `reason` beyond their types (an enum of reasons would refuse the person's own words).
 */
function approvalMisfit(schema: Record<string, unknown> | undefined): string | undefined {
  if (!schema) return undefined;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const other = Object.keys(properties).find((key) => !["approved", "editedArgs", "reason"].includes(key));
  if (other !== undefined)
    return `asks ${quote(other)}; an approval answers only "approved", "editedArgs" and "reason"`;
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (required.some((key) => key !== "approved")) return 'requires more than "approved"';
  if (!allows(schema, "approved")) return 'has no room for "approved"';
  const unchecked = uncheckedKeyword(schema, ["anyOf", "oneOf", "const", "enum"]);
  if (unchecked) return `uses ${quote(unchecked)}, which an approval cannot check`;
  if (!plain(properties.approved, "boolean")) return '"approved" must be a plain boolean';
  if (!plain(properties.reason, "string")) return '"reason" must be plain text (no enum, pattern or limits)';
  return undefined;
}

/** An object schema that has properties: the only kind the schema reader makes questions of. */
const hasFields = (schema: unknown) => isObject(schema) && isObject(schema.properties);

/** A key the payload may carry: named by the schema, or not forbidden by `additionalProperties: false`. */
const allows = (schema: Record<string, unknown> | undefined, key: string) =>
  !schema || (isObject(schema.properties) && key in schema.properties) || schema.additionalProperties !== false;

function readOne(interrupt: unknown, at: number, issues: QuestionIssue[]): InterruptItem | undefined {
  const fail = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string) =>
    issues.push({ code, path: [at, ...path], message });
  if (!isObject(interrupt)) {
    fail("not_an_object", [], `Interrupt ${at + 1} must be an object with "id" and "reason".`);
    return undefined;
  }
  const { id, reason, message, toolCallId, responseSchema, expiresAt } = interrupt;
  if (typeof id !== "string" || !id) fail("missing_field", ["id"], `Interrupt ${at + 1} has no "id" to resume it by.`);
  if (typeof reason !== "string") fail("missing_field", ["reason"], `Interrupt ${at + 1} has no "reason".`);
  if (responseSchema != null && !isObject(responseSchema))
    fail("wrong_type", ["responseSchema"], `The "responseSchema" of interrupt ${at + 1} must be an object.`);
  if (typeof id !== "string" || typeof reason !== "string" || (responseSchema != null && !isObject(responseSchema)))
    return undefined;
  const schema = responseSchema ?? undefined;
  const item: InterruptItem = {
    interruptId: id,
    reason,
    kind: "message",
    questions: [],
    defaults: [],
    editable: false,
  };
  // Only strings are kept: the protocol's own types say so, and a consumer compares them as text.
  if (typeof message === "string") item.message = message;
  if (typeof toolCallId === "string") item.toolCallId = toolCallId;
  if (typeof expiresAt === "string") item.expiresAt = expiresAt;
  if (schema) item.responseSchema = schema;

  if (reason === "tool_call") {
    const misfit = approvalMisfit(schema);
    if (misfit) {
      fail("unsupported_schema", ["responseSchema"], `The tool call ${quote(id)}'s "responseSchema" ${misfit}.`);
      return undefined;
    }
    item.kind = "approval";
    item.editable = isObject(schema?.properties) && "editedArgs" in schema.properties;
    return item;
  }
  if (reason === "confirmation" && !hasFields(schema) && !plain(schema, "boolean")) {
    // `true` / `false` would fail it, and it gives no fields to ask instead.
    fail(
      "unsupported_schema",
      ["responseSchema"],
      `The confirmation ${quote(id)}'s "responseSchema" takes neither true / false nor fields to ask.`,
    );
    return undefined;
  }
  if (reason === "confirmation" && !hasFields(schema)) {
    // A free-standing yes / no: one question, its text the message (the protocol's boolean default).
    item.kind = "confirmation";
    item.questions = [
      {
        id: CONFIRMATION_ID,
        question: (typeof message === "string" && message) || "Continue?",
        type: "YesNo",
        required: true,
      },
    ];
    return item;
  }
  // Required input must be readable; any other reason without a schema is its message alone, and
  // one whose schema is an object of no fields resumes with `{}` (no payload would fail it).
  const strict = reason === "input_required" || reason === "confirmation";
  if (!strict && !schema) return item;
  if (!strict && schema && !isScalar(schema) && !isObject(schema.properties) && !uncheckedKeyword(schema)) return item;
  // Named as it was when AG-UI read through MCP's reader: the messages stay as they were (issue 44 moved the reader).
  const read = readSchemaQuestions(objectSchema(schema), { name: "requestedSchema", files: true });
  if (read.ok) {
    item.kind = reason === "confirmation" ? "confirmation" : "questions";
    item.questions = read.value.questions;
    item.defaults = read.value.defaults;
  } else if (!schema) {
    fail(
      "missing_field",
      ["responseSchema"],
      `Interrupt ${quote(id)} (${reason}) has no "responseSchema" to ask with.`,
    );
  } else {
    // A schema the form cannot satisfy is refused, whatever the reason: never a payload it would refuse.
    for (const issue of read.issues) fail(issue.code, ["responseSchema", ...issue.path], issue.message);
  }
  return item;
}

/**
 * Reads a run's interrupts (`RUN_FINISHED`'s `outcome.interrupts`, AG-UI)
 * into one item per interrupt, in order (SPEC §13): `input_required` as the
 * questions of its `responseSchema` (read as `readSchemaQuestions` reads a schema), a
 * `confirmation` as one Yes / No, a `tool_call` as an approval, any other
 * reason as questions when its schema gives fields, else its message. Every
 * problem at once, paths starting at the interrupt's index; never throws.
 */
export function fromInterrupts(interrupts: unknown): Validated<RunInterruptsRead> {
  const issues: QuestionIssue[] = [];
  try {
    if (!Array.isArray(interrupts) || !interrupts.length)
      return {
        ok: false,
        issues: [{ code: "no_questions", path: [], message: "Send the run's interrupts: a non-empty array." }],
      };
    const items: InterruptItem[] = [];
    const seen = new Set<string>();
    interrupts.forEach((interrupt, at) => {
      const item = readOne(interrupt, at, issues);
      if (!item) return;
      // The resume answers each interrupt by its id: two with one id could not be told apart.
      if (seen.has(item.interruptId))
        issues.push({
          code: "duplicate_id",
          path: [at, "id"],
          message: `Two interrupts have id ${quote(item.interruptId)}.`,
        });
      seen.add(item.interruptId);
      items.push(item);
    });
    return issues.length ? { ok: false, issues } : { ok: true, value: { items } };
  } catch {
    return { ok: false, issues: [{ code: "not_an_object", path: [], message: "The interrupts could not be read." }] };
  }
}

/** The payload of one item resolved, valid against its `responseSchema`. */
function payloadOf(item: InterruptItem, answers: readonly AnswerItem[], approval: ToolApprovalResponse | undefined) {
  const schema = item.responseSchema;
  if (item.kind === "approval") {
    // Never approved by default; the edits and the reason only where the schema has room for them.
    const payload: Record<string, unknown> = { approved: approval?.approved === true };
    if (approval?.approved && approval.editedArgs && item.editable) payload.editedArgs = approval.editedArgs;
    if (!approval?.approved && approval?.reason && allows(schema, "reason")) payload.reason = approval.reason;
    return payload;
  }
  if (item.kind === "message") return schema ? {} : undefined;
  // A required question left unanswered is refused, naming it: its payload would fail the schema
  // (the form never sends it so; code that builds answers by hand might).
  const refuse = (ids: string[]) => {
    throw new TypeError(
      `toResume: interrupt ${quote(item.interruptId)} has no answer to its required ${ids.map(quote).join(", ")}; give the answers the form accepted, or cancel.`,
    );
  };
  if (item.kind === "confirmation" && !hasFields(schema)) {
    const answer = answers.find((each) => each.id === CONFIRMATION_ID)?.answer;
    if (answer === undefined) refuse([CONFIRMATION_ID]);
    return answer === YES;
  }
  // Always an accept: the writer only declines or cancels when told to.
  const content = toSchemaObject({ fields: schemaFields(objectSchema(schema), { files: true }) }, answers);
  const missing = item.questions.filter((question) => question.required && !Object.hasOwn(content, question.id));
  if (missing.length) refuse(missing.map((question) => question.id));
  return schema && isScalar(schema) ? content[VALUE_ID] : content;
}

/**
 * The next run's `resume` (SPEC §13): one entry per item, in order, covering
 * every open interrupt. Accepted, each item is `resolved` with the payload its
 * `responseSchema` describes (questions as `toSchemaObject` writes the
 * schema's object, a confirmation `true` / `false` or its schema's object, an approval
 * `{ approved, editedArgs?, reason? }`, a message none); cancelled, every
 * item is `cancelled` without a payload. Answers are those the form accepted.
 * Any other response throws a `TypeError`.
 */
export function toResume(read: RunInterruptsRead, response: RunInterruptsResponse): ResumeEntry[] {
  // Cancel is spelled one way: anything else that is not an accept (`{ action: "cancel" }`, a typo)
  // is refused, never sent as an accept with nothing approved.
  if (response !== "cancel" && !(isObject(response) && response.action === "accept"))
    throw new TypeError('toResume: the response is { action: "accept", answers?, approvals? } or "cancel".');
  return read.items.map((item) => {
    const { interruptId } = item;
    if (response === "cancel") return { interruptId, status: "cancelled" };
    const answers =
      (response.answers && Object.hasOwn(response.answers, interruptId) && response.answers[interruptId]) || [];
    const approval =
      response.approvals && Object.hasOwn(response.approvals, interruptId)
        ? response.approvals[interruptId]
        : undefined;
    const payload = payloadOf(item, answers, approval);
    return payload === undefined ? { interruptId, status: "resolved" } : { interruptId, status: "resolved", payload };
  });
}

/** A run's items as the requests of one form (`roundQuestions`): each answered under its interrupt's id. */
export const runRequests = (read: RunInterruptsRead): RoundRequest[] =>
  read.items.map((item) => ({ ...item, key: item.interruptId }));

/**
 * A run's words for `toOutcomeResult` (SPEC §17), so an AG-UI run ends as
 * every other request does: the form's answers (its round's ids, as
 * `roundQuestions(read, runRequests)` gave them) resolve every interrupt, the
 * `approvals` decided beside them included; declined or dismissed, every
 * interrupt is cancelled. Each is `toResume`'s `resume`. Past its deadline a
 * run gets no resume: the agent's own clock ran out, and `toOutcomeResult`'s
 * expiry text is not sent.
 */
export function runWriters(
  read: RunInterruptsRead,
  approvals?: Readonly<Record<string, ToolApprovalResponse | undefined>>,
): QuestionToolWriters<ResumeEntry[]> & { write: (input: unknown, answers: readonly AnswerItem[]) => ResumeEntry[] } {
  const cancel = () => toResume(read, "cancel");
  return {
    write: (_input, answers) =>
      toResume(read, { action: "accept", answers: answersByRequest(runRequests(read), answers), approvals }),
    decline: cancel,
    dismiss: cancel,
  };
}
