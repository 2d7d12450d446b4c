/**
 * The strings `ApprovalList` adds to `ToolApproval`'s: Send and Change on a
 * list of several tool calls, and the line when Send is pressed too early.
 * Pass any subset through `labels`.
 */
export interface ApprovalListLabels {
  /** Sends a list of several tool calls once each is decided. */
  sendDecisions: string;
  /** Takes back one call's decision before Send, to decide again. */
  changeDecision: string;
  /** Shown under each call still undecided when Send is pressed, until it is decided. */
  decideEvery: string;
}

/** The English defaults of `ApprovalListLabels`. */
export const DEFAULT_APPROVAL_LIST_LABELS: Readonly<ApprovalListLabels> = /* @__PURE__ */ Object.freeze({
  sendDecisions: "Send decisions",
  changeDecision: "Change decision",
  decideEvery: "Approve or deny every action before sending.",
});
