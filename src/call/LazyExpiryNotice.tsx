import { lazy, Suspense } from "react";
import type { ExpiryNoticeProps } from "./ExpiryNotice.tsx";
import { loadWaitingParts } from "./loadWaitingParts.ts";

// Marked pure, so a bundle that never renders a call (QuestionForm alone) drops it and its chunk.
const ExpiryNotice = /* @__PURE__ */ lazy(() =>
  loadWaitingParts().then((module) => ({ default: module.ExpiryNotice })),
);

/** `ExpiryNotice`, loaded the first time a call has `timeoutMs` or `expiresAt` (the countdown starts once it shows). */
export function LazyExpiryNotice(props: ExpiryNoticeProps) {
  return (
    <Suspense fallback={null}>
      <ExpiryNotice {...props} />
    </Suspense>
  );
}
