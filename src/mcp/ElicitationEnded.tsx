import type { Ref } from "react";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import { type ElicitationClassNames, elicitationSlot } from "./elicitationSlots.ts";

/** Props of `ElicitationEnded`. */
export interface ElicitationEndedProps {
  /** How the person ended it. */
  outcome: "declined" | "cancelled";
  /** The merged labels. */
  labels: ElicitationFormLabels;
  /** Extra class names by slot. */
  classNames: ElicitationClassNames | undefined;
  /** The status line, which takes focus once it shows (`useElicitationOutcome`'s `status`). */
  statusRef: Ref<HTMLParagraphElement>;
}

/** What stands in place of an elicitation (or a round) the person declined or cancelled. */
export function ElicitationEnded({ outcome, labels, classNames, statusRef }: ElicitationEndedProps) {
  return (
    <div {...elicitationSlot("elicitation-ended", classNames, "qf-form")}>
      {/* Neutral, as QuestionCall's skipped note: saying no is not a success. */}
      <p
        ref={statusRef}
        {...elicitationSlot("elicitation-status", classNames, "qf-declined")}
        role="status"
        tabIndex={-1}
      >
        {outcome === "declined" ? labels.declined : labels.cancelled}
      </p>
    </div>
  );
}
