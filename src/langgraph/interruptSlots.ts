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
  | "interrupt-error"
  | "interrupt-status";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the interrupts' own. */
export type InterruptClassNames = Partial<Record<QuestionFormSlot | InterruptSlot, string>>;

/** The form's and `ToolApproval`'s share of the class names. */
export const formClassNames = (classNames: InterruptClassNames | undefined): QuestionFormClassNames | undefined =>
  classNames as QuestionFormClassNames | undefined;
