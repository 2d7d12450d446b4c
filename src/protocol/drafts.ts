import type { Draft, OtherDraft, QuestionItem, QuestionType } from "./types.ts";

/** Whether a draft is an `OtherDraft` (Other chosen). */
export const isOther = (draft: Draft): draft is OtherDraft => typeof draft === "object" && "other" in draft;

/**
 * What a question can show and send of a draft kept by its id: the draft when
 * it was entered for the question's current type and has that type's shape,
 * otherwise nothing. A batch may change a question's type under the same id;
 * "Rust" typed as text must not pre-select the "Rust" radio, and a radio pick
 * must not be sent as a MultiChoice nobody ticked.
 */
export function draftFor(question: QuestionItem, draft: Draft, enteredFor: QuestionType | undefined): Draft {
  if (enteredFor !== question.type) return undefined;
  // An Other draft only where Other can be chosen.
  if (isOther(draft)) return question.allowOther && question.type !== "Text" ? draft : undefined;
  if (question.type === "MultiChoice") return Array.isArray(draft) ? draft : undefined;
  return typeof draft === "string" ? draft : undefined;
}
