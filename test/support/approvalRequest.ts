import { screen } from "@testing-library/react";
import type { UIMessage, UIMessageChunk } from "ai";
import { isToolUIPart } from "ai";
import { type ScriptedTransport, textReply } from "./scriptedTransport.ts";

// One AI SDK tool call that needs approval, as the approval tests of every kit on the AI SDK see it.

export const CALL = "call_1";
export const APPROVAL = "approval_1";
export const TOOL = "delete_files";
export const input = { paths: ["build/", "tmp/cache.db"] };

/** The model calls the tool; the server (a tool with `needsApproval`) asks for approval and ends the step. */
export const approvalRequest: UIMessageChunk[] = [
  { type: "start", messageId: "assistant_1" },
  { type: "start-step" },
  { type: "tool-input-start", toolCallId: CALL, toolName: TOOL },
  { type: "tool-input-available", toolCallId: CALL, toolName: TOOL, input },
  { type: "tool-approval-request", approvalId: APPROVAL, toolCallId: CALL },
  { type: "finish-step" },
  { type: "finish", finishReason: "tool-calls" },
];

/**
 * The route answers the chat's first request: the tool asks for approval, and the step ends. The chat
 * must take its `onFinish` and `sendAutomaticallyWhen` from the transport (see ScriptedTransport.idle).
 */
export async function askApproval(transport: ScriptedTransport) {
  await transport.request(1);
  transport.emit(...approvalRequest);
  transport.close();
  await screen.findByRole("button", { name: "Approve" });
  // The chat has read the whole response and decided not to send on: what follows is the person's doing.
  await transport.idle(1);
  return transport;
}

/** The tool part the chat sent on to the server in request `count`. */
export async function sentPart(transport: ScriptedTransport, count: number) {
  const messages: UIMessage[] = await transport.request(count);
  const part = messages.flatMap((message) => message.parts).find(isToolUIPart);
  if (!part) throw new Error("the request carries no tool part");
  return { messages, part };
}

/** The server's next step: the tool's result (or its denial), then a short reply. */
export function continueRun(transport: ScriptedTransport, outcome: UIMessageChunk, text = "Done.") {
  const [start, ...reply] = textReply("t1", text);
  transport.emit(start as UIMessageChunk, outcome, ...reply);
  transport.close();
}
