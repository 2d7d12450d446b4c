// From the main entry, as agent-question-form/mcp's labels are: the built React half then imports
// the main entry's own chunks instead of splitting them into new ones (which cost its imports bytes).
import { DEFAULT_CALL_LABELS, type QuestionCallLabels } from "../call/callLabels.ts";
import { DEFAULT_LABELS } from "../form/index.ts";

/**
 * Every string `InterruptForm` shows: the form's and a waiting call's (the
 * countdown, the expired note), plus its own. Pass any subset through
 * `labels`; the rest keep these English defaults.
 */
export interface InterruptFormLabels extends QuestionCallLabels {
  /** The button that cancels every interrupt of the run (each resume entry `cancelled`). */
  cancel: string;
  /** Shown in place of the form once the person cancelled. */
  cancelled: string;
  /**
   * Under a tool call nobody approved or denied yet, when the person tries to send. The key
   * LangGraph's review (`InterruptReviewLabels.decideEvery`) words the same line with; here it
   * also names the way out, Cancel.
   */
  decideEvery: string;
}

/** The English defaults of every `InterruptForm` label, the form's and the call's included. */
export const DEFAULT_INTERRUPT_LABELS: Readonly<InterruptFormLabels> = /* @__PURE__ */ Object.freeze({
  ...DEFAULT_LABELS,
  ...DEFAULT_CALL_LABELS,
  // Past `expiresAt` the agent takes no answer: nothing is sent, and the person is told so (Cancel stays).
  expired: "Time ran out before you answered: nothing was sent to the agent.",
  cancel: "Cancel",
  cancelled: "You cancelled these requests.",
  decideEvery: "Approve or deny this tool call to continue, or cancel",
});
