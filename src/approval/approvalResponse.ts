// No React here: the Node side (the Claude Agent SDK bridge) settles a call with this type.

/** The person's decision on a tool call: what `onSubmit` receives, and what `decision` shows. */
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
}
