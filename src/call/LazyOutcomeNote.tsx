import { lazy, Suspense } from "react";
import { loadWaitingParts } from "./loadWaitingParts.ts";
import type { OutcomeNoteProps } from "./OutcomeNote.tsx";

// Marked pure, so a bundle that never renders a call (QuestionForm alone) drops it and its chunk.
const OutcomeNote = /* @__PURE__ */ lazy(() => loadWaitingParts().then((module) => ({ default: module.OutcomeNote })));

/** `OutcomeNote`, loaded the first time a call ends replied in the chat or expired (nothing shows for that moment). */
export function LazyOutcomeNote(props: OutcomeNoteProps) {
  return (
    <Suspense fallback={null}>
      <OutcomeNote {...props} />
    </Suspense>
  );
}
