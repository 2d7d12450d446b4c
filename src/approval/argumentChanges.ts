/** One argument an edit changed: its key, and its value before and after (absent: the key was added or removed). */
export interface ArgumentChange {
  /** The argument's key. */
  key: string;
  /** The value before, as JSON text; absent when the key was added. */
  from?: string;
  /** The value after, as JSON text; absent when the key was removed. */
  to?: string;
}

/** A value as one line of JSON text (a string in quotes, so `"1"` and `1` differ), or `undefined` for none. */
function asText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // A cycle or a BigInt in what the host passed: still something to read.
    return String(value);
  }
}

/**
 * What an edit changed, key by key, for the receipt: the keys of `before`
 * in their order, then the keys only `after` has; a key whose JSON is the
 * same on both sides is no change.
 */
export function argumentChanges(before: Record<string, unknown>, after: Record<string, unknown>): ArgumentChange[] {
  const changes: ArgumentChange[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = asText(Object.hasOwn(before, key) ? before[key] : undefined);
    const to = asText(Object.hasOwn(after, key) ? after[key] : undefined);
    if (from !== to)
      changes.push({ key, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) });
  }
  return changes;
}
