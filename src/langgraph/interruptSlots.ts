import type { QuestionFormClassNames, QuestionFormSlot } from "../form/engine/slots.ts";

/**
 * The parts `LangGraphInterrupts` adds around the form's and `ToolApproval`'s,
 * each as its `data-slot`; the host styles them through `classNames` as it
 * does the form's own parts.
 */
export type InterruptSlot =
  | "interrupts"
  | "interrupt"
  | "interrupt-source"
  | "interrupt-message"
  | "interrupt-action"
  | "interrupt-error";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the interrupts' own. */
export type InterruptClassNames = Partial<Record<QuestionFormSlot | InterruptSlot, string>>;

/** The `data-slot` and class names of one part: `qf-<slot>`, then the host's class for that slot. */
export function interruptSlot(
  slot: InterruptSlot,
  classNames: InterruptClassNames | undefined,
): { "data-slot": InterruptSlot; className: string } {
  const host = classNames?.[slot];
  return { "data-slot": slot, className: host ? `qf-${slot} ${host}` : `qf-${slot}` };
}

/** The form's and `ToolApproval`'s share of the class names. */
export const formClassNames = (classNames: InterruptClassNames | undefined): QuestionFormClassNames | undefined =>
  classNames as QuestionFormClassNames | undefined;
