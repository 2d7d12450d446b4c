// No React here: formats (AG-UI's resume, LangChain's decisions) write it, and the Node side (the
// Claude Agent SDK bridge) settles a call with it. The one decision type of the package (SPEC §17).

/**
 * The person's decision on a tool call: what `ToolApproval` hands back and its `decision`
 * shows, what AG-UI's `toResume` and LangGraph's `toDecisions` write, what the
 * Claude bridge settles a call with.
 */
export interface ToolApprovalResponse {
  /** Whether the tool may run. */
  approved: boolean;
  /** Why it was denied, when the person said (never blank). */
  reason?: string | undefined;
  /**
   * The tool's whole input as the person edited it ("Approve with changes",
   * only with `editable`): run the tool with this instead of its own input.
   * Every argument is in it, the unchanged ones too.
   */
  editedArgs?: Record<string, unknown> | undefined;
  /**
   * The person's answer, sent back in the tool's place instead of running it (LangChain's
   * `respond` decision, for ask-user tools; `toDecisions` writes it). `ToolApproval` never sets it.
   */
  respond?: string | undefined;
  /**
   * "Always allow": approve this call and let the framework keep the permission, so later calls
   * like it run without asking. Only set with `approved: true`, and only where the host offers it
   * (the framework can keep a permission); where it cannot, `ToolApproval` never shows the choice.
   */
  always?: true;
}
