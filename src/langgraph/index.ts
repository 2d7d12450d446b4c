// `agent-question-form/langgraph`: LangGraph interrupts (SPEC §13). The reader and writers are plain
// functions a server can call too; the React part takes `useStream`'s return value as a prop, so the
// entry never imports `@langchain/langgraph-sdk` (an optional peer dependency).
export * from "../formats/langgraph.ts";
export { InterruptReview, type InterruptReviewProps } from "./InterruptReview.tsx";
export type { LangGraphInterruptClassNames, LangGraphInterruptSlot } from "./interruptSlots.ts";
export {
  type LangGraphInterrupt,
  LangGraphInterrupts,
  type LangGraphInterruptsProps,
  type LangGraphStream,
} from "./LangGraphInterrupts.tsx";
export {
  DEFAULT_LANGGRAPH_LABELS,
  DEFAULT_REVIEW_LABELS,
  type InterruptReviewLabels,
  type LangGraphInterruptLabels,
} from "./reviewLabels.ts";
