import type { ApprovalListLabels } from "../approval/approvalListLabels.ts";

/** The strings `RunApprovals` adds to `ToolApproval`'s and the list's. Pass any subset through `labels`. */
export interface RunApprovalsLabels extends ApprovalListLabels {
  /** Shown instead of the cards when the run's interruptions cannot be read (`{issues}`: what is wrong). */
  unreadableRun: string;
}

/** `RunApprovals`' own strings (the list's are `DEFAULT_APPROVAL_LIST_LABELS`). */
export const DEFAULT_RUN_APPROVALS_LABELS: Readonly<Omit<RunApprovalsLabels, keyof ApprovalListLabels>> =
  /* @__PURE__ */ Object.freeze({
    unreadableRun: "This run's approvals cannot be shown: {issues}",
  });
