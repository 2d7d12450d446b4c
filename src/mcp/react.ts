"use client";
// The React half of agent-question-form/mcp, in a file of its own that carries the
// directive: a React Server Components app then gets ElicitationForm as a
// client component (ElicitationRound too), while the reader and writers in the entry stay plain
// functions a server can call (a "use client" entry would make them client
// references there), and a bundler drops this file for an app that uses none of it.
export { ElicitationForm, type ElicitationFormProps, type ElicitationFormResult } from "./ElicitationForm.tsx";
export {
  ElicitationRound,
  type ElicitationRoundProps,
  type ElicitationRoundResponses,
} from "./ElicitationRound.tsx";
export { DEFAULT_ELICITATION_LABELS, type ElicitationFormLabels } from "./elicitationLabels.ts";
export type { ElicitationClassNames, ElicitationSlot } from "./elicitationSlots.ts";
