import { isBlank } from "./blank.ts";
import type { QuestionItem } from "./types.ts";

/**
 * Brings valid questions into their one canonical shape (SPEC §2): `required`
 * filled in, `null`s, blank `purpose` and unknown fields dropped, `options`
 * kept only on SingleChoice / MultiChoice, and a SingleChoice's recommended
 * option moved to the front with the others in their order. Normalizing twice
 * gives the same result as once.
 */
export function normalizeQuestions(questions: readonly QuestionItem[]): QuestionItem[] {
  return questions.map(({ id, question, type, purpose, options, required, recommended }) => {
    const item: QuestionItem = { id, question, type };
    if (typeof purpose === "string" && !isBlank(purpose)) item.purpose = purpose;
    const choice = type === "SingleChoice" || type === "MultiChoice";
    if (choice && Array.isArray(options)) {
      item.options =
        type === "SingleChoice" && typeof recommended === "string" && options.includes(recommended)
          ? [recommended, ...options.filter((option) => option !== recommended)]
          : [...options];
    }
    item.required = required !== false;
    if (type === "SingleChoice" && typeof recommended === "string") item.recommended = recommended;
    return item;
  });
}
