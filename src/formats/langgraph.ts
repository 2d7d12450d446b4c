import type { ToolApprovalResponse } from "../protocol/approval.ts";
import type { QuestionToolWriters } from "../protocol/format.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { declineText, dismissedText, expiredText, replyText } from "../protocol/noAnswerTexts.ts";
import type { AnswerItem, QuestionIssue, QuestionItem, Validated } from "../protocol/types.ts";
import { validateQuestionInput } from "../protocol/validate.ts";
import { askUserQuestionWriters, fromAskUserQuestion } from "./claude.ts";
import { elicitationWriters } from "./mcp.ts";
import { readSchemaQuestions } from "./schemaQuestions.ts";

/** The decisions LangChain's human-in-the-loop middleware takes, by `type`. */
export type InterruptDecisionType = "approve" | "edit" | "reject" | "respond";

/** One tool call a LangChain human-in-the-loop interrupt asks the person to review. */
export interface InterruptAction {
  /** The tool's name. */
  name: string;
  /**
   * The tool's arguments, as the model wrote them; absent when the request
   * carried none (not an object), so the card says it cannot show what will
   * run and offers Deny alone rather than an Approve over an empty `{}`.
   */
  args?: Record<string, unknown>;
  /** What the middleware says about the call (its `description`), shown above it. */
  description?: string;
  /** The decisions the person may make on it, as the server allows them (unknown ones left out). */
  allowedDecisions: InterruptDecisionType[];
  /** The JSON Schema of the arguments, where the server sent one (for "edit"). */
  argsSchema?: Record<string, unknown>;
}

export type { ToolApprovalResponse };

/** Which reader read a question interrupt: its writers (`interruptWriters`) write the answer. */
export type InterruptQuestionReader = "ask_questions" | "AskUserQuestion" | "elicitation";

/** A LangGraph interrupt that asks questions, read. */
export interface InterruptQuestionsRead {
  /** Questions for the form. */
  kind: "questions";
  /** The reader that knew the value: `ask_questions`, Claude's `AskUserQuestion`, or an MCP-style `requestedSchema`. */
  reader: InterruptQuestionReader;
  /** The questions, ready for the form. */
  questions: QuestionItem[];
  /** The interrupt's message (an MCP-style request's `message`), shown above the questions. */
  message?: string;
  /** Answers to start the form from (an MCP-style schema's `default`s). */
  defaults?: AnswerItem[];
  /** The value as the graph sent it (the answer is written from it). */
  request: unknown;
}

/** A LangChain human-in-the-loop interrupt (tool calls to review), read. */
export interface InterruptReviewRead {
  /** Tool calls to approve, edit, reject or respond to. */
  kind: "review";
  /** One per action request, in the order sent; the decisions go back in this order. */
  actions: InterruptAction[];
  /** How the server spells its fields (a Python server: snake_case); the decisions are written the same way. */
  naming: "camelCase" | "snake_case";
}

/** What `fromInterrupt` reads from a LangGraph interrupt's value. */
export type LangGraphInterruptRead = InterruptQuestionsRead | InterruptReviewRead;

/** One decision of LangChain's human-in-the-loop response. */
export type InterruptDecision =
  | { type: "approve" }
  | { type: "edit"; editedAction: { name: string; args: Record<string, unknown> } }
  | { type: "edit"; edited_action: { name: string; args: Record<string, unknown> } }
  | { type: "reject"; message?: string }
  | { type: "respond"; message: string };

/** What the human-in-the-loop middleware takes back: one decision per action, in order. */
export interface InterruptDecisions {
  /** One per action of the review, in its order. */
  decisions: InterruptDecision[];
}

/**
 * What LangChain's human-in-the-loop middleware does with one action of a
 * review, given the decisions on all of them: `runs` (approved), `edited`
 * (runs with the person's arguments), `rejected` (does not run: the agent
 * gets the rejection), `stopped` (approved or edited, yet does not run: an
 * action of the same review was rejected), `responded` (does not run: the
 * person's answer goes back in its place).
 */
export type InterruptActionEffect = "runs" | "edited" | "rejected" | "stopped" | "responded";

