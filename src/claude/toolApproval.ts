import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { isObject } from "../protocol/json.ts";
import type { AskUserQuestionCallOptions, AskUserQuestionPermissionResult } from "./bridge.ts";
import { createParking } from "./parking.ts";

/** One tool call waiting for the person's approval, as the browser gets it: render it with `ToolApproval`. */
export interface ToolApprovalCall {
  /** The id to answer it with (the SDK's `toolUseID`): pass it back to `resolve`. */
  id: string;
  /** The tool Claude wants to run (`Bash`, `Write`, `mcp__github__create_issue`, …). */
  toolName: string;
  /** The tool's input as Claude sent it, shown to the person as text. */
  input: Record<string, unknown>;
  /** The SDK's own sentence for the request ("Claude wants to read foo.txt"), when it gives one. */
  title?: string;
  /** The SDK's subtitle for the request (what the tool would be allowed to do), when it gives one. */
  description?: string;
  /**
   * Present when the SDK suggested how to keep this tool allowed (its `suggestions`): the browser
   * may then offer "Always allow" (`<ToolApproval offerAlways={call.canAlways} />`). The
   * suggestions themselves stay on the server, which hands them back on an always.
   */
  canAlways?: true;
}

/** What the SDK passes `canUseTool` as its third argument (the part the approval bridge reads). */
export interface ToolApprovalCallOptions extends AskUserQuestionCallOptions {
  /** The SDK's prompt sentence, passed on to the browser. */
  title?: string;
  /** The SDK's subtitle, passed on to the browser. */
  description?: string;
  /**
   * The SDK's suggested permission updates (`PermissionUpdate[]`), which keep the tool allowed
   * "so that the user will not be prompted again": kept on the server, and returned as
   * `updatedPermissions` when the person answers "Always allow".
   */
  suggestions?: unknown[];
}

/**
 * The suggestions' own type, as the `Options` the bridge is typed with give it (the SDK's
 * `PermissionUpdate[]` with `Parameters<CanUseTool>[2]`); `never` for the untyped default, so the
 * result still fits the SDK's `PermissionResult`.
 */
type Suggestions<Options> = Options extends { suggestions?: infer Each }
  ? unknown[] extends Each
    ? never
    : NonNullable<Each>
  : never;

/**
 * The permission results the approval bridge returns: the shape of the SDK's `PermissionResult`.
 * An "Always allow" allows with the SDK's suggestions as `updatedPermissions`.
 */
export type ToolApprovalPermissionResult<Options extends ToolApprovalCallOptions = ToolApprovalCallOptions> =
  | AskUserQuestionPermissionResult
  | { behavior: "allow"; updatedInput: Record<string, unknown>; updatedPermissions: Suggestions<Options> };

/** Options of `createToolApprovalBridge`. */
export interface ToolApprovalBridgeOptions {
  /**
   * Sends a call to the browser (over your WebSocket, server-sent events, or a
   * poll of `waiting()`), once per tool call that needs the person. The
   * decision comes back through `resolve(call.id, { approved, reason })`.
   */
  onApproval: (call: ToolApprovalCall) => void;
  /** Tells the browser a call is no longer waiting (the SDK aborted it), so it can take the request away. */
  onAbort?: (id: string) => void;
  /**
   * Takes the person's edited input (`ToolApproval`'s `editable`, sent as
   * `editedArgs`) as the SDK's `updatedInput`, so the tool runs with it.
   * Off by default: an allow then always runs Claude's own input, whatever
   * the browser posts. Turn it on only where the browser is trusted to
   * change what a tool does.
   */
  allowEdits?: boolean;
}

/** A `canUseTool` that asks a person in a browser before any tool runs, and the means to answer it. */
export interface ToolApprovalBridge<Options extends ToolApprovalCallOptions> {
  /**
   * Pass as the Claude Agent SDK's `canUseTool` option, or as the
   * AskUserQuestion bridge's `otherTool`: each call waits here for `resolve`.
   */
  canUseTool: (
    toolName: string,
    input: Record<string, unknown>,
    options: Options,
  ) => Promise<ToolApprovalPermissionResult<Options>>;
  /**
   * Settles the call parked under `id` with the person's decision, as
   * `ToolApproval`'s `onSubmit` gives it (`{ approved, reason?, editedArgs?, always? }`):
   * an allow runs the tool with Claude's own input (with `allowEdits`, the
   * person's `editedArgs` when they edited it; never otherwise one sent by
   * the browser), an "Always allow" also keeps the SDK's suggestions (when it
   * gave some; otherwise it allows this call only), a deny tells Claude why (`toToolPermission`). False when no call waits
   * under `id` or `response` is no decision; the call then keeps waiting.
   */
  resolve: (id: string, response: unknown) => boolean;
  /** The calls still waiting, oldest first: for a browser that connects (again) mid-turn. */
  waiting: () => ToolApprovalCall[];
}

