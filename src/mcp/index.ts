export * from "../formats/mcp.ts";
// Named, not `export *`: a Server Components bundler reads the names a client module exports.
export {
  DEFAULT_ELICITATION_LABELS,
  type ElicitationClassNames,
  ElicitationForm,
  type ElicitationFormLabels,
  type ElicitationFormProps,
  type ElicitationFormResult,
  ElicitationRound,
  type ElicitationRoundProps,
  type ElicitationRoundResponses,
  type ElicitationSlot,
} from "./react.ts";
