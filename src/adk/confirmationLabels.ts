import { DEFAULT_LABELS, type QuestionFormLabels } from "../form/index.ts";

/**
 * Every string `ConfirmationForm` shows besides `ToolApproval`'s: the form's,
 * plus its own. Pass any subset through `labels`; the rest keep these English
 * defaults.
 */
export interface ConfirmationFormLabels extends QuestionFormLabels {
  /** Under a tool call nobody approved or denied yet, when the person tries to send. */
  decideEvery: string;
}

/** The English defaults of every `ConfirmationForm` label, the form's included. */
export const DEFAULT_CONFIRMATION_LABELS: Readonly<ConfirmationFormLabels> = /* @__PURE__ */ Object.freeze({
  ...DEFAULT_LABELS,
  decideEvery: "Approve or deny this tool call to continue",
});
