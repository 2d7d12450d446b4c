"use client";
// The React half of agent-question-form/ag-ui, in a file of its own that carries the directive (as
// agent-question-form/mcp's): fromInterrupts and toResume stay plain functions a server can call.
export { AgentInterruptForm, type AgentInterruptFormProps } from "./AgentInterruptForm.tsx";
export {
  InterruptForm,
  type InterruptFormClassNames,
  type InterruptFormProps,
  type InterruptFormSlot,
} from "./InterruptForm.tsx";
export { DEFAULT_INTERRUPT_LABELS, type InterruptFormLabels } from "./interruptLabels.ts";
export {
  type AgentInterrupts,
  type InterruptingAgent,
  LEGACY_INTERRUPT_ID,
  useAgentInterrupts,
} from "./useAgentInterrupts.ts";
