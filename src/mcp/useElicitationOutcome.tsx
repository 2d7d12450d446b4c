import { type ReactNode, useEffect, useRef, useState } from "react";
import { slotProps, useLabels } from "../form/index.ts";
import type { ElicitationViewProps } from "./ElicitationViewProps.ts";
import { DEFAULT_ELICITATION_LABELS } from "./elicitationLabels.ts";
import type { ElicitationSlot } from "./elicitationSlots.ts";

/** Where an elicitation (or a round of them) is: waiting for the person, or how they answered it. */
export type ElicitationOutcome = "open" | "accepted" | "declined" | "cancelled";

/**
 * What `ElicitationForm` and `ElicitationRound` share: the merged labels, the
 * outcome, a guard that lets one answer out, a part's slot and classes, the
 * host's button, Decline and Cancel, and what stands in place of the request
 * once they end it: a status line that takes focus (the button pressed is
 * gone; focus must not fall back to the page).
 */
export function useElicitationOutcome({ labels, classNames, components }: ElicitationViewProps) {
  const text = useLabels(labels, DEFAULT_ELICITATION_LABELS);
  const [outcome, setOutcome] = useState<ElicitationOutcome>("open");
  // A ref, not state: two clicks in one tick must still send one answer.
  const answered = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome === "declined" || outcome === "cancelled") status.current?.focus();
  }, [outcome]);

  // A part's own class and the host's, then the look it shares with the form's parts, if any.
  const slot = (name: ElicitationSlot, look?: string) => slotProps<ElicitationSlot>(name, classNames, look);
  // The host's button for ours too, also where no form gives it through context (URL mode, beside the error panel).
  const Action = components?.Button ?? "button";
  const endButtons = (disabled: boolean, onEnd: (action: "decline" | "cancel") => void) =>
    (["decline", "cancel"] as const).map((action) => (
      <Action
        key={action}
        type="button"
        tabIndex={0}
        {...slot(`elicitation-${action}`, "qf-decline")}
        disabled={disabled}
        onClick={() => onEnd(action)}
      >
        {text[action]}
      </Action>
    ));

  const ended: ReactNode = (outcome === "declined" || outcome === "cancelled") && (
    <div {...slot("elicitation-ended", "qf-form")}>
      {/* Neutral, as QuestionCall's skipped note: saying no is not a success. */}
      <p ref={status} {...slot("elicitation-status", "qf-skipped")} role="status" tabIndex={-1}>
        {outcome === "declined" ? text.declined : text.cancelled}
      </p>
    </div>
  );
  return { text, outcome, setOutcome, answered, slot, Action, endButtons, ended };
}
