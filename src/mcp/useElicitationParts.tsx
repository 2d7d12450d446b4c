import { type ReactNode, useRef, useState } from "react";
import { EndingNote, slotProps, useLabels, WayOutButton } from "../form/index.ts";
import type { ElicitationViewProps } from "./ElicitationViewProps.ts";
import { DEFAULT_ELICITATION_LABELS } from "./elicitationLabels.ts";
import type { ElicitationSlot } from "./elicitationSlots.ts";

/** Where an elicitation (or a round of them) is: waiting for the person, or how they answered it. */
export type ElicitationState = "open" | "accepted" | "declined" | "cancelled";

/**
 * The parts `ElicitationForm` and `ElicitationRound` share (hence the name: it returns more than
 * the outcome): the merged labels, the
 * outcome, a guard that lets one answer out, a part's slot and classes,
 * Decline and Cancel (the house's way-out button, the host's `Button`), and
 * what stands in place of the request once they end it: the house's ending
 * note, which takes focus (the button pressed is gone; focus must not fall
 * back to the page).
 */
export function useElicitationParts({ labels, classNames, components }: ElicitationViewProps) {
  const text = useLabels(labels, DEFAULT_ELICITATION_LABELS);
  const [outcome, setOutcome] = useState<ElicitationState>("open");
  // A ref, not state: two clicks in one tick must still send one answer.
  const answered = useRef(false);

  // A part's own class and the host's, then the look it shares with the form's parts, if any.
  const slot = (name: ElicitationSlot, look?: string) => slotProps<ElicitationSlot>(name, classNames, look);
  const endButtons = (disabled: boolean, onEnd: (action: "decline" | "cancel") => void) =>
    (["decline", "cancel"] as const).map((action) => (
      // The host's button also where no form gives it through context (URL mode, beside the error panel).
      <WayOutButton<ElicitationSlot>
        key={action}
        slot={`elicitation-${action}`}
        classNames={classNames}
        components={components}
        disabled={disabled}
        onClick={() => onEnd(action)}
      >
        {text[action]}
      </WayOutButton>
    ));

  const ended: ReactNode = (outcome === "declined" || outcome === "cancelled") && (
    <div {...slot("elicitation-ended", "qf-form")}>
      {/* Neutral, as QuestionCall's declined note: saying no is not a success. Only ever shown
          right after the person's click here, so it always takes focus. */}
      <EndingNote<ElicitationSlot>
        slot="elicitation-status"
        state={outcome}
        classNames={classNames}
        look="qf-declined"
        role="status"
        focus
      >
        {outcome === "declined" ? text.declined : text.cancelled}
      </EndingNote>
    </div>
  );
  return { text, outcome, setOutcome, answered, slot, endButtons, ended };
}
