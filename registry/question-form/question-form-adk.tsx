"use client";

import { ConfirmationForm as BaseConfirmationForm, type ConfirmationFormClassNames } from "agent-question-form/adk";

import { withParts } from "@/components/question-form";

// agent-question-form's Google ADK confirmations in a shadcn/ui app: every `adk_request_confirmation`
// of a turn with the same shadcn parts and classes as components/question-form.tsx (your Button draws
// Approve, Deny and Submit). Installed by `npx shadcn add <registry>/question-form-adk.json`; yours to edit.

/** Tailwind utilities for the parts only the confirmations have, by `data-slot` (the form's come from question-form). */
export const confirmationClassNames: ConfirmationFormClassNames = {
  confirmations: "text-sm",
  confirmation: "grid gap-3",
  // The tool's hint above its approval, as a question's label.
  "confirmation-hint": "mb-1.5 text-sm font-medium leading-snug",
  "interrupt-error": "border-0 p-0 text-sm font-medium text-destructive",
};

/** `ConfirmationForm` (a turn's tool calls that ask for confirmation) with your shadcn parts and theme. */
export const ConfirmationForm = withParts(BaseConfirmationForm, confirmationClassNames);