/**
 * The text Claude reads when the person denies a tool call: that they did,
 * and their reason, word for word, when they gave one.
 */
export function denialText(reason?: string): string {
  const denied = "The person denied this tool call, so it did not run.";
  return reason ? `${denied} Their reason: ${reason}` : `${denied} They gave no reason. Do not retry it unchanged.`;
}

/**
 * The Claude Agent SDK's permission result for the person's decision on a
 * tool call: `{ behavior: "allow", updatedInput: input }` (the tool runs with
 * its input as Claude sent it, or as the person edited it: `editedArgs`),
 * with `updatedPermissions: suggestions` too for an "Always allow" (`always`)
 * when the SDK suggested any, or `{ behavior: "deny", message }` with the
 * reason (`denialText`).
 */
export function toToolPermission(
  input: Record<string, unknown>,
  response: ToolApprovalResponse,
): AskUserQuestionPermissionResult;
export function toToolPermission<Kept extends unknown[]>(
  input: Record<string, unknown>,
  response: ToolApprovalResponse,
  suggestions: Kept | undefined,
):
  | AskUserQuestionPermissionResult
  | { behavior: "allow"; updatedInput: Record<string, unknown>; updatedPermissions: Kept };
export function toToolPermission(
  input: Record<string, unknown>,
  response: ToolApprovalResponse,
  suggestions?: unknown[],
) {
  if (!response.approved) return { behavior: "deny", message: denialText(response.reason?.trim() || undefined) };
  const updatedInput = response.editedArgs ?? input;
  return response.always && suggestions?.length
    ? { behavior: "allow", updatedInput, updatedPermissions: suggestions }
    : { behavior: "allow", updatedInput };
}

const WITHDRAWN: AskUserQuestionPermissionResult = {
  behavior: "deny",
  message: "The request was withdrawn before the person decided.",
};

/**
 * Bridges the Claude Agent SDK's `canUseTool` (on your Node server) to a
 * person in a browser for any tool: each call is parked under its
 * `toolUseID` and sent with `onApproval`; the browser shows it with
 * `ToolApproval` and posts the decision back, and your handler calls
 * `resolve`, which settles the call. Beside the AskUserQuestion bridge, pass
 * its `canUseTool` as that bridge's `otherTool`. Framework-free, no SDK import.
 */
export function createToolApprovalBridge<Options extends ToolApprovalCallOptions = ToolApprovalCallOptions>({
  onApproval,
  onAbort,
  allowEdits,
}: ToolApprovalBridgeOptions): ToolApprovalBridge<Options> {
  // The SDK's suggestions wait beside their call, on the server: the browser is told only that
  // an always can be offered, so what gets kept is never what a browser posts. By the call object,
  // weakly: a call settled or aborted takes its suggestions with it.
  const kept = new WeakMap<ToolApprovalCall, Suggestions<Options>>();
  const parking = createParking<ToolApprovalCall, ToolApprovalPermissionResult<Options>>(
    "tool",
    WITHDRAWN,
    onApproval,
    onAbort,
  );

  function canUseTool(toolName: string, input: Record<string, unknown>, options: Options) {
    const suggestions = options.suggestions?.length ? (options.suggestions as Suggestions<Options>) : undefined;
    return parking.park(options, (id) => {
      const call: ToolApprovalCall = {
        id,
        toolName,
        input,
        ...(options.title ? { title: options.title } : {}),
        ...(options.description ? { description: options.description } : {}),
        ...(suggestions ? { canAlways: true } : {}),
      };
      if (suggestions) kept.set(call, suggestions);
      return call;
    });
  }

  function resolve(id: string, response: unknown): boolean {
    return parking.settle(id, (parked) => {
      if (!isObject(response) || typeof response.approved !== "boolean") return undefined;
      const reason = typeof response.reason === "string" ? response.reason : undefined;
      const { editedArgs } = response;
      return toToolPermission(
        parked.input,
        {
          approved: response.approved,
          reason,
          editedArgs: allowEdits && isObject(editedArgs) ? editedArgs : undefined,
          always: response.always === true || undefined,
        },
        kept.get(parked),
      );
    });
  }

  return { canUseTool, resolve, waiting: parking.waiting };
}
