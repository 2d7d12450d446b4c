/**
 * Every string `ToolApproval` shows. Pass any subset through its `labels`
 * prop to translate or reword; the rest keep these English defaults.
 * `{tool}` and `{reason}` are filled in.
 */
export interface ToolApprovalLabels {
  /** The request, naming the tool (`{tool}`, shown as code). */
  approvalTitle: string;
  /** The caption of the tool's input, shown as text. */
  toolInput: string;
  /** The button that shows a long input whole. */
  showInput: string;
  /** The same button once the input shows whole. */
  hideInput: string;
  /** The button that lets the tool run. */
  approve: string;
  /** The button that refuses it (then offers a reason). */
  deny: string;
  /** The label of the optional reason for denying. */
  denyReason: string;
  /** The button that sends the denial, with the reason if one was typed. */
  sendDenial: string;
  /** The button that goes back from the reason to Approve / Deny. */
  cancel: string;
  /** The receipt of an approval. */
  approved: string;
  /** The receipt of a denial without a reason. */
  denied: string;
  /** The receipt of a denial with its reason (`{reason}`). */
  deniedWithReason: string;
  /** Shown when part of the input cannot be shown (too deep, cyclic, unreadable), each gap marked "‹not shown›". */
  inputPartial: string;
}

/** The English defaults of `ToolApprovalLabels`. */
export const DEFAULT_APPROVAL_LABELS: Readonly<ToolApprovalLabels> = /* @__PURE__ */ Object.freeze({
  approvalTitle: "Allow {tool} to run?",
  toolInput: "Input",
  showInput: "Show all input",
  hideInput: "Show less",
  approve: "Approve",
  deny: "Deny",
  denyReason: "Reason (optional)",
  sendDenial: "Send denial",
  cancel: "Cancel",
  approved: "Approved",
  denied: "Denied",
  deniedWithReason: "Denied: {reason}",
  inputPartial:
    "Part of this input cannot be shown (marked ‹not shown›). Approve only if you trust this tool with what you cannot see.",
});
