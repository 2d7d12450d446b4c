import { useRef, useState } from "react";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { ToolApproval, type ToolApprovalResponse } from "../approval/ToolApproval.tsx";
import { slotProps } from "../form/engine/slots.ts";
import { type InterruptApproval, type InterruptReviewRead, toDecisions } from "../formats/langgraph.ts";
import { formClassNames, type InterruptClassNames, type InterruptSlot } from "./interruptSlots.ts";

/** Props of `InterruptReview`. */
export interface InterruptReviewProps {
  /** The review, as `fromInterrupt` read it. */
  review: InterruptReviewRead;
  /** Called once every action is decided, with the middleware's `{ decisions }`. */
  onDecided: (decisions: unknown) => void;
  /** Takes no decision (e.g. while the run streams). */
  disabled?: boolean | undefined;
  /** Replaces any of `ToolApproval`'s visible strings. */
  labels?: Partial<ToolApprovalLabels> | undefined;
  /** Extra class names by slot. */
  classNames?: InterruptClassNames | undefined;
}

/**
 * LangChain's human-in-the-loop review: one `ToolApproval` per action, its
 * description above it; once every action is decided, `toDecisions` writes
 * the response. A decision the action's `allowedDecisions` excludes is
 * shown as refused and never sent.
 */
export function InterruptReview({ review, onDecided, disabled, labels, classNames }: InterruptReviewProps) {
  const decided = useRef<(InterruptApproval | undefined)[]>([]);
  const [problem, setProblem] = useState<string>();

  function decide(index: number, response: ToolApprovalResponse) {
    // `editedArgs` passes through as ToolApproval sends it, so its Edit mode plugs in without a change here.
    decided.current[index] = response as InterruptApproval;
    const approvals = review.actions.map((_, at) => decided.current[at]);
    if (approvals.some((approval) => approval === undefined)) return;
    const written = toDecisions(review, { approvals: approvals as InterruptApproval[] });
    if (written.ok) onDecided(written.value);
    else setProblem(written.issues.map(({ message }) => message).join(" "));
  }

  return (
    <>
      {review.actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; the review is read once and never reordered
        <div key={index} {...slotProps<InterruptSlot>("interrupt-action", classNames)}>
          {action.description && (
            <p {...slotProps<InterruptSlot>("interrupt-message", classNames)}>{action.description}</p>
          )}
          <ToolApproval
            toolName={action.name}
            input={action.args}
            // Edit only where the reviewer may edit; the arguments' form from the action's argsSchema.
            editable={action.allowedDecisions.includes("edit")}
            argsSchema={action.argsSchema}
            disabled={disabled}
            labels={labels}
            classNames={formClassNames(classNames)}
            onRespond={(response) => decide(index, response)}
          />
        </div>
      ))}
      {problem && (
        <p role="alert" {...slotProps<InterruptSlot>("interrupt-error", classNames)}>
          {problem}
        </p>
      )}
    </>
  );
}
