import { lazy, Suspense } from "react";
import { loadWaitingParts } from "./loadWaitingParts.ts";
import type { QuestionEndedProps } from "./QuestionEnded.tsx";

// Marked pure, so a bundle that never renders a call (QuestionForm alone) drops it and its chunk.
const QuestionEnded = /* @__PURE__ */ lazy(() =>
  loadWaitingParts().then((module) => ({ default: module.QuestionEnded })),
);

/** `QuestionEnded`, loaded the first time a call ends replied in the chat or expired (nothing shows for that moment). */
export function LazyQuestionEnded(props: QuestionEndedProps) {
  return (
    <Suspense fallback={null}>
      <QuestionEnded {...props} />
    </Suspense>
  );
}
