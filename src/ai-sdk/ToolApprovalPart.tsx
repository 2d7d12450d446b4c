import { ToolApproval, type ToolApprovalProps } from "../approval/ToolApproval.tsx";
import type { QuestionUIOptionsOf } from "../form/index.ts";

/**
 * The fields of an AI SDK tool part that `ToolApprovalPart` reads: any
 * `tool-<name>` or `dynamic-tool` part from `useChat`'s messages fits.
 */
export interface ToolApprovalPartData {
  /** `tool-<name>`, or `dynamic-tool` (then `toolName` names the tool). */
  type: string;
  /** The tool's name, on a `dynamic-tool` part. */
  toolName?: string;
  /** The tool call's id. */
  toolCallId: string;
  /** `approval-requested`, `approval-responded`, `output-available`, `output-error`, `output-denied`, or earlier. */
  state: string;
  /** The tool's input. */
  input?: unknown;
  /**
   * The approval, once the SDK asked for it (AI SDK 7: the call's `toolApproval`; AI SDK 6: the tool's
   * `needsApproval`). `requestReason` is shown; `isAutomatic` makes it a receipt with no buttons. The
   * rest (AI SDK 7's `signature`, `descriptor`) stays on the part, untouched: `addToolApprovalResponse`
   * keeps it there and the chat sends it back to the route, which checks the signature.
   */
  approval?:
    | {
        id: string;
        approved?: boolean;
        reason?: string;
        /** Why the call asks (AI SDK 7): the `reason` of the `toolApproval` status that asked. */
        requestReason?: string;
        /** The decision is `toolApproval`'s own, not the person's (AI SDK 7). */
        isAutomatic?: boolean;
      }
    | undefined;
}

/**
 * The slice of `useChat`'s `addToolApprovalResponse` that `ToolApprovalPart` calls: AI SDK 6 and 7
 * take the same `{ id, approved, reason }` (7 keeps the request's `signature` on the part itself).
 */
export type AddToolApprovalResponse = (response: { id: string; approved: boolean; reason?: string }) => unknown;

/** Props of `ToolApprovalPart`: the part, `addToolApprovalResponse`, and `ToolApproval`'s `QuestionUIOptions`. */
export interface ToolApprovalPartProps extends QuestionUIOptionsOf<ToolApprovalProps> {
  /** A tool part from `useChat`'s messages, in any state. */
  part: ToolApprovalPartData;
  /** `addToolApprovalResponse` from `useChat`: the decision goes back through it. */
  addToolApprovalResponse: AddToolApprovalResponse;
}

/**
 * Renders the approval of an AI SDK tool call (AI SDK 7: `toolApproval` on
 * `streamText` / `generateText` / `ToolLoopAgent`; AI SDK 6: the tool's
 * `needsApproval`): the request (`approval-requested`) with why it asks
 * (`requestReason`), answered with `addToolApprovalResponse({ id, approved,
 * reason })`, and the receipt once decided (`approval-responded`,
 * `output-available`, `output-error`, `output-denied`), also after a reload
 * from stored messages. A decision `toolApproval` made itself (`isAutomatic`)
 * is a receipt only, with no Approve or Deny at any point. Nothing for a part
 * without an approval (still streaming, or a call that needs none). With
 * `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses`
 * the run then continues.
 */
export function ToolApprovalPart({ part, addToolApprovalResponse, ...options }: ToolApprovalPartProps) {
  const { approval } = part;
  if (!approval) return null;
  const toolName = part.type === "dynamic-tool" ? (part.toolName ?? "") : part.type.slice("tool-".length);
  const decided = typeof approval.approved === "boolean";
  return (
    <ToolApproval
      {...options}
      toolName={toolName}
      input={part.input}
      requestReason={approval.requestReason}
      automatic={approval.isAutomatic === true}
      decision={decided ? { approved: approval.approved === true, reason: approval.reason } : undefined}
      // The AI SDK's response carries approved and reason only: nothing would keep an "Always allow".
      offerAlways={false}
      onSubmit={(response) => addToolApprovalResponse({ id: approval.id, ...response })}
    />
  );
}
