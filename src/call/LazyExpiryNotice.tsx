import { lazy, Suspense } from "react";
import type { ExpiryNoticeProps } from "./ExpiryNotice.tsx";
import { loadWaitingParts } from "./loadWaitingParts.ts";

const ExpiryNotice = lazy(() => loadWaitingParts().then((module) => ({ default: module.ExpiryNotice })));

/** `ExpiryNotice`, loaded the first time a call has `timeoutMs` or `expiresAt` (the countdown starts once it shows). */
export function LazyExpiryNotice(props: ExpiryNoticeProps) {
  return (
    <Suspense fallback={null}>
      <ExpiryNotice {...props} />
    </Suspense>
  );
}
