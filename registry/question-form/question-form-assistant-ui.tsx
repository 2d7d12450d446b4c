"use client";

import {
  askQuestionsToolkit as baseAskQuestionsToolkit,
  toolApprovalToolkit as baseToolApprovalToolkit,
  type QuestionToolUIOptions,
  type ToolApprovalUIOptions,
} from "agent-question-form/assistant-ui";

import { withPartsOptions } from "@/components/question-form";

// agent-question-form's assistant-ui toolkits in a shadcn/ui app: the same shadcn parts and classes
// as components/question-form.tsx on every ask_questions call and approval of the thread. Installed
// by `npx shadcn add <registry>/question-form-assistant-ui.json`; yours to edit. Call each once
// (module scope): assistant-ui wants a stable toolkit. A toolkit is a function of options, not a
// component, so its options take the parts (withPartsOptions, the merge withParts makes).

/** `askQuestionsToolkit` with your shadcn parts and theme; options you pass add to them. */
export function askQuestionsToolkit(options: QuestionToolUIOptions = {}) {
  return baseAskQuestionsToolkit(withPartsOptions(options));
}

/** `toolApprovalToolkit` with your shadcn parts (Approve, Deny and the reason box as your Button and Textarea) and theme. */
export function toolApprovalToolkit(toolNames: readonly string[], options: ToolApprovalUIOptions = {}) {
  return baseToolApprovalToolkit(toolNames, withPartsOptions(options));
}