const DECISIONS: readonly string[] = ["approve", "edit", "reject", "respond"];

/** The decision an approval is written as (`toDecisions`), before it is checked against the allowed ones. */
function decisionType({ approved, editedArgs, respond }: Partial<ToolApprovalResponse>): InterruptDecisionType {
  if (typeof respond === "string") return "respond";
  if (approved !== true) return "reject";
  return isObject(editedArgs) ? "edit" : "approve";
}

/**
 * What the middleware does with each action of a review (SPEC §13), for the
 * person's approvals so far in the actions' order (an undecided action has
 * none, and no effect). LangChain's JS middleware (`langchain` 1.x, a
 * camelCase review) runs none of the actions when any is rejected: it drops
 * the approved and edited calls and asks the model again with the
 * rejections. A Python server's (snake_case) runs each approved call
 * whatever the others' decisions. Never throws.
 */
export function reviewEffects(
  read: InterruptReviewRead,
  approvals: readonly (ToolApprovalResponse | undefined)[],
): (InterruptActionEffect | undefined)[] {
  const types = read.actions.map((_, index) => {
    const approval: unknown = approvals[index];
    return isObject(approval) ? decisionType(approval) : undefined;
  });
  const stopsAll = read.naming === "camelCase" && types.includes("reject");
  return types.map((type) => {
    if (type === "reject") return "rejected";
    if (type === "respond") return "responded";
    if (type === undefined) return undefined;
    if (stopsAll) return "stopped";
    return type === "edit" ? "edited" : "runs";
  });
}

/** A field in either spelling: a JS server's camelCase, else a Python server's snake_case. */
function field(value: Record<string, unknown>, camel: string): unknown {
  if (Object.hasOwn(value, camel)) return value[camel];
  const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return Object.hasOwn(value, snake) ? value[snake] : undefined;
}

const issue = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string): QuestionIssue => ({
  code,
  path,
  message,
});

function readReview(value: Record<string, unknown>, requests: unknown[]): Validated<InterruptReviewRead> {
  const snake = !Object.hasOwn(value, "actionRequests");
  const configs = field(value, "reviewConfigs");
  const issues: QuestionIssue[] = [];
  const list = Array.isArray(configs) ? configs : [];
  if (configs !== undefined && !Array.isArray(configs))
    issues.push(issue("wrong_type", ["reviewConfigs"], '"reviewConfigs" must be a list.'));
  const actions: InterruptAction[] = [];
  // Each tool's first config, by name, built on the first action whose own config is named for another
  // tool: a lookup per action, so a long review reads in linear time (a scan per action was quadratic).
  let byName: Map<unknown, unknown> | undefined;
  const configFor = (index: number, name: string): unknown => {
    const own = list[index];
    if (isObject(own) && field(own, "actionName") === name) return own;
    if (!byName) {
      byName = new Map();
      for (const item of list) {
        const named = isObject(item) ? field(item, "actionName") : undefined;
        if (named !== undefined && !byName.has(named)) byName.set(named, item);
      }
    }
    return byName.get(name);
  };
  for (const [index, request] of requests.entries()) {
    const at = ["actionRequests", index];
    if (!isObject(request)) {
      issues.push(issue("wrong_type", at, `actionRequests[${index}] must be an object.`));
      continue;
    }
    const { name, args, description } = request;
    if (typeof name !== "string" || !name) {
      issues.push(issue("missing_field", [...at, "name"], `actionRequests[${index}] has no tool "name".`));
      continue;
    }
    // The middleware sends one config per request, in order; a config named for another tool is looked up by name.
    const config = configFor(index, name);
    const allowed = isObject(config) ? field(config, "allowedDecisions") : undefined;
    if (!isObject(config) || !Array.isArray(allowed)) {
      issues.push(
        issue("missing_field", ["reviewConfigs", index], `No review config lists the decisions allowed on "${name}".`),
      );
      continue;
    }
    const schema = field(config, "argsSchema");
    actions.push({
      name,
      ...(isObject(args) ? { args } : {}),
      ...(typeof description === "string" ? { description } : {}),
      allowedDecisions: allowed.filter((type): type is InterruptDecisionType => DECISIONS.includes(type)),
      ...(isObject(schema) ? { argsSchema: schema } : {}),
    });
  }
  if (!requests.length && !issues.length)
    issues.push(issue("no_questions", ["actionRequests"], '"actionRequests" is empty: nothing to review.'));
  return issues.length
    ? { ok: false, issues }
    : { ok: true, value: { kind: "review", actions, naming: snake ? "snake_case" : "camelCase" } };
}

