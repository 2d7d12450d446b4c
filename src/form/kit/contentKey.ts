import type { QuestionLimits } from "../../protocol/types.ts";

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

/**
 * The content of a batch's `limits`, by value: JSON would turn `Infinity`
 * (no limit) into `null` (the default), so an inline `limits` object keeps its
 * key, and a changed limit changes it.
 */
export const limitsKey = (limits: Partial<QuestionLimits> | undefined): string =>
  `${limits?.maxQuestions}/${limits?.maxOptions}/${limits?.maxLength}`;

/**
 * `items` with each one whose id and content are unchanged replaced by its
 * object in `before`: a memoized part given an unchanged item sees the same
 * object, so it does not render again.
 */
export function keepUnchanged<Item extends { id: string }>(before: readonly Item[], items: Item[]): Item[] {
  const byId = new Map(before.map((item) => [item.id, item]));
  return items.map((item) => {
    const old = byId.get(item.id);
    return old && contentKey(old) === contentKey(item) ? old : item;
  });
}
