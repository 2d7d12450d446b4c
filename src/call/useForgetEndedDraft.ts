import { useEffect } from "react";
import type { CallState } from "./callState.ts";
import { clearDraft } from "./sessionDrafts.ts";

/**
 * Forgets the draft kept under `draftKey` once the call has ended in any way
 * (answered, declined, or failed: invalid arguments, broken JSON, a kit
 * error), so what the person typed while it streamed does not outlive it in
 * `sessionStorage`. Submit and Skip clear it themselves; this covers the rest.
 */
export function useForgetEndedDraft(draftKey: string | undefined, status: CallState["status"]): void {
  const ended = status !== "streaming" && status !== "waiting";
  useEffect(() => {
    if (draftKey && ended) clearDraft(draftKey);
  }, [draftKey, ended]);
}
