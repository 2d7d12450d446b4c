import { isObject } from "../protocol/json.ts";
import { createParking } from "./parking.ts";

/** One `AskUserQuestion` call waiting for the person, as the browser gets it. */
export interface AskUserQuestionCall {
  /** The id to answer it with (the SDK's `toolUseID`): pass it back to `resolve`. */
  id: string;
  /** The tool input as Claude sent it: read it with `fromAskUserQuestion`, answer with `toAskUserQuestionPermission(input, answers)`. */
  input: Record<string, unknown>;
}

/** What the SDK passes `canUseTool` as its third argument (the part the bridge reads). */
export interface AskUserQuestionCallOptions {
  /** Aborted when the SDK gives up on the call (the turn was interrupted). */
  signal: AbortSignal;
  /** The SDK's id of this tool call; the bridge parks the call under it. */
  toolUseID?: string;
}

/** The permission results the bridge itself returns: the shape of the SDK's `PermissionResult`. */
export type AskUserQuestionPermissionResult =
  | { behavior: "allow"; updatedInput: Record<string, unknown> }
  | { behavior: "deny"; message: string };

/** Options of `createAskUserQuestionBridge`. */
export interface AskUserQuestionBridgeOptions<Options extends AskUserQuestionCallOptions, Permission> {
  /**
   * Sends a call to the browser (over your WebSocket, server-sent events, or
   * a poll of `waiting()`), once per `AskUserQuestion` call. Its answer comes
   * back through `resolve(call.id, permissionResult)`.
   */
  onAsk: (call: AskUserQuestionCall) => void;
  /** Tells the browser a call is no longer waiting (the SDK aborted it), so it can take the form away. */
  onAbort?: (id: string) => void;
  /**
   * Decides every tool other than `AskUserQuestion`, as your `canUseTool`
   * did before (it receives the SDK's arguments unchanged). Without it, every
   * other tool is denied.
   */
  otherTool?: (toolName: string, input: Record<string, unknown>, options: Options) => Permission | Promise<Permission>;
}

/** A `canUseTool` that hands `AskUserQuestion` to a person in a browser, and the means to answer it. */
export interface AskUserQuestionBridge<Options extends AskUserQuestionCallOptions, Permission> {
  /** Pass as the Claude Agent SDK's `canUseTool` option: each `AskUserQuestion` call waits here for `resolve`. */
  canUseTool: (
    toolName: string,
    input: Record<string, unknown>,
    options: Options,
  ) => Promise<AskUserQuestionPermissionResult | Permission>;
  /**
   * Answers the call parked under `id` with what the browser sent:
   * `toAskUserQuestionPermission(input, answers)` or `declineAskUserQuestion()`,
   * or a written result as it is: `toAskUserQuestionResult`,
   * `toAskUserQuestionReply` (the person's own words, `response`) or
   * `toAskUserQuestionDismissed` (SPEC §11), each settled as an allow.
   * Only its answers are taken (strings by question text; annotations;
   * `response`; an expiry's `afkTimeoutMs`): the questions Claude sees are always its own. False when no call waits
   * under `id` (already answered, aborted, never asked) or `result` is no
   * permission result; the call then keeps waiting.
   */
  resolve: (id: string, result: unknown) => boolean;
  /** The calls still waiting, oldest first: for a browser that connects (again) mid-turn. */
  waiting: () => AskUserQuestionCall[];
}

const TOOL = "AskUserQuestion";
const WITHDRAWN: AskUserQuestionPermissionResult = { behavior: "deny", message: "The question was withdrawn." };
const stringsOnly = (value: unknown) =>
  isObject(value) && Object.values(value).every((each) => typeof each === "string");

/**
 * Bridges the Claude Agent SDK's `canUseTool` (on your Node server) to a
 * browser: each `AskUserQuestion` call is parked under its `toolUseID` and
 * sent with `onAsk`; your HTTP or WebSocket handler calls `resolve` with the
 * browser's answer, which settles the call. Framework-free, no SDK import.
 */
export function createAskUserQuestionBridge<
  Options extends AskUserQuestionCallOptions = AskUserQuestionCallOptions,
  Permission = AskUserQuestionPermissionResult,
>({
  onAsk,
  onAbort,
  otherTool,
}: AskUserQuestionBridgeOptions<Options, Permission>): AskUserQuestionBridge<Options, Permission> {
  const parking = createParking("ask", WITHDRAWN, onAsk, onAbort);

  function canUseTool(toolName: string, input: Record<string, unknown>, options: Options) {
    if (toolName !== TOOL) {
      return Promise.resolve(
        otherTool
          ? otherTool(toolName, input, options)
          : ({ behavior: "deny", message: `${toolName} is not allowed here.` } as const),
      );
    }
    return parking.park(options, (id) => ({ id, input }));
  }

  function resolve(id: string, result: unknown): boolean {
    return parking.settle(id, (parked): AskUserQuestionPermissionResult | undefined => {
      if (!isObject(result)) return undefined;
      if (result.behavior === "deny" && typeof result.message === "string")
        return { behavior: "deny", message: result.message };
      // A permission result, or what the writers return as it is (toAskUserQuestionResult, …Reply, …Dismissed).
      const given = result.behavior === "allow" ? result.updatedInput : result.behavior === undefined && result;
      if (!isObject(given) || !stringsOnly(given.answers)) return undefined;
      const { answers, annotations, response, afkTimeoutMs } = given;
      return {
        behavior: "allow",
        updatedInput: {
          ...parked.input,
          answers,
          ...(isObject(annotations) ? { annotations } : {}),
          ...(typeof response === "string" ? { response } : {}),
          ...(typeof afkTimeoutMs === "number" ? { afkTimeoutMs } : {}),
        },
      };
    });
  }

  return { canUseTool, resolve, waiting: parking.waiting };
}
