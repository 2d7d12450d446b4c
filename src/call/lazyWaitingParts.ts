import { lazyPart } from "../form/index.ts";
import { loadWaitingParts } from "./loadWaitingParts.ts";

// Marked pure, so a bundle that never renders a call (QuestionForm alone) drops them and their chunk.

/** `ExpiryNotice`, loaded the first time a call has `timeoutMs` or `expiresAt` (the countdown starts once it shows). */
export const LazyExpiryNotice = /* @__PURE__ */ lazyPart(() =>
  loadWaitingParts().then((module) => module.ExpiryNotice),
);

/** `OutcomeNote`, preloaded while a call that can end by a reply in the chat or by time waits (`useWaiting`). */
export const LazyOutcomeNote = /* @__PURE__ */ lazyPart(() => loadWaitingParts().then((module) => module.OutcomeNote));
