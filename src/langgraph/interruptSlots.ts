import type { QuestionFormClassNames, QuestionFormSlot } from "../form/index.ts";

/**
 * The parts `LangGraphInterrupts` adds around the form's and `ToolApproval`'s,
 * each as its `data-slot`; the host styles them through `classNames` as it
 * does the form's own parts.
 */
export type LangGraphInterruptSlot =
  | "interrupts"
  | "interrupt"
  | "interrupt-source"
  | "interrupt-message"
  /** `InterruptReview`'s outer element, which takes its `className`. */
  | "interrupt-review"
  | "interrupt-action"
  /** Under a decided action of a review: what LangChain's middleware does with it. */
  | "interrupt-effect"
  /** Takes back one action's decision, on a review of several before Send. */
  | "interrupt-change"
  /** Sends a review of several actions. */
  | "interrupt-send"
  | "interrupt-error"
  /** Says the server no longer waits on what was answered, above what it asks now. */
  | "interrupt-status";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the interrupts' own. */
export type LangGraphInterruptClassNames = Partial<Record<QuestionFormSlot | LangGraphInterruptSlot, string>>;

/** The form's and `ToolApproval`'s share of the class names. */
export const formClassNames = (
  classNames: LangGraphInterruptClassNames | undefined,
): QuestionFormClassNames | undefined => classNames as QuestionFormClassNames | undefined;
