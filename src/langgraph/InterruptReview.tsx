import { useEffect, useId, useRef, useState } from "react";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { DecisionAlert } from "../approval/DecisionAlert.tsx";
import { decisionControl } from "../approval/decisionControl.ts";
import { isolated } from "../approval/isolated.tsx";
import { ToolApproval, type ToolApprovalResponse } from "../approval/ToolApproval.tsx";
import { Button, type QuestionFormComponents, slotProps, useLabels } from "../form/index.ts";
import {
  type InterruptActionEffect,
  type InterruptDecision,
  type InterruptDecisions,
  type InterruptReviewRead,
  reviewEffects,
  toDecisions,
} from "../formats/langgraph.ts";
import { isObject } from "../protocol/json.ts";
import {
  formClassNames,
  type LangGraphInterruptClassNames as InterruptClassNames,
  type LangGraphInterruptSlot as InterruptSlot,
} from "./interruptSlots.ts";
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
  classNames?: InterruptClassNames | undefined;
  /** The host's parts, as `ToolApproval` takes them: its `Button` draws every button of the review, Send and Change too. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** A class for the outer element. */
  className?: string | undefined;
}

/** Each effect's line, before Send and once sent. */
const EFFECT_LABELS: Record<InterruptActionEffect, [keyof InterruptReviewLabels, keyof InterruptReviewLabels]> = {
  runs: ["willRun", "ran"],
  edited: ["willRunEdited", "ranEdited"],
  rejected: ["willNotRun", "notRun"],
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
 * LangChain's human-in-the-loop review: one `ToolApproval` per action, its
 * description above it. Under each decided action, what the middleware does
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
  const uid = useId();
  const [approvals, setApprovals] = useState<(ToolApprovalResponse | undefined)[]>(() =>
    review.actions.map((_, index) => approvalOf(decisions?.decisions[index])),
  );
  // A ref as well as state: two decisions in one tick must both count, and send once.
  const latest = useRef(approvals);
  // Bumped by Change: a new key gives the action a fresh ToolApproval, whose decision is its own state.
  const [rounds, setRounds] = useState<number[]>([]);
  const [sent, setSent] = useState(decisions !== undefined);
  const [problem, setProblem] = useState<string>();
  const focusNext = useRef<string>(undefined);
  const several = review.actions.length > 1;
  const effects = reviewEffects(review, approvals);

  useEffect(() => {
    if (focusNext.current) document.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  function send(current: (ToolApprovalResponse | undefined)[]) {
    if (sent) return;
    const undecided = review.actions.findIndex((_, index) => current[index] === undefined);
    if (undecided !== -1) {
      // As AG-UI's round: the first undecided action's decision (its Approve, or its Deny alone) takes focus,
      // and the line says why.
      setProblem(text.decideEvery);
      focusNext.current = decisionControl(`${uid}-${undecided}`);
      return;
    }
    const written = toDecisions(review, { approvals: current as ToolApprovalResponse[] });
    if (!written.ok) {
      setProblem(written.issues.map(({ message }) => message).join(" "));
      return;
    }
    setProblem(undefined);
    setSent(true);
    onSubmit?.(written.value);
  }

  function decide(index: number, response: ToolApprovalResponse) {
    // `editedArgs` passes through as ToolApproval sends it, so its Edit mode plugs in without a change here.
    const next = [...latest.current];
    next[index] = response;
    latest.current = next;
    setApprovals(next);
    setProblem(undefined);
    if (!several) send(next);
  }

  function change(index: number) {
    const next = [...latest.current];
    next[index] = undefined;
    latest.current = next;
    setApprovals(next);
    setRounds((before) => Object.assign([...before], { [index]: (before[index] ?? 0) + 1 }));
    setProblem(undefined);
    focusNext.current = decisionControl(`${uid}-${index}`);
  }

  const locked = sent || disabled;
  return (
    // A plain block: the actions and the Send row inside keep the layout they had as the section's children.
    <div {...slotProps<InterruptSlot>("interrupt-review", classNames, className)}>
      {review.actions.map((action, index) => {
        const effect = effects[index];
        const approval = approvals[index];
        const description = action.description && ownDescription(action.description, action.name);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; the review is read once and never reordered
          <div key={index} id={`${uid}-${index}`} {...slotProps<InterruptSlot>("interrupt-action", classNames)}>
            {description && <p {...slotProps<InterruptSlot>("interrupt-message", classNames)}>{description}</p>}
            <ToolApproval
              key={rounds[index] ?? 0}
              toolName={action.name}
              input={action.args}
              // Shown as the receipt when the review is a record; otherwise the approval's own state holds it.
              decision={sent ? approval : undefined}
              // Edit only where the reviewer may edit; the arguments' form from the action's argsSchema.
              editable={action.allowedDecisions.includes("edit")}
              argsSchema={action.argsSchema}
              disabled={locked}
              labels={labels}
              classNames={formClassNames(classNames)}
              components={components}
              onSubmit={(response) => decide(index, response)}
            />
            {effect && (
              <p
                {...slotProps<InterruptSlot>(
                  "interrupt-effect",
                  classNames,
                  effect === "runs" || effect === "edited" ? "qf-status" : "qf-declined",
                )}
                data-effect={effect}
                // Polite: the line under an earlier action changes when a later one is rejected.
                aria-live="polite"
              >
                {/* One span: the line lays its mark and text out as a row, which would space the pieces apart. */}
                <span>{isolated(text[EFFECT_LABELS[effect][sent ? 1 : 0]], { tool: action.name })}</span>
              </p>
            )}
            {several && approval && !locked && (
              <Button
                type="button"
                {...slotProps<InterruptSlot>("interrupt-change", classNames, "qf-decline")}
                components={components}
                onClick={() => change(index)}
              >
                {text.changeDecision}
              </Button>
            )}
          </div>
        );
      })}
      {problem && <DecisionAlert classNames={classNames}>{problem}</DecisionAlert>}
      {several && !sent && (
        <div {...slotProps("actions", formClassNames(classNames))}>
          <Button
            type="button"
            {...slotProps<InterruptSlot>("interrupt-send", classNames, "qf-submit")}
            components={components}
            disabled={disabled}
            onClick={() => send(latest.current)}
          >
            {text.sendDecisions}
          </Button>
        </div>
      )}
    </div>
  );
}
