import { useEffect, useRef, useState } from "react";
import { useLabels } from "../form/engine/useLabels.ts";
import { DEFAULT_ELICITATION_LABELS, type ElicitationFormLabels } from "./elicitationLabels.ts";

/** Where an elicitation (or a round of them) is: waiting for the person, or how they answered it. */
export type ElicitationOutcome = "open" | "accepted" | "declined" | "cancelled";

/**
 * What `ElicitationForm` and `ElicitationRound` share: the merged labels, the
 * outcome, a guard that lets one answer out, and the status line that takes
 * focus once Decline or Cancel ends it (the button pressed is gone; focus must
 * not fall back to the page).
 */
export function useElicitationOutcome(labels: Partial<ElicitationFormLabels> | undefined) {
  const text = useLabels(labels, DEFAULT_ELICITATION_LABELS);
  const [outcome, setOutcome] = useState<ElicitationOutcome>("open");
  // A ref, not state: two clicks in one tick must still send one answer.
  const answered = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome === "declined" || outcome === "cancelled") status.current?.focus();
  }, [outcome]);
  return { text, outcome, setOutcome, answered, status };
}
