// `agent-question-form/openai-agents`: the OpenAI Agents SDK's tool approvals (SPEC §15). The reader
// and writer are plain functions the server's run calls; the React part takes `result.interruptions`
// (or their JSON) as a prop, so the entry never imports `@openai/agents` (an optional peer dependency).
// No "use client" here: the server imports the functions, and `RunApprovals` is rendered from the
// chat's own client component.
export * from "../formats/openaiAgents.ts";
export {
  RunApprovals,
  type RunApprovalsClassNames,
  type RunApprovalsProps,
  type RunApprovalsSlot,
} from "./RunApprovals.tsx";
export { DEFAULT_RUN_APPROVALS_LABELS, type RunApprovalsLabels } from "./runApprovalsLabels.ts";
