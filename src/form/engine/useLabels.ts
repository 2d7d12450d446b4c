import { useMemo } from "react";
import { mergeLabels } from "./mergeLabels.ts";

/**
 * The host's labels merged over `defaults` (`mergeLabels`) once per content:
 * a host passing a new-but-equal `labels` object on each render merges
 * nothing again, and hands the parts the same object. `defaults` is fixed
 * for the caller's life.
 */
export function useLabels<Labels extends object>(labels: Partial<Labels> | undefined, defaults: Readonly<Labels>) {
  const key = JSON.stringify(labels ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `labels`, and `defaults` never change
  return useMemo(() => mergeLabels(labels, defaults), [key]);
}
