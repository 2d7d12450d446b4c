import { useMemo } from "react";

/**
 * `value` as it was when its content last changed: the same object while
 * `key` (what its content is, compared item by item) stays equal, so a memo
 * that depends on it does no work when a host passes a new-but-equal object on
 * each render (chat kits do, with every token). `key` is `[contentKey(value)]`
 * for JSON-like data, a shorter string where one says it all (the limits), or
 * the parts themselves where JSON cannot tell them apart (the host's
 * components). Always the same length.
 *
 * The one content memo: every hook that keeps a value by content goes through
 * it, so the lint rule on hook dependencies is silenced here and nowhere else.
 */
export function useByContent<Value>(value: Value, key: readonly unknown[]): Value {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point of this hook: `value` is kept while `key`, its content, is equal
  return useMemo(() => value, key);
}
