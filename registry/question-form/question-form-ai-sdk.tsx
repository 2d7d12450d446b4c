"use client";

import {
  QuestionToolPart as BaseQuestionToolPart,
  ToolApprovalPart as BaseToolApprovalPart,
  type QuestionToolPartProps,
  type ToolApprovalPartProps,
} from "agent-question-form/ai-sdk";

import { questionFormComponents, withOurs } from "@/components/question-form";

// agent-question-form's AI SDK parts in a shadcn/ui app: the same shadcn parts and classes as
// components/question-form.tsx, on every `tool-ask_questions` and approval part of useChat's
// messages. Installed by `npx shadcn add <registry>/question-form-ai-sdk.json`; yours to edit.

/** `QuestionToolPart` (a `tool-ask_questions` part in every state) with your shadcn parts and theme. */
export function QuestionToolPart({ components, classNames, ...props }: QuestionToolPartProps) {
  return (
    <BaseQuestionToolPart
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withOurs(classNames)}
    />
  );
}

/** `ToolApprovalPart` (a tool that `needsApproval`) with your theme's classes, and your parts where it takes them. */
export function ToolApprovalPart({ classNames, ...props }: ToolApprovalPartProps) {
  // ToolApproval's `components` (Approve, Deny, the reason box as your Button and Textarea), where your version has it.
  const parts = { components: { ...questionFormComponents, ...(props as { components?: object }).components } };
  return <BaseToolApprovalPart {...props} {...parts} classNames={withOurs(classNames)} />;
}
