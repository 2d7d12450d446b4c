"use client";

import { RunApprovals as BaseRunApprovals, type RunApprovalsClassNames } from "agent-question-form/openai-agents";

import { withParts } from "@/components/question-form";

// agent-question-form's OpenAI Agents SDK approvals in a shadcn/ui app: every tool call a run stopped
// on (`result.interruptions`) with the same shadcn parts and classes as components/question-form.tsx
// (your Button draws Approve, Deny, Send and Change). Installed by
// `npx shadcn add <registry>/question-form-openai-agents.json`; yours to edit.

/** Tailwind utilities for the parts only the list of calls has, by `data-slot` (the form's come from question-form). */
export const runApprovalsClassNames: RunApprovalsClassNames = {
  "run-approvals": "grid text-sm",
  // One call: the agent's name, its approval, what follows; a rule between calls.
  "interrupt-action": "gap-3 text-sm",
  "interrupt-message": "text-sm text-muted-foreground",
  "interrupt-error": "border-0 p-0 text-sm font-medium text-destructive",
};

/** `RunApprovals` (a run's tool calls waiting for approval) with your shadcn parts and theme. */
export const RunApprovals = withParts(BaseRunApprovals, runApprovalsClassNames);
