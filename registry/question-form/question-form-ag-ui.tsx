"use client";

import {
  type AgentInterruptFormProps,
  AgentInterruptForm as BaseAgentInterruptForm,
  InterruptForm as BaseInterruptForm,
  type InterruptFormClassNames,
  type InterruptFormProps,
} from "agent-question-form/ag-ui";

import { questionFormComponents, withOurs } from "@/components/question-form";
import { cn } from "@/lib/utils";

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

/** The interrupts' classes, then yours, slot by slot (a later utility replaces a conflicting one). */
function withInterrupts(yours: InterruptFormClassNames | undefined): InterruptFormClassNames {
  const merged: Partial<Record<string, string>> = { ...agUiClassNames };
  for (const [slot, classes] of Object.entries(yours ?? {})) merged[slot] = cn(merged[slot], classes);
  return withOurs(merged as InterruptFormClassNames);
}

/** `InterruptForm` (a run's `outcome.interrupts`, resumed in one Submit) with your shadcn parts and theme. */
export function InterruptForm({ components, classNames, ...props }: InterruptFormProps) {
  return (
    <BaseInterruptForm
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withInterrupts(classNames)}
    />
  );
}

/** `AgentInterruptForm` (an `@ag-ui/client` agent's interrupts, and its next run) with your shadcn parts and theme. */
export function AgentInterruptForm({ components, classNames, ...props }: AgentInterruptFormProps) {
  return (
    <BaseAgentInterruptForm
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withInterrupts(classNames)}
    />
  );
}
