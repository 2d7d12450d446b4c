import { useMemo } from "react";
import { mergeLabels } from "./mergeLabels.ts";
import { useByContent } from "./useByContent.ts";

/**
 * The host's labels merged over `defaults` (`mergeLabels`) once per content:
 * a host passing a new-but-equal `labels` object on each render merges
 * nothing again, and hands the parts the same object. `defaults` is fixed
 * for the caller's life.
 */
export function useLabels<Labels extends object>(labels: Partial<Labels> | undefined, defaults: Readonly<Labels>) {
  // Labels are only strings: their JSON is their content (and keeps `contentKey` out of ToolApproval's bundle).
  const kept = useByContent(labels, [JSON.stringify(labels ?? null)]);
  return useMemo(() => mergeLabels(kept, defaults), [kept, defaults]);
}
