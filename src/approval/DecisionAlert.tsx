import type { ReactNode } from "react";
import { slotProps } from "../form/index.ts";

/** Props of `DecisionAlert`. */
export interface DecisionAlertProps {
  /** What stopped the send: a tool call nobody decided yet, or why the decisions cannot be sent. */
  children: ReactNode;
  /** Extra class names by slot: `interrupt-error`'s. */
  classNames?: { "interrupt-error"?: string | undefined } | undefined;
}

/**
 * The line of a round held back at its send (`useDecisionsFirst`: under each
 * undecided tool call of AG-UI's `InterruptForm`, ADK's `ConfirmationForm`
 * and `ApprovalList`; and the list's refusal under its calls): one part,
 * `interrupt-error`, read out as it appears. Its partner is
 * `decisionControl`, where focus goes.
 */
export function DecisionAlert({ children, classNames }: DecisionAlertProps) {
  return (
    <p {...slotProps("interrupt-error", classNames, "qf-error-message")} role="alert">
      {children}
    </p>
  );
}
