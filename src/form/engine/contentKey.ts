const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/**
 * A key that is equal for equal inputs, so a new-but-equal `questions` array
 * (as streaming chat UIs pass on every render) is recognised as the same.
 * Inputs JSON cannot serialize (cycles, BigInt) fall back to their identity.
 */
export function contentKey(input: unknown): string {
  try {
    return `${typeof input}:${JSON.stringify(input)}`;
  } catch {
    if (typeof input !== "object" || input === null) return `${typeof input}:${String(input)}`;
    if (!identities.has(input)) identities.set(input, ++lastIdentity);
    return `ref:${identities.get(input)}`;
  }
}