function readQuestions(value: Record<string, unknown>): Validated<InterruptQuestionsRead> {
  const request = value;
  const asked = validateQuestionInput(value);
  if (asked.ok)
    return {
      ok: true,
      value: { kind: "questions", reader: "ask_questions", questions: asked.value.questions, request },
    };
  // Claude's reader accepts what ask_questions rejects (options without a type), so it goes second, and
  // never for a batch whose questions have a `type`: an ask_questions batch with a mistake is reported
  // as such, not read as Claude's and answered in Claude's words.
  const list = value.questions;
  if (Array.isArray(list) && list.some((item) => isObject(item) && Object.hasOwn(item, "type"))) return asked;
  const claude = fromAskUserQuestion(value);
  if (claude.ok)
    return {
      ok: true,
      value: { kind: "questions", reader: "AskUserQuestion", questions: claude.value.questions, request },
    };
  return asked;
}

function readElicitation(value: Record<string, unknown>): Validated<InterruptQuestionsRead> {
  // An interrupt's value carries no `mode`: its `requestedSchema` makes it a form. Its message may be left out.
  const read = readSchemaQuestions(value.requestedSchema, { name: "requestedSchema", files: true });
  if (!read.ok)
    return { ok: false, issues: read.issues.map((issue) => ({ ...issue, path: ["requestedSchema", ...issue.path] })) };
  const message = typeof value.message === "string" ? value.message : "";
  const { questions, defaults } = read.value;
  return {
    ok: true,
    value: {
      kind: "questions",
      reader: "elicitation",
      questions,
      ...(message ? { message } : {}),
      ...(defaults.length ? { defaults } : {}),
      request: value,
    },
  };
}

/**
 * Reads a LangGraph interrupt's value (`stream.interrupts[i].value`, or what a
 * graph passed to `interrupt()`) (SPEC §13): a question batch, read by the
 * first reader that knows it (`ask_questions`, Claude's `AskUserQuestion`, an
 * MCP-style `requestedSchema`), or LangChain's human-in-the-loop request
 * (`actionRequests` / `reviewConfigs`, or a Python server's snake_case) as
 * `actions` in camelCase. Every problem at once; never throws.
 */
export function fromInterrupt(value: unknown): Validated<LangGraphInterruptRead> {
  try {
    const root = parseArguments(value);
    if (!isObject(root))
      return { ok: false, issues: [issue("not_an_object", [], "The interrupt's value is not an object.")] };
    const requests = field(root, "actionRequests");
    if (requests !== undefined)
      return Array.isArray(requests)
        ? readReview(root, requests)
        : { ok: false, issues: [issue("wrong_type", ["actionRequests"], '"actionRequests" must be a list.')] };
    if (root.questions !== undefined) return readQuestions(root);
    if (field(root, "requestedSchema") !== undefined)
      return readElicitation({ ...root, requestedSchema: field(root, "requestedSchema") });
    return {
      ok: false,
      issues: [
        issue(
          "no_questions",
          [],
          'The interrupt asks nothing this reader knows: no "questions", "requestedSchema" or "actionRequests".',
        ),
      ],
    };
  } catch {
    return { ok: false, issues: [issue("not_an_object", [], "The interrupt's value could not be read.")] };
  }
}

/**
 * The person's decisions on a review (`fromInterrupt`'s `kind: "review"`) as
 * LangChain's human-in-the-loop response (SPEC §13), one per action in order:
 * approved → `approve`, approved with `editedArgs` → `edit` with the full
 * `editedAction` (`edited_action` for a snake_case server), not approved →
 * `reject` with `reason` as `message`, `respond` → `respond`. A decision the
 * action's `allowedDecisions` excludes is refused, never written. Never throws.
 */
