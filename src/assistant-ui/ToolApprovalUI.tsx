import { defineToolkit, type ToolCallMessagePartProps, type Toolkit } from "@assistant-ui/react";
import { useEffect, useId, useState } from "react";
import { ToolApproval, type ToolApprovalProps } from "../approval/ToolApproval.tsx";
import { pickUIOptions, type QuestionUIOptionsOf } from "../form/index.ts";

/** Options for every approval `ToolApprovalUI` renders: `ToolApproval`'s `QuestionUIOptions`. */
export interface ToolApprovalUIOptions extends QuestionUIOptionsOf<ToolApprovalProps> {}

/** Props of `ToolApprovalUI`: what assistant-ui passes a tool call's renderer, plus the options. */
export type ToolApprovalUIProps = ToolCallMessagePartProps & ToolApprovalUIOptions;

/**
 * Renders assistant-ui's tool approval gate (a tool-call part with
 * `approval`, answered with `respondToApproval`) as a `ToolApproval`: the
 * request while `approval.approved` is unset, the receipt once it is (also
 * from a stored thread), and the request disabled when the runtime closed it
 * unanswered (`approval.resolution`: cancelled or expired). Nothing for a
 * call without an approval, or one that asks a question rather than for a
 * decision (`display` `select`, `text` or `questions`): leave those to the
 * renderer you had. Why the call asks (`approval.prompt`) shows on the card;
 * an automatic decision (`approval.isAutomatic`) is a receipt with no
 * buttons. Use it as a tool's `render`, as `toolApprovalToolkit`
 * does, or as `MessagePrimitive.Parts`' `components.tools.Fallback`.
 * Where the host's `approval.options` hold one of kind `allow-always` (the
 * host keeps the permission), it offers "Always allow", answered with that
 * option's id; a stored decision with that id shows "Always allowed".
 */
export function ToolApprovalUI({ toolName, args, approval, respondToApproval, ...props }: ToolApprovalUIProps) {
  // Only the options: assistant-ui hands the renderer more (the call's status, result, addResult…).
  const options: ToolApprovalUIOptions = pickUIOptions(props);
  // A response the runtime could not record puts the request back (a new ToolApproval), so the person can decide again.
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  // Focus was on the receipt, which is gone: it goes to the request's first button again.
  useEffect(() => {
    if (attempt > 0) document.getElementById(id)?.querySelector("button")?.focus();
  }, [attempt, id]);
  if (!approval || (approval.display !== undefined && approval.display !== "decision")) return null;
  const decided = typeof approval.approved === "boolean";
  // assistant-ui's way to keep a permission: the host's option of kind allow-always (its scope is the host's).
  const always = approval.options?.find((option) => option.kind === "allow-always");
  return (
    <ToolApproval
      key={attempt}
      id={id}
      {...options}
      toolName={toolName}
      input={args}
      // The AI SDK runtime hands AI SDK 7's `requestReason` on as `prompt`, and `isAutomatic` as it is.
      requestReason={approval.prompt}
      automatic={approval.isAutomatic === true}
      decision={
        decided
          ? {
              approved: approval.approved === true,
              reason: approval.reason,
              ...(approval.approved === true && always && approval.optionId === always.id && { always: true }),
            }
          : undefined
      }
      disabled={!decided && approval.resolution !== undefined}
      offerAlways={always !== undefined}
      onSubmit={({ always: kept, ...response }) => {
        const retry = () => setAttempt((count) => count + 1);
        try {
          respondToApproval(kept && always ? { ...response, optionId: always.id } : response).catch(retry);
        } catch {
          // A precondition the runtime checks at once (e.g. a run still going) throws instead of rejecting.
          retry();
        }
      }}
    />
  );
}

/**
 * An assistant-ui toolkit that renders the approval of each named tool with
 * `ToolApprovalUI`. The tools run elsewhere (your server, the AI SDK with
 * `toolApproval` on the call (AI SDK 7) or `needsApproval` on the tool (AI SDK 6),
 * your model adapter): their entries are `backend` ones,
 * render only. Register it with `AuiConfig({ tools: Tools({ toolkit }) })`, or
 * spread it into your own `defineToolkit({ ... })`.
 *
 * Call it once (module scope or `useMemo`): assistant-ui wants a stable toolkit.
 */
export function toolApprovalToolkit(toolNames: readonly string[], options: ToolApprovalUIOptions = {}): Toolkit {
  function render(props: ToolCallMessagePartProps) {
    return <ToolApprovalUI {...props} {...options} />;
  }
  return defineToolkit(Object.fromEntries(toolNames.map((name) => [name, { type: "backend" as const, render }])));
}
