"use client";

import {
  AgentInterruptForm as BaseAgentInterruptForm,
  InterruptForm as BaseInterruptForm,
  type InterruptFormClassNames,
} from "agent-question-form/ag-ui";

import { withParts } from "@/components/question-form";

// agent-question-form's AG-UI interrupts in a shadcn/ui app: every interrupt of a run (an input, a
// confirmation, a tool call to approve) in one form, with the same shadcn parts and classes as
// components/question-form.tsx (your Button draws Submit, Cancel, Approve and Deny). Installed by
// `npx shadcn add <registry>/question-form-ag-ui.json`; yours to edit.

/** Tailwind utilities for the parts only the interrupts have, by `data-slot` (the form's come from question-form). */
export const agUiClassNames: InterruptFormClassNames = {
  interrupts: "text-sm",
  // Each interrupt under its message, as a question under its label.
  interrupt: "grid gap-3",
  "interrupt-message": "mb-1.5 text-sm font-medium leading-snug",
  "interrupt-error": "border-0 p-0 text-sm font-medium text-destructive",
  "interrupt-status": "text-sm font-medium",
  "interrupt-actions": "flex flex-wrap gap-2",
};

/** `InterruptForm` (a run's `outcome.interrupts`, resumed in one Submit) with your shadcn parts and theme. */
export const InterruptForm = withParts(BaseInterruptForm, agUiClassNames);

/** `AgentInterruptForm` (an `@ag-ui/client` agent's interrupts, and its next run) with your shadcn parts and theme. */
export const AgentInterruptForm = withParts(BaseAgentInterruptForm, agUiClassNames);