export function toDecisions(
  read: LangGraphInterruptRead,
  decided: { approvals: readonly ToolApprovalResponse[] },
): Validated<InterruptDecisions> {
  try {
    return writeDecisions(read, decided.approvals);
  } catch {
    // A host's exotic object (a getter or Proxy that throws): nothing written.
    return { ok: false, issues: [issue("wrong_type", ["approvals"], "The approvals could not be read.")] };
  }
}

function writeDecisions(
  read: LangGraphInterruptRead,
  approvals: readonly ToolApprovalResponse[],
): Validated<InterruptDecisions> {
  if (read?.kind !== "review" || !Array.isArray(approvals))
    return {
      ok: false,
      issues: [issue("wrong_type", [], "Decisions answer a review interrupt, with one approval per action.")],
    };
  const { actions, naming } = read;
  if (approvals.length !== actions.length)
    return {
      ok: false,
      issues: [
        issue(
          "wrong_count",
          ["approvals"],
          `The review has ${actions.length} action(s) and ${approvals.length} approval(s) were given: one per action.`,
        ),
      ],
    };
  const issues: QuestionIssue[] = [];
  const decisions = actions.map(({ name, allowedDecisions }, index): InterruptDecision | undefined => {
    const approval: unknown = approvals[index];
    if (
      !isObject(approval) ||
      typeof approval.approved !== "boolean" ||
      (approval.editedArgs !== undefined && !isObject(approval.editedArgs))
    ) {
      issues.push(
        issue(
          "wrong_type",
          ["approvals", index],
          `The approval of "${name}" must be { approved, editedArgs?, reason?, respond? }.`,
        ),
      );
      return undefined;
    }
    const { editedArgs, reason, respond } = approval as Partial<ToolApprovalResponse>;
    const type = decisionType(approval);
    let decision: InterruptDecision;
    if (type === "respond") decision = { type: "respond", message: respond as string };
    else if (type === "edit") {
      const editedAction = { name, args: editedArgs as Record<string, unknown> };
      decision =
        naming === "snake_case" ? { type: "edit", edited_action: editedAction } : { type: "edit", editedAction };
    } else if (type === "approve") decision = { type: "approve" };
    else
      decision =
        typeof reason === "string" && reason.trim() ? { type: "reject", message: reason.trim() } : { type: "reject" };
    if (allowedDecisions.includes(decision.type)) return decision;
    issues.push(
      issue(
        "not_an_option",
        ["approvals", index],
        `"${decision.type}" is not allowed on "${name}" (allowed: ${allowedDecisions.join(", ") || "none"}).`,
      ),
    );
    return undefined;
  });
  return issues.length ? { ok: false, issues } : { ok: true, value: { decisions: decisions as InterruptDecision[] } };
}

/** `ask_questions`' own words as writers: the `{ questions, answers }` output itself, and its texts. */
const askQuestionsWriters: QuestionToolWriters = {
  write: (_input, _answers, output) => output,
  decline: declineText,
  dismiss: dismissedText,
  expire: expiredText,
  reply: (_input, text) => replyText(text),
};

/**
 * The writers of a question interrupt (`fromInterrupt`'s `kind: "questions"`), for
 * `toOutcomeResult` (SPEC §14, §17): the value that resumes it for how it ended, in the
 * words of the reader that read it, from the value as sent (`input: read.request`). An
 * `ask_questions` batch as its tool result (the `{ questions, answers }` output, or the
 * decline, dismissal, expiry or reply text), Claude's `AskUserQuestion` as
 * `askUserQuestionWriters` write it, an MCP-style request as `elicitationWriters` (`accept`,
 * `decline` or `cancel`).
 *
 * ```ts
 * toOutcomeResult(
 *   { kind: "answered", output: { questions: read.questions, answers } },
 *   { input: read.request, format: interruptWriters(read) },
 * );
 * ```
 */
export function interruptWriters(read: Pick<InterruptQuestionsRead, "reader">): QuestionToolWriters<unknown> {
  if (read.reader === "elicitation") return elicitationWriters;
  return read.reader === "AskUserQuestion" ? askUserQuestionWriters : askQuestionsWriters;
}
