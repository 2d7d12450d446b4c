// The OpenAI Agents SDK's approvals (SPEC §15), framework-free: the SDK's items and run state are
// typed by their shape here, so `agent-question-form/openai-agents` loads without `@openai/agents`
// (an optional peer) and takes any version whose items have these fields.
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import type { QuestionIssue, Validated } from "../protocol/types.ts";

export type { ToolApprovalResponse };

/**
 * What an approval `state.approve` / `state.reject` take: the SDK's
 * `RunToolApprovalItem`, as `result.interruptions` gives it.
 */
export interface RunApprovalItemLike {
  /** The tool's name. */
  readonly name?: string | undefined;
  /** The tool's arguments, as JSON text. */
  readonly arguments?: string | undefined;
  /** The tool's name where the item has no `name` (the item as JSON: its `toJSON`). */
  readonly toolName?: string | undefined;
  /**
   * The model's call: its `callId` (a function tool's) or `id` (a hosted tool's); in the item's
   * JSON, its `name` and `arguments` too.
   */
  readonly rawItem?:
    | {
        readonly callId?: string | undefined;
        readonly id?: string | undefined;
        readonly name?: string | undefined;
        readonly arguments?: string | undefined;
      }
    | undefined;
  /** The agent that called the tool. */
  readonly agent?: { readonly name?: string | undefined } | undefined;
}

/** The part of the SDK's `RunState` that `applyApprovals` calls. */
export interface RunApprovalState<Item> {
  /** Lets the tool call run; `alwaysApprove` lets every later call of the tool in this run run too. */
  approve(item: Item, options?: { alwaysApprove?: boolean }): void;
  /** Refuses the tool call; `message` is what the model is told. */
  reject(item: Item, options?: { message?: string }): void;
}

/** One tool call of a run that waits for the person's approval. */
export interface RunApproval {
  /** The tool's name, as the agent calls it. */
  toolName: string;
  /** The tool's arguments, parsed from the item's JSON text (`{}` where it has none). */
  args: unknown;
  /** The model's id of the call, where the item has one. */
  callId?: string;
  /** The name of the agent that called the tool, where known. */
  agentName?: string;
  /** The SDK's item, as it came: `applyApprovals` hands it back to `state.approve` / `state.reject`. */
  item: unknown;
}

/** What `fromRunInterruptions` reads from `result.interruptions`. */
export interface RunInterruptionsRead {
  /** One per interruption, in the run's order; the decisions go back in this order. */
  items: RunApproval[];
}

const issue = (code: QuestionIssue["code"], path: QuestionIssue["path"], message: string): QuestionIssue => ({
  code,
  path,
  message,
});

/** Reads one item, or says why it cannot. Reading the SDK's getters may throw: that is an issue too. */
function readItem(item: unknown, index: number): RunApproval | QuestionIssue {
  try {
    if (!isObject(item)) return issue("not_an_object", [index], `Interruption ${index + 1} is not an approval item.`);
    const { rawItem, agent } = item as RunApprovalItemLike;
    // An item as the SDK gives it has `name` and `arguments` getters; sent as JSON (its `toJSON`, e.g. to the
    // browser), it has them on `rawItem` and `toolName` only, and reads the same.
    const raw: Record<string, unknown> = isObject(rawItem) ? rawItem : {};
    const name = item.name ?? item.toolName ?? raw.name;
    const text = item.arguments ?? raw.arguments;
    if (typeof name !== "string" || !name)
      return issue("missing_field", [index, "name"], `Interruption ${index + 1} names no tool.`);
    let args: unknown = {};
    if (typeof text === "string" && text !== "") {
      try {
        args = parseArguments(text);
      } catch {
        return issue("invalid_json", [index, "arguments"], `The arguments of ${name} (${index + 1}) are not JSON.`);
      }
    }
    const callId = isObject(rawItem) ? (rawItem.callId ?? rawItem.id) : undefined;
    const agentName = isObject(agent) ? agent.name : undefined;
    return {
      toolName: name,
      args,
      ...(typeof callId === "string" && { callId }),
      ...(typeof agentName === "string" && { agentName }),
      item,
    };
  } catch {
    return issue("wrong_type", [index], `Interruption ${index + 1} could not be read.`);
  }
}

/**
 * Reads a run's `result.interruptions` (SPEC §15): every tool call that waits
 * for approval, in the run's order, its arguments parsed. Never throws; an
 * item that cannot be read (no tool name, arguments that are not JSON) is an
 * issue, and the read is not ok.
 */
export function fromRunInterruptions(interruptions: unknown): Validated<RunInterruptionsRead> {
  if (!Array.isArray(interruptions))
    return { ok: false, issues: [issue("wrong_type", [], "The interruptions must be a list (result.interruptions).")] };
  const read = interruptions.map(readItem);
  const issues = read.filter((each): each is QuestionIssue => "code" in each);
  if (issues.length) return { ok: false, issues };
  return { ok: true, value: { items: read as RunApproval[] } };
}

/**
 * Hands the person's decisions to the run state (SPEC §15): `state.approve(item,
 * { alwaysApprove })` or `state.reject(item, { message })` for every item, once
 * each, in the items' order (`value.applied` counts them). `decisions` has one `ToolApprovalResponse` per
 * item; the SDK runs no edited arguments, so an `editedArgs` is refused, as is
 * a count that does not match, and then nothing is applied. Re-run the agent
 * with `state` afterwards.
 */
export function applyApprovals<Item>(
  state: RunApprovalState<Item>,
  read: RunInterruptionsRead,
  decisions: readonly ToolApprovalResponse[],
): Validated<{ applied: number }> {
  const { items } = read;
  if (!Array.isArray(decisions) || decisions.length !== items.length)
    return {
      ok: false,
      issues: [
        issue(
          "wrong_count",
          ["decisions"],
          `The run waits on ${items.length} approval(s) and ${Array.isArray(decisions) ? decisions.length : "no list of"} decision(s) were given: one per approval.`,
        ),
      ],
    };
  const issues = decisions.flatMap((decision, index) =>
    !isObject(decision) || typeof decision.approved !== "boolean"
      ? [issue("wrong_type", ["decisions", index], `Decision ${index + 1} must say whether the tool may run.`)]
      : decision.editedArgs !== undefined
        ? [
            issue(
              "wrong_payload",
              ["decisions", index, "editedArgs"],
              `The OpenAI Agents SDK runs a tool with the model's own arguments: ${items[index]?.toolName} cannot be approved with changes.`,
            ),
          ]
        : [],
  );
  if (issues.length) return { ok: false, issues };
  decisions.forEach((decision, index) => {
    const item = items[index]?.item as Item;
    if (decision.approved) state.approve(item, decision.always ? { alwaysApprove: true } : undefined);
    else state.reject(item, decision.reason ? { message: decision.reason } : undefined);
  });
  return { ok: true, value: { applied: items.length } };
}
