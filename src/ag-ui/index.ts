// `agent-question-form/ag-ui`: AG-UI's interrupts (SPEC §13). The reader and writer are plain
// functions a server can call; `@ag-ui/client` / `@ag-ui/core` are optional peers, used for types only.
export * from "../formats/agui.ts";
// Named, not `export *`: a Server Components bundler reads the names a client module exports.
export {
  AgentInterruptForm,
  type AgentInterruptFormProps,
  type AgentInterrupts,
  DEFAULT_INTERRUPT_LABELS,
  InterruptForm,
  type InterruptFormClassNames,
  type InterruptFormLabels,
  type InterruptFormProps,
  type InterruptFormSlot,
  type InterruptingAgent,
  LEGACY_INTERRUPT_ID,
  useAgentInterrupts,
} from "./react.ts";
