import { type ApprovalListLabels, DEFAULT_APPROVAL_LIST_LABELS } from "../approval/approvalListLabels.ts";

/**
 * The strings `InterruptReview` adds to `ToolApproval`'s: the list's Send and
 * Change on a review of several actions (`ApprovalListLabels`), and under each decided action what
 * LangChain's middleware does with it (`reviewEffects`), first as what will
 * happen (while the person can still change course), then as what happened
 * (once sent, and as the record after the thread moves on). `{tool}` is the
 * action's tool. Pass any subset through `labels`.
 */
export interface InterruptReviewLabels extends ApprovalListLabels {
  /** Before Send: an approved action. */
  willRun: string;
  /** Before Send: an action approved with the person's changes. */
  willRunEdited: string;
  /** Before Send: a rejected action. */
  willNotRun: string;
  /** Before Send: an action rejected with a reason (`{reason}`), which the agent is told word for word. */
  willNotRunWithReason: string;
  /** Before Send: an approved or edited action that a rejection in the same review stops. */
  willBeStopped: string;
  /** Before Send: an action answered in the tool's place. */
  willRespond: string;
  /** Once sent: an approved action. */
  ran: string;
  /** Once sent: an action approved with the person's changes. */
  ranEdited: string;
  /** Once sent: a rejected action. */
  notRun: string;
  /** Once sent: an action rejected with a reason (`{reason}`), which the agent was told word for word. */
  notRunWithReason: string;
  /** Once sent: an approved or edited action that a rejection in the same review stopped. */
  stopped: string;
  /** Once sent: an action answered in the tool's place. */
  responded: string;
}

/** The English defaults of `InterruptReviewLabels`. */
export const DEFAULT_REVIEW_LABELS: Readonly<InterruptReviewLabels> = /* @__PURE__ */ Object.freeze({
  ...DEFAULT_APPROVAL_LIST_LABELS,
  willRun: "{tool} will run.",
  willRunEdited: "{tool} will run with your changes.",
  willNotRun: "{tool} will not run: the agent is told you rejected it.",
  willNotRunWithReason: "{tool} will not run: the agent is told your reason, “{reason}”.",
  willBeStopped: "{tool} will not run: a rejection in the same review stops every action.",
  willRespond: "{tool} will not run: your answer goes back in its place.",
  ran: "{tool} ran.",
  ranEdited: "{tool} ran with your changes.",
  notRun: "{tool} did not run: the agent was told you rejected it.",
  notRunWithReason: "{tool} did not run: the agent was told your reason, “{reason}”.",
  stopped: "{tool} did not run: a rejection in the same review stopped every action.",
  responded: "{tool} did not run: your answer went back in its place.",
});

/** The strings `LangGraphInterrupts` adds to the form's and `ToolApproval`'s (a review's among them). */
export interface LangGraphInterruptLabels extends InterruptReviewLabels {
  /** Names a subgraph's interrupt's source (`{source}`: its node, e.g. "review_step"). */
  interruptSource: string;
  /** Said when the server no longer waits on what the person answered (another tab or device answered it first). */
  interruptAnsweredElsewhere: string;
}

/** `LangGraphInterrupts`' own strings (the review's are `DEFAULT_REVIEW_LABELS`). */
export const DEFAULT_LANGGRAPH_LABELS: Readonly<Omit<LangGraphInterruptLabels, keyof InterruptReviewLabels>> =
  /* @__PURE__ */ Object.freeze({
    interruptSource: "From {source}",
    interruptAnsweredElsewhere: "This was answered elsewhere. Here is what is asked now.",
  });
