import type * as OnRadix from "../../../registry/question-form/question-form.tsx";
// @ts-expect-error TypeScript reads no query: Vite resolves it (vite.config.ts, `shadcnStyles`).
import * as baseNovaForm from "../../../registry/question-form/question-form.tsx?style=base-nova";
// @ts-expect-error The same.
import * as baseVegaForm from "../../../registry/question-form/question-form.tsx?style=base-vega";
// @ts-expect-error The same.
import * as radixNovaForm from "../../../registry/question-form/question-form.tsx?style=radix-nova";
import type * as AgUiOnRadix from "../../../registry/question-form/question-form-ag-ui.tsx";
// @ts-expect-error The same.
import * as baseNovaAgUi from "../../../registry/question-form/question-form-ag-ui.tsx?style=base-nova";
// @ts-expect-error The same.
import * as baseVegaAgUi from "../../../registry/question-form/question-form-ag-ui.tsx?style=base-vega";
// @ts-expect-error The same.
import * as radixNovaAgUi from "../../../registry/question-form/question-form-ag-ui.tsx?style=radix-nova";
import type * as AiSdkOnRadix from "../../../registry/question-form/question-form-ai-sdk.tsx";
// @ts-expect-error The same.
import * as baseNovaAiSdk from "../../../registry/question-form/question-form-ai-sdk.tsx?style=base-nova";
// @ts-expect-error The same.
import * as baseVegaAiSdk from "../../../registry/question-form/question-form-ai-sdk.tsx?style=base-vega";
// @ts-expect-error The same.
import * as radixNovaAiSdk from "../../../registry/question-form/question-form-ai-sdk.tsx?style=radix-nova";
import type * as LangGraphOnRadix from "../../../registry/question-form/question-form-langgraph.tsx";
// @ts-expect-error The same.
import * as baseNovaLangGraph from "../../../registry/question-form/question-form-langgraph.tsx?style=base-nova";
// @ts-expect-error The same.
import * as baseVegaLangGraph from "../../../registry/question-form/question-form-langgraph.tsx?style=base-vega";
// @ts-expect-error The same.
import * as radixNovaLangGraph from "../../../registry/question-form/question-form-langgraph.tsx?style=radix-nova";

// The registry items as `npx shadcn add` writes them into an app on each of shadcn's styles here:
// the same files as registry/question-form/, whose `@/components/ui/*` are that style's own parts
// (./<style>/). Typed as the copy on stories/shadcn/ui: the files are the same.

/** The styles whose parts are here (README.md says where each came from). */
export const SHADCN_STYLES = ["base-nova", "radix-nova", "base-vega"] as const;

/** One of them. */
export type ShadcnStyle = (typeof SHADCN_STYLES)[number];

type Items = typeof OnRadix &
  Pick<typeof AiSdkOnRadix, "ToolApprovalPart"> &
  Pick<typeof LangGraphOnRadix, "LangGraphInterrupts"> &
  Pick<typeof AgUiOnRadix, "InterruptForm">;

const item = (form: unknown, aiSdk: unknown, langGraph: unknown, agUi: unknown): Items => ({
  ...(form as typeof OnRadix),
  ToolApprovalPart: (aiSdk as typeof AiSdkOnRadix).ToolApprovalPart,
  LangGraphInterrupts: (langGraph as typeof LangGraphOnRadix).LangGraphInterrupts,
  InterruptForm: (agUi as typeof AgUiOnRadix).InterruptForm,
});

/**
 * Each style's registry items: QuestionForm, QuestionCall, ElicitationForm, their parts and class
 * names, ToolApprovalPart, LangGraphInterrupts and AG-UI's InterruptForm.
 */
export const REGISTRY_ON: Record<ShadcnStyle, Items> = {
  "base-nova": item(baseNovaForm, baseNovaAiSdk, baseNovaLangGraph, baseNovaAgUi),
  "radix-nova": item(radixNovaForm, radixNovaAiSdk, radixNovaLangGraph, radixNovaAgUi),
  "base-vega": item(baseVegaForm, baseVegaAiSdk, baseVegaLangGraph, baseVegaAgUi),
};
