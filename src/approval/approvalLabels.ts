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
  /** The error of an edited input that does not fit the tool's schema (`argsSchema`); each problem is listed after it. */
  argsInvalid: string;
  /** A required argument is missing (`{key}`: where, as `env.HOME` or `paths[0]`). */
  argMissing: string;
  /** An argument the schema does not take (`additionalProperties: false`). */
  argNotAllowed: string;
  /** A value of the wrong type (`{type}`: the schema's types, quoted). */
  argWrongType: string;
  /** A value not among the schema's (`{values}`: the allowed values as JSON). */
  argNotListed: string;
  /** A number below `minimum` (`{limit}`). */
  argTooSmall: string;
  /** A number above `maximum` (`{limit}`). */
  argTooLarge: string;
  /** A number not above `exclusiveMinimum` (`{limit}`). */
  argNotAbove: string;
  /** A number not below `exclusiveMaximum` (`{limit}`). */
  argNotBelow: string;
  /** A text shorter than `minLength` characters (`{limit}`). */
  argTooShort: string;
  /** A text longer than `maxLength` characters (`{limit}`). */
  argTooLong: string;
  /** A list with fewer than `minItems` items (`{limit}`). */
  argTooFew: string;
  /** A list with more than `maxItems` items (`{limit}`). */
  argTooMany: string;
  /** A text that does not match the schema's `pattern` (`{pattern}`). */
  argNoMatch: string;
  /** The receipt of an approval with an edited input; the changes are listed after it. */
  approvedWithChanges: string;
  /** One changed argument in the receipt (`{key}`, `{from}`, `{to}`). */
  change: string;
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
  edit: "Edit",
  editTitle: "Edit the input",
  editJson: "Input (JSON)",
  approveEdited: "Approve with changes",
  invalidJson: "This is not valid JSON: {error}. Nothing was sent; fix it and try again.",
  notAnObject: 'The input must be a JSON object, in braces: { "key": value }.',
  argsInvalid: "This input does not fit the tool's schema. Nothing was sent; fix it and try again.",
  argMissing: "{key} is missing.",
  argNotAllowed: "{key} is not an argument this tool takes.",
  argWrongType: "{key} must be of type {type}.",
  argNotListed: "{key} must be one of {values}.",
  argTooSmall: "{key} must be at least {limit}.",
  argTooLarge: "{key} must be at most {limit}.",
  argNotAbove: "{key} must be more than {limit}.",
  argNotBelow: "{key} must be less than {limit}.",
  argTooShort: "{key} must be at least {limit} characters long.",
  argTooLong: "{key} must be at most {limit} characters long.",
  argTooFew: "{key} must have at least {limit} items.",
  argTooMany: "{key} must have at most {limit} items.",
  argNoMatch: "{key} must match the pattern {pattern}.",
  approvedWithChanges: "Approved with changes",
  change: "{key}: {from} → {to}",
  noValue: "(none)",
  inputUnknown:
    "This call's input cannot be shown, so it cannot be approved here. Deny it, or ask the agent to call the tool again.",
  inputPartial:
    "Part of this input cannot be shown (marked ‹not shown›). Approve only if you trust this tool with what you cannot see.",
});
