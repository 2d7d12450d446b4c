import type * as OnRadix from "../../../registry/question-form/question-form.tsx";
// @ts-expect-error TypeScript reads no query: Vite resolves it (vite.config.ts, `shadcnOnBaseUi`).
import * as form from "../../../registry/question-form/question-form.tsx?base-ui";
import type * as AiSdkOnRadix from "../../../registry/question-form/question-form-ai-sdk.tsx";
// @ts-expect-error The same.
import * as aiSdk from "../../../registry/question-form/question-form-ai-sdk.tsx?base-ui";

// The registry items as `npx shadcn add` writes them into a shadcn app on Base UI (its default base):
// the same files as registry/question-form/, whose `@/components/ui/*` are this folder's Base UI
// Button, Checkbox and RadioGroup. Typed as the Radix copy: the files are the same.

export const { QuestionForm, QuestionCall, ElicitationForm } = form as typeof OnRadix;
export const { ToolApprovalPart } = aiSdk as typeof AiSdkOnRadix;
