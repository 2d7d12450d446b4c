import { ApprovalList, type ApprovalListClassNames } from "../approval/ApprovalList.tsx";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { isolated } from "../approval/isolated.tsx";
import type { ToolApprovalResponse } from "../approval/ToolApproval.tsx";
import { type QuestionFormComponents, slotProps, useLabels } from "../form/index.ts";
import {
  type InterruptActionEffect,
  type InterruptDecision,
  type InterruptDecisions,
  type InterruptReviewRead,
  reviewEffects,
  toDecisions,
} from "../formats/langgraph.ts";
import { isObject } from "../protocol/json.ts";
import type { LangGraphInterruptClassNames, LangGraphInterruptSlot } from "./interruptSlots.ts";
import { DEFAULT_REVIEW_LABELS, type InterruptReviewLabels } from "./reviewLabels.ts";

/** Props of `InterruptReview`. */
export interface InterruptReviewProps {
  /** The review, as `fromInterrupt` read it. */
  review: InterruptReviewRead;
  /**
   * Called once with the middleware's `{ decisions }`: at the decision on a
   * review of one action, at Send on a review of several (each decided first).
   */
  onSubmit?: ((decisions: InterruptDecisions) => void) | undefined;
  /**
   * The decisions already sent (e.g. kept after the thread's interrupts
   * cleared): the review shows as their record, each action's receipt and
   * what the middleware did with it, and takes no decision.
   */
  decisions?: InterruptDecisions | undefined;
  /** Takes no decision (e.g. while the run streams). */
  disabled?: boolean | undefined;
  /** Replaces any of `ToolApproval`'s visible strings and the review's own. */
  labels?: Partial<ToolApprovalLabels & InterruptReviewLabels> | undefined;
  /** Extra class names by slot. */
  classNames?: LangGraphInterruptClassNames | undefined;
  /** The host's parts, as `ToolApproval` takes them: its `Button` draws every button of the review, Send and Change too. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** A class for the outer element. */
  className?: string | undefined;
}

/** Each effect's line, before Send and once sent. */
const EFFECT_LABELS: Record<
  InterruptActionEffect | "rejectedWithReason",
  [keyof InterruptReviewLabels, keyof InterruptReviewLabels]
> = {
  runs: ["willRun", "ran"],
  edited: ["willRunEdited", "ranEdited"],
  rejected: ["willNotRun", "notRun"],
  // A rejection with a reason: the middleware hands the agent that reason as the tool's message.
  rejectedWithReason: ["willNotRunWithReason", "notRunWithReason"],
  stopped: ["willBeStopped", "stopped"],
  responded: ["willRespond", "responded"],
};

/** A sent decision as the approval it was written from: what the record's receipt and effect show. */
function approvalOf(decision: InterruptDecision | undefined): ToolApprovalResponse | undefined {
  if (!isObject(decision)) return undefined;
  if (decision.type === "approve") return { approved: true };
  if (decision.type === "edit") {
    const edited = "editedAction" in decision ? decision.editedAction : decision.edited_action;
    return { approved: true, editedArgs: edited?.args };
  }
  if (decision.type === "respond") return { approved: false, respond: decision.message };
  return { approved: false, reason: decision.message };
}

/**
 * The description to show above an action: LangChain's default one ("Tool
 * execution requires approval\n\nTool: …\nArgs: …", JS or Python) says only
 * its first part, since the tool and its arguments show right under it.
 */
function ownDescription(description: string, name: string): string {
  const at = description.indexOf(`\n\nTool: ${name}\nArgs: `);
  return at === -1 ? description : description.slice(0, at);
}

/**
 * LangChain's human-in-the-loop review, as the house's `ApprovalList`: one
 * `ToolApproval` per action, its description above it. Under each decided action, what the middleware does
 * with it given every decision of the review (`reviewEffects`: a rejection
 * stops the approved actions too). A review of one action is sent at its
 * decision; a review of several at Send, and until then each decision can
 * be changed. A decision the action's `allowedDecisions` excludes is shown
 * as refused and never sent. Once sent, the receipts and effects stay.
 */
export function InterruptReview({
  review,
  onSubmit,
  decisions,
  disabled,
  labels,
  classNames,
  components,
  className,
}: InterruptReviewProps) {
  const text = useLabels(labels, DEFAULT_REVIEW_LABELS);
  const write = (approvals: ToolApprovalResponse[]) => toDecisions(review, { approvals });
  return (
    // A plain block: the actions and the Send row inside keep the layout they had as the section's children.
    <div {...slotProps<LangGraphInterruptSlot>("interrupt-review", classNames, className)}>
      <ApprovalList
        calls={review.actions.map((action) => ({
          toolName: action.name,
          input: action.args,
          description: action.description && ownDescription(action.description, action.name),
          // Edit only where the reviewer may edit; the arguments' form from the action's argsSchema.
          editable: action.allowedDecisions.includes("edit"),
          argsSchema: action.argsSchema,
        }))}
        decisions={decisions?.decisions.map(approvalOf)}
        check={(approvals) => {
          const written = write(approvals);
          return written.ok ? undefined : written.issues.map(({ message }) => message).join(" ");
        }}
        onSubmit={(approvals) => {
          const written = write(approvals);
          if (written.ok) onSubmit?.(written.value);
        }}
        after={(index, approvals, sent) => {
          const effect = reviewEffects(review, approvals)[index];
          const action = review.actions[index];
          const reason = effect === "rejected" ? approvals[index]?.reason?.trim() : undefined;
          return (
            effect &&
            action && (
              <p
                {...slotProps<LangGraphInterruptSlot>(
                  "interrupt-effect",
                  classNames,
                  effect === "runs" || effect === "edited" ? "qf-status" : "qf-declined",
                )}
                data-effect={effect}
                // Polite: the line under an earlier action changes when a later one is rejected.
                aria-live="polite"
              >
                {/* One span: the line lays its mark and text out as a row, which would space the pieces apart. */}
                <span>
                  {isolated(text[EFFECT_LABELS[reason ? "rejectedWithReason" : effect][sent ? 1 : 0]], {
                    tool: action.name,
                    ...(reason && { reason }),
                  })}
                </span>
              </p>
            )
          );
        }}
        disabled={disabled}
        labels={labels}
        classNames={classNames as ApprovalListClassNames | undefined}
        components={components}
      />
    </div>
  );
}
