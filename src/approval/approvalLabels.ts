import type { ArgProblemLabels } from "./argProblemLabels.ts";

/**
 * Every string `ToolApproval` shows. Pass any subset through its `labels`
 * prop to translate or reword; the rest keep these English defaults.
 * `{tool}` and `{reason}` are filled in.
 */
export interface ToolApprovalLabels extends ArgProblemLabels {
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
  /**
   * The button that lets the tool run and has the framework keep the permission, so calls like it
   * run without asking (only with `offerAlways`).
   */
  alwaysAllow: string;
  /** The button that refuses it (then offers a reason). */
  deny: string;
  /** The label of the optional reason for denying. */
  denyReason: string;
  /** The button that sends the denial, with the reason if one was typed. */
  sendDenial: string;
  /**
   * The button that goes back from the reason or the editor to Approve / Edit / Deny. Not `cancel`:
   * a view that holds approvals (InterruptForm) has a Cancel of its own, for the whole request.
   */
  approvalCancel: string;
  /** The receipt of an approval. */
  approved: string;
  /** The receipt of an "Always allow". */
  alwaysAllowed: string;
  /** The receipt of a denial without a reason. */
  denied: string;
  /** The receipt of a denial with its reason (`{reason}`). */
  deniedWithReason: string;
  /**
   * Why the call asks (`{reason}`: the agent's or the policy's words, e.g. AI SDK 7's `requestReason`),
   * under the input; the card is described by it.
   */
  whyAsked: string;
  /**
   * The receipt of an automatic decision not known yet (AI SDK 7 streams it as a request first): a
   * policy decides, so the card never offers Approve or Deny.
   */
  decidedAutomatically: string;
  /** The receipt of an approval a policy made, not the person (`automatic`). */
  approvedAutomatically: string;
  /** The receipt of a denial a policy made, without a reason. */
  deniedAutomatically: string;
  /** The receipt of a denial a policy made, with its reason (`{reason}`). */
  deniedAutomaticallyWithReason: string;
  /** The button that opens the tool's input for editing (only with `editable`). */
  edit: string;
  /** The name of the editor: the input as a form, or as a JSON text box. */
  editTitle: string;
  /** The label of the JSON text box, where no schema gives a form. */
  editJson: string;
  /** The button that approves with the edited input. */
  approveEdited: string;
  /** The error of JSON text that does not parse (`{error}`: the parser's message). */
  invalidJson: string;
  /** The error of JSON that is not an object: a tool's input is one. */
  notAnObject: string;
  /** The receipt of an approval with an edited input; the changes are listed after it. */
  approvedWithChanges: string;
  /** One changed argument in the receipt (`{key}`, `{from}`, `{to}`). Not `change`: that is the review step's button. */
  inputChange: string;
  /** What a change shows for an argument that was absent before, or is removed. */
  noValue: string;
  /**
   * Shown instead of the input when it is not known (the call was not found): the card then offers
   * no Approve, so nobody allows what they cannot see.
   */
  inputUnknown: string;
  /** Shown when part of the input cannot be shown (too deep, cyclic, unreadable), each gap marked "‹not shown›". */
  inputPartial: string;
}

/**
 * The English defaults of `ToolApprovalLabels`, but for the schema check's problems: those are
 * `DEFAULT_ARG_PROBLEM_LABELS`, in the edit chunk's code, so a card never edited does not carry them.
 */
export const DEFAULT_APPROVAL_LABELS: Readonly<Omit<ToolApprovalLabels, keyof ArgProblemLabels>> =
  /* @__PURE__ */ Object.freeze({
    approvalTitle: "Allow {tool} to run?",
    toolInput: "Input",
    showInput: "Show all input",
    hideInput: "Show less",
    approve: "Approve",
    alwaysAllow: "Always allow",
    deny: "Deny",
    denyReason: "Reason (optional)",
    sendDenial: "Send denial",
    approvalCancel: "Cancel",
    approved: "Approved",
    alwaysAllowed: "Always allowed",
    denied: "Denied",
    deniedWithReason: "Denied: {reason}",
    whyAsked: "Why: {reason}",
    decidedAutomatically: "Decided automatically",
    approvedAutomatically: "Approved automatically",
    deniedAutomatically: "Denied automatically",
    deniedAutomaticallyWithReason: "Denied automatically: {reason}",
    edit: "Edit",
    editTitle: "Edit the input",
    editJson: "Input (JSON)",
    approveEdited: "Approve with changes",
    invalidJson: "This is not valid JSON: {error}. Nothing was sent; fix it and try again.",
    notAnObject: 'The input must be a JSON object, in braces: { "key": value }.',
    approvedWithChanges: "Approved with changes",
    inputChange: "{key}: {from} → {to}",
    noValue: "(none)",
    inputUnknown:
      "This call's input cannot be shown, so it cannot be approved here. Deny it, or ask the agent to call the tool again.",
    inputPartial:
      "Part of this input cannot be shown (marked ‹not shown›). Approve only if you trust this tool with what you cannot see.",
  });
