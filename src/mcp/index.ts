export * from "../formats/mcp.ts";
// Named, not `export *`: a Server Components bundler reads the names a client module exports.
export {
  DEFAULT_ELICITATION_LABELS,
  ElicitationForm,
  type ElicitationFormLabels,
  type ElicitationFormProps,
  type ElicitationFormResult,
} from "./react.ts";
