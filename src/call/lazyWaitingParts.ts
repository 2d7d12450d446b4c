import { lazyPart } from "../form/engine/lazyPart.tsx";
import { loadWaitingParts } from "./loadWaitingParts.ts";

// Marked pure, so a bundle that never renders a call (QuestionForm alone) drops them and their chunk.

/** `ExpiryNotice`, loaded the first time a call has `timeoutMs` or `expiresAt` (the countdown starts once it shows). */
export const LazyExpiryNotice = /* @__PURE__ */ lazyPart(() =>
  loadWaitingParts().then((module) => module.ExpiryNotice),
);

/** `OutcomeNote`, loaded the first time a call ends replied in the chat or expired. */
export const LazyOutcomeNote = /* @__PURE__ */ lazyPart(() => loadWaitingParts().then((module) => module.OutcomeNote));
