import { useMemo } from "react";
import { ApprovalList, type ApprovalListClassNames, type ApprovalListProps } from "../approval/ApprovalList.tsx";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { DecisionAlert } from "../approval/DecisionAlert.tsx";
import { isolated } from "../approval/isolated.tsx";
import { contentKey, slotProps, useByContent, useLabels } from "../form/index.ts";
import { fromRunInterruptions } from "../formats/openaiAgents.ts";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { DEFAULT_RUN_APPROVALS_LABELS, type RunApprovalsLabels } from "./runApprovalsLabels.ts";

/** The part `RunApprovals` adds around the list, as its `data-slot`. */
export type RunApprovalsSlot = "run-approvals";

/** Extra class names by part (`data-slot`): `ToolApproval`'s, the list's and the run's own. */
export type RunApprovalsClassNames = ApprovalListClassNames & Partial<Record<RunApprovalsSlot, string>>;

/** Props of `RunApprovals`. */
export interface RunApprovalsProps {
  /**
   * The run's `result.interruptions`: the SDK's approval items, or their JSON
   * as a server sent them. Read with `fromRunInterruptions`; what it cannot
   * read shows as an error, with no cards.
   */
  interruptions: unknown;
  /**
   * Called once with one decision per interruption, in their order: hand them
   * to `applyApprovals(state, read, decisions)` and run the agent again with
   * `state`. A run of one call is sent at its decision, several at Send.
   */
  onSubmit?: ((decisions: ToolApprovalResponse[]) => void) | undefined;
  /** The decisions already sent (e.g. restored with the conversation): the cards show as their receipts. */
  decisions?: readonly ToolApprovalResponse[] | undefined;
  /** Takes no decision (e.g. while the run goes on). */
  disabled?: boolean | undefined;
  /** Replaces any of `ToolApproval`'s visible strings, the list's and the run's own. */
  labels?: Partial<ToolApprovalLabels & RunApprovalsLabels> | undefined;
  /** Extra class names by part (`data-slot`). */
  classNames?: RunApprovalsClassNames | undefined;
  /** The host's parts, the form's own type: its `Button` renders every button. */
  components?: ApprovalListProps["components"];
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Every tool call an OpenAI Agents SDK run stopped on for approval (SPEC §15),
 * as the house's one `ApprovalList`: a `ToolApproval` per call (the agent's
 * name above it), one Send for all. No "Approve with changes": the SDK runs a
 * tool with the model's own arguments only.
 */
export function RunApprovals({
  interruptions,
  onSubmit,
  decisions,
  disabled,
  labels,
  classNames,
  components,
  className,
}: RunApprovalsProps) {
  const text = useLabels(labels, DEFAULT_RUN_APPROVALS_LABELS);
  // Read once per content: a re-render with the same interruptions (a new array of the same items) keeps the decisions made.
  const kept = useByContent(interruptions, [contentKey(interruptions)]);
  const read = useMemo(() => fromRunInterruptions(kept), [kept]);
  return (
    <div
      {...slotProps<RunApprovalsSlot>("run-approvals", classNames, className)}
      data-state={!read.ok ? "invalid" : decisions ? "sent" : "open"}
    >
      {read.ok ? (
        <ApprovalList
          calls={read.value.items.map((item) => ({
            toolName: item.toolName,
            input: item.args,
            description: item.agentName,
            // The SDK keeps it: `applyApprovals` writes it as `alwaysApprove`.
            offerAlways: true,
          }))}
          decisions={decisions}
          onSubmit={onSubmit}
          disabled={disabled}
          labels={labels}
          classNames={classNames}
          components={components}
        />
      ) : (
        <DecisionAlert classNames={classNames}>
          {isolated(text.unreadableRun, { issues: read.issues.map(({ message }) => message).join(" ") })}
        </DecisionAlert>
      )}
    </div>
  );
}
