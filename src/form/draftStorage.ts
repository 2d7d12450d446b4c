import type { AnswerItem } from "../protocol/index.ts";

// Drafts live in sessionStorage: they survive a reload and a thread switch in
// the same tab, and vanish with the tab, which is what a half-typed answer
// deserves. Every access is guarded: storage may be disabled (privacy modes,
// sandboxed iframes), full, or hold JSON someone else wrote. A draft is a
// convenience; losing it must never break the form.

const PREFIX = "question-form:draft:";

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return undefined;
  }
}

function isAnswerItem(value: unknown): value is AnswerItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "string" &&
    (item.answer === undefined || typeof item.answer === "string") &&
    (item.selected === undefined ||
      (Array.isArray(item.selected) && item.selected.every((pick) => typeof pick === "string")))
  );
}

/** The draft stored under `key`, or `undefined` when there is none or it cannot be read. */
export function loadDraft(key: string): AnswerItem[] | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    if (!text) return undefined;
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isAnswerItem) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the draft under `key`; quietly does nothing when storage refuses. */
export function saveDraft(key: string, answers: readonly AnswerItem[]): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(answers));
  } catch {
    // Quota exceeded or storage disabled: the form keeps working without it.
  }
}

/** Forgets the draft stored under `key`. */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
