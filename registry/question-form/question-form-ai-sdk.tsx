"use client";

import {
  QuestionToolPart as BaseQuestionToolPart,
  ToolApprovalPart as BaseToolApprovalPart,
} from "agent-question-form/ai-sdk";

import { withParts } from "@/components/question-form";

// agent-question-form's AI SDK parts in a shadcn/ui app: the same shadcn parts and classes as
// components/question-form.tsx, on every `tool-ask_questions` and approval part of useChat's
// messages. Installed by `npx shadcn add <registry>/question-form-ai-sdk.json`; yours to edit.

/** `QuestionToolPart` (a `tool-ask_questions` part in every state) with your shadcn parts and theme. */
export const QuestionToolPart = withParts(BaseQuestionToolPart);

/**
 * `ToolApprovalPart` (AI SDK 7: the route's `toolApproval`; AI SDK 6: a tool's `needsApproval`) with your
 * shadcn parts (Approve, Deny, the reason box) and theme.
 */
export const ToolApprovalPart = withParts(BaseToolApprovalPart);
