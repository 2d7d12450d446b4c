// `agent-question-form/adk`: Google ADK's tool confirmations (SPEC §15). The reader and writer are
// plain functions a server can call; `@google/adk` is an optional peer, not imported at all.
export * from "../formats/adk.ts";
// Named, not `export *`: a Server Components bundler reads the names a client module exports.
export {
  ConfirmationForm,
  type ConfirmationFormClassNames,
  type ConfirmationFormLabels,
  type ConfirmationFormProps,
  type ConfirmationFormSlot,
  DEFAULT_CONFIRMATION_LABELS,
} from "./react.ts";
