import type { QuestionFormSlot } from "../form/index.ts";

/**
 * The parts `ElicitationForm` and `ElicitationRound` add to the form's, each
 * as its `data-slot` and its class `qf-<slot>` (the engine's `slotProps`, as
 * every part). The host styles them through `classNames` as it does the
 * form's own parts.
 */
export type ElicitationSlot =
  | "elicitation"
  | "elicitation-server"
  | "elicitation-server-name"
  | "elicitation-message"
  | "elicitation-request"
  | "elicitation-page"
  | "elicitation-url"
  | "elicitation-url-intro"
  | "elicitation-url-address"
  | "elicitation-url-host"
  | "elicitation-url-rest"
  | "elicitation-url-error"
  | "elicitation-open"
  | "elicitation-decline"
  | "elicitation-cancel"
  | "elicitation-actions"
  | "elicitation-status"
  | "elicitation-ended"
  | "elicitation-not-accepted";

/** Extra class names by part (`data-slot`): the form's parts and the elicitation's own. */
export type ElicitationClassNames = Partial<Record<QuestionFormSlot | ElicitationSlot, string>>;
