import type { AnswerItem, Draft, QuestionItem } from "../protocol/index.ts";

// Drafts live in sessionStorage: they survive a reload and a thread switch in
// the same tab, and vanish with the tab, which is what a half-typed answer
// deserves. Every access is guarded: storage may be disabled (privacy modes,
// sandboxed iframes), full, or hold JSON someone else wrote. A draft is a
// convenience; losing it must never break the form.

const PREFIX = "agent-question-form:draft:";

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return undefined;
  }
}

/**
 * The draft stored under `key`, or `undefined` when there is none or it cannot
 * be read: its items with a string id. Their payloads are read per question
 * through the protocol's `fromAnswer` when restored, which ignores any that
 * does not fit the question.
 */
export function loadDraft(key: string): AnswerItem[] | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    const value: unknown = text && JSON.parse(text);
    const items = Array.isArray(value) ? value.filter((item) => typeof item?.id === "string") : [];
    return items.length ? items : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the draft under `key`: the answers, but each text as typed (from
 * `draftOf`), so "Dear team,\n\n" comes back so; `fromAnswer` reads either.
 * A secret (`input.kind: "secret"` among `questions`) is never stored, nor
 * is a file's contents: an attachment keeps its name with an empty `url`.
 * Quietly does nothing when storage refuses.
 */
export function saveDraft(
  key: string,
  answers: readonly AnswerItem[],
  draftOf: (questionId: string) => Draft,
  questions: readonly QuestionItem[] = [],
): void {
  const secret = new Set(questions.filter((question) => question.input?.kind === "secret").map(({ id }) => id));
  const items = answers.map((item) => {
    const draft = draftOf(item.id);
    if (secret.has(item.id)) return { id: item.id };
    const typed = typeof draft === "string" && !item.selected ? { id: item.id, answer: draft } : item;
    // A file's contents are never stored (SPEC §16): only its name, type and size, with an empty
    // `url`, so the restored question can say which files to attach again.
    const { attachments } = item;
    return attachments
      ? { ...typed, attachments: attachments.map(({ name, mediaType, size }) => ({ name, mediaType, size, url: "" })) }
      : typed;
  });
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(items));
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
