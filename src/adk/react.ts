"use client";
// The React half of agent-question-form/adk, in a file of its own that carries the directive (as
// agent-question-form/ag-ui's): fromConfirmationRequests and toConfirmationResponses stay plain
// functions a server can call.
export {
  ConfirmationForm,
  type ConfirmationFormClassNames,
  type ConfirmationFormProps,
  type ConfirmationFormSlot,
} from "./ConfirmationForm.tsx";
export { type ConfirmationFormLabels, DEFAULT_CONFIRMATION_LABELS } from "./confirmationLabels.ts";
