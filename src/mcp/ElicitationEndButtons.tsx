import type { QuestionFormComponents } from "../form/engine/QuestionProps.ts";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import { type ElicitationClassNames, elicitationSlot } from "./elicitationSlots.ts";

/** Props of `ElicitationEndButtons`. */
export interface ElicitationEndButtonsProps {
  /** The merged labels. */
  labels: ElicitationFormLabels;
  /** Extra class names by slot. */
  classNames: ElicitationClassNames | undefined;
  /** The host's components: its `Button` renders these too. */
  components: Partial<QuestionFormComponents> | undefined;
  /** Takes no click (the answer is being sent, or was given). */
  disabled: boolean;
  /** The person pressed Decline or Cancel. */
  onEnd: (action: "decline" | "cancel") => void;
}

/**
 * Decline and Cancel, the two ways `ElicitationForm` and `ElicitationRound`
 * end without an answer: the host's button for them too, also where no form
 * gives it through context (URL mode, beside the error panel).
 */
export function ElicitationEndButtons({ labels, classNames, components, disabled, onEnd }: ElicitationEndButtonsProps) {
  const Action = components?.Button ?? "button";
  return (["decline", "cancel"] as const).map((action) => (
    <Action
      key={action}
      type="button"
      tabIndex={0}
      {...elicitationSlot(`elicitation-${action}`, classNames, "qf-decline")}
      disabled={disabled}
      onClick={() => onEnd(action)}
    >
      {labels[action]}
    </Action>
  ));
}
