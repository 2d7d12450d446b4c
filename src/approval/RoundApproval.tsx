import type { ReactNode } from "react";
import type { QuestionFormClassNames } from "../form/index.ts";
import { DecisionAlert } from "./DecisionAlert.tsx";
import { ToolApproval, type ToolApprovalProps } from "./ToolApproval.tsx";

/** Props of `RoundApproval`: the card's (`ToolApproval`'s), and its line. */
export interface RoundApprovalProps extends ToolApprovalProps {
  /** Send was held while this call was undecided (`useDecisionsFirst`'s `undecided`): the line shows under the card. */
  undecided: boolean;
  /** What the line says: the round's own words (each round's `decideEvery` label). */
  alert: ReactNode;
  /** Extra class names by slot: the card's, and the line's (`interrupt-error`). */
  classNames?: (QuestionFormClassNames & { "interrupt-error"?: string | undefined }) | undefined;
}

/**
 * One tool call of a round sent at one Send (AG-UI's interrupts, an ADK
 * turn's confirmations, `ApprovalList`'s calls): its `ToolApproval`, and
 * under it the `DecisionAlert` of a Send held while it was undecided. One
 * part for every round, so the line is always in the same place, worded by
 * the round.
 */
export function RoundApproval({ undecided, alert, ...card }: RoundApprovalProps) {
  return (
    <>
      <ToolApproval {...card} />
      {undecided && <DecisionAlert classNames={card.classNames}>{alert}</DecisionAlert>}
    </>
  );
}
