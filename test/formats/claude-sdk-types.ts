// A typecheck test (no runtime): `npm run typecheck` fails when what
// agent-question-form/claude returns no longer fits the Claude Agent SDK's own types.
import type { CanUseTool, PermissionResult } from "@anthropic-ai/claude-agent-sdk";
import type { AskUserQuestionInput, AskUserQuestionOutput } from "@anthropic-ai/claude-agent-sdk/sdk-tools";
import {
  createToolApprovalBridge,
  declineAskUserQuestion,
  fromAskUserQuestion,
  toAskUserQuestionDismissed,
  toAskUserQuestionPermission,
  toAskUserQuestionReply,
  toAskUserQuestionResult,
  toToolPermission,
} from "../../src/claude/index.ts";
import type { AnswerItem } from "../../src/protocol/index.ts";

declare const input: AskUserQuestionInput;
declare const answers: AnswerItem[];

// The SDK's input is a valid argument of every reader and writer.
export const read = fromAskUserQuestion(input);
export const output: AskUserQuestionOutput = toAskUserQuestionResult(input, answers);
// The whole answer (SPEC §11): a reply in the person's words and a dismissed card are outputs too.
export const reply: AskUserQuestionOutput = toAskUserQuestionReply(input, "text");
export const dismissed: AskUserQuestionOutput = toAskUserQuestionDismissed(input);
export const allow: PermissionResult = toAskUserQuestionPermission(input, answers);
export const deny: PermissionResult = declineAskUserQuestion();
// What we put in updatedInput is still an AskUserQuestionInput, with the answers filled in.
export const updated: AskUserQuestionInput = toAskUserQuestionPermission(input, answers).updatedInput;

/** A canUseTool callback, typed by the SDK, built from our functions. */
export const canUseTool: (toolName: string, toolInput: Record<string, unknown>) => Promise<PermissionResult> = async (
  toolName,
  toolInput,
) => (toolName === "AskUserQuestion" ? toAskUserQuestionPermission(toolInput, answers) : deny);

// Any other tool: the approval bridge's canUseTool is the SDK's CanUseTool, and its writer gives a PermissionResult.
export const approvals: CanUseTool = createToolApprovalBridge({ onApproval: () => {} }).canUseTool;
export const approved: PermissionResult = toToolPermission({ command: "ls" }, { approved: true });
export const denied: PermissionResult = toToolPermission({ command: "ls" }, { approved: false, reason: "Not now" });
