import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIRMATION_LABELS } from "../../src/adk/confirmationLabels.ts";
import { DEFAULT_INTERRUPT_LABELS } from "../../src/ag-ui/interruptLabels.ts";
import { DEFAULT_APPROVAL_LABELS } from "../../src/approval/approvalLabels.ts";
import { DEFAULT_APPROVAL_LIST_LABELS } from "../../src/approval/approvalListLabels.ts";
import { DEFAULT_ARG_PROBLEM_LABELS } from "../../src/approval/argProblemLabels.ts";
import { DEFAULT_CALL_LABELS } from "../../src/call/callLabels.ts";
import { DEFAULT_LABELS } from "../../src/form/kit/labels.ts";
import { DEFAULT_STEPS_LABELS } from "../../src/form/kit/stepsLabels.ts";
import { DEFAULT_LANGGRAPH_LABELS, DEFAULT_REVIEW_LABELS } from "../../src/langgraph/reviewLabels.ts";
import { DEFAULT_ELICITATION_LABELS } from "../../src/mcp/elicitationLabels.ts";
import { DEFAULT_RUN_APPROVALS_LABELS } from "../../src/openai-agents/runApprovalsLabels.ts";

// A view that renders several parts takes ONE labels object and hands it to each part: a key two
// parts both read renames both at once (the run's Cancel renamed every approval's Cancel; a
// translated "Change" on the review step replaced the approval's "{key}: {from} → {to}" line).
// So within a view, every part's keys are its own, but for the few listed below.

type Labels = Readonly<Record<string, string>>;

/** The keys a labels object adds to, or words differently from, the parts it spreads in. */
function own(labels: object, ...parents: object[]): string[] {
  const all = labels as Labels;
  return Object.keys(all).filter((key) => parents.every((parent) => (parent as Labels)[key] !== all[key]));
}

const steps = Object.keys(DEFAULT_STEPS_LABELS);
const PARTS = {
  form: Object.keys(DEFAULT_LABELS).filter((key) => !steps.includes(key)),
  steps,
  call: Object.keys(DEFAULT_CALL_LABELS),
  elicitation: own(DEFAULT_ELICITATION_LABELS, DEFAULT_LABELS),
  interrupt: own(DEFAULT_INTERRUPT_LABELS, DEFAULT_LABELS, DEFAULT_CALL_LABELS),
  approval: Object.keys(DEFAULT_APPROVAL_LABELS),
  argProblems: Object.keys(DEFAULT_ARG_PROBLEM_LABELS),
  approvalList: Object.keys(DEFAULT_APPROVAL_LIST_LABELS),
  // The review words the list's keys as the list does: one part, the list's, not two.
  review: own(DEFAULT_REVIEW_LABELS, DEFAULT_APPROVAL_LIST_LABELS),
  runApprovals: Object.keys(DEFAULT_RUN_APPROVALS_LABELS),
  langGraph: Object.keys(DEFAULT_LANGGRAPH_LABELS),
  confirmation: own(DEFAULT_CONFIRMATION_LABELS, DEFAULT_LABELS),
};
type Part = keyof typeof PARTS;

/** Every component whose one `labels` prop reaches several parts, and those parts. */
const VIEWS: Record<string, Part[]> = {
  QuestionForm: ["form", "steps"],
  QuestionCall: ["form", "steps", "call"],
  ElicitationForm: ["form", "steps", "elicitation"],
  ElicitationRound: ["form", "steps", "elicitation"],
  ToolApproval: ["approval", "argProblems"],
  InterruptForm: ["form", "steps", "call", "interrupt", "approval", "argProblems"],
  ApprovalList: ["approval", "argProblems", "approvalList"],
  InterruptReview: ["approval", "argProblems", "approvalList", "review"],
  LangGraphInterrupts: ["form", "steps", "call", "approval", "argProblems", "approvalList", "review", "langGraph"],
  ConfirmationForm: ["form", "steps", "confirmation", "approval", "argProblems"],
  RunApprovals: ["approval", "argProblems", "approvalList", "runApprovals"],
};

/**
 * The keys two parts of a view share on purpose: one thing, so one key. Each names the parts that
 * share it and why; a key two parts share that is not here fails the test.
 */
const SHARED: Record<string, { parts: Part[]; why: string }> = {
  expired: {
    parts: ["call", "interrupt"],
    why: "one note, the call's OutcomeNote: InterruptForm only words it for its case (nothing was sent to the agent)",
  },
};

/** Every key two parts of the view both have, with the parts that have it. */
function collisions(parts: Part[]): Record<string, Part[]> {
  const found: Record<string, Part[]> = {};
  for (const part of parts)
    for (const key of PARTS[part]) {
      const owners = parts.filter((other) => PARTS[other].includes(key));
      if (owners.length > 1) found[key] = owners;
    }
  return found;
}

describe("label keys", () => {
  it.each(Object.entries(VIEWS))("%s: each part's keys are its own, but for the listed shared ones", (_view, parts) => {
    const expected = Object.fromEntries(
      Object.entries(SHARED)
        .filter(([, shared]) => shared.parts.every((part) => parts.includes(part)))
        .map(([key, shared]) => [key, shared.parts]),
    );
    expect(collisions(parts)).toEqual(expected);
  });

  it("every shared key is still shared by the parts it names (the list does not outlive its reason)", () => {
    for (const [key, { parts }] of Object.entries(SHARED))
      for (const part of parts) expect(PARTS[part], `${key} in ${part}`).toContain(key);
  });
});
