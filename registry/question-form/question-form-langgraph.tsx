"use client";

import {
  LangGraphInterrupts as BaseLangGraphInterrupts,
  type LangGraphInterruptClassNames,
} from "agent-question-form/langgraph";

import { withParts } from "@/components/question-form";

// agent-question-form's LangGraph interrupts in a shadcn/ui app: a thread's question interrupts and
// LangChain's human-in-the-loop reviews with the same shadcn parts and classes as
// components/question-form.tsx (your Button draws Approve, Deny, Send and Change). Installed by
// `npx shadcn add <registry>/question-form-langgraph.json`; yours to edit.

/** Tailwind utilities for the parts only the interrupts have, by `data-slot` (the form's come from question-form). */
export const langGraphClassNames: LangGraphInterruptClassNames = {
  interrupts: "grid gap-6 text-sm",
  interrupt: "grid gap-3",
  "interrupt-source": "text-sm text-muted-foreground",
  "interrupt-message": "text-sm",
  "interrupt-status": "text-sm text-muted-foreground",
  // One action of a review: its description, its approval, what happens to it; a rule between actions.
  "interrupt-action": "gap-3 text-sm",
  "interrupt-effect": "text-sm font-medium",
  "interrupt-error": "border-0 p-0 text-sm font-medium text-destructive",
};

/** `LangGraphInterrupts` (useStream's interrupts: question batches and LangChain's reviews) with your shadcn parts and theme. */
export const LangGraphInterrupts = withParts(BaseLangGraphInterrupts, langGraphClassNames);
