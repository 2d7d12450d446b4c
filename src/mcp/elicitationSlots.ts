import type { QuestionFormSlot } from "../form/engine/slots.ts";

/**
 * The parts `ElicitationForm` and `ElicitationRound` add to the form's, each
 * as its `data-slot`. The host styles them through `classNames` as it does
 * the form's own parts.
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

/**
 * The `data-slot` and class names of one elicitation part: `base` (the class
 * `styles.css` gives such a part, e.g. `qf-decline` for a decline button),
 * then the host's class for that slot.
 */
export function elicitationSlot(
  slot: ElicitationSlot,
  classNames: ElicitationClassNames | undefined,
  base?: string,
): { "data-slot": ElicitationSlot; className: string | undefined } {
  const host = classNames?.[slot];
  return { "data-slot": slot, className: base && host ? `${base} ${host}` : (base ?? host) };
}
