import { validateQuestionInput } from "../protocol/index.ts";
import type { QuestionItem } from "../protocol/types.ts";

/** What can be shown of a `questions` array the model is still writing. */
export interface StreamingQuestions {
  /**
   * The questions whose content is complete and valid on its own, normalized
   * exactly as the final validation will normalize them, so a question shown
   * while streaming is the same question once the arguments are complete.
   */
  ready: QuestionItem[];
  /** The text so far of the question still arriving, when it has any. */
  arriving: string | undefined;
}

function questionText(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const text = (item as { question?: unknown }).question;
  return typeof text === "string" && text.trim() ? text : undefined;
}

/**
 * Splits a partial `questions` array into the questions that can be shown and
 * the one still arriving. The last item is always treated as arriving: a
 * partial JSON parser hands out truncated strings (an `id` of `"la"` before
 * `"lang"`), so only an item followed by another one is known to be complete.
 * Items that are complete but invalid, or repeat an id, are held back; the
 * full validation reports them once the arguments are complete.
 *
 * `previous` lets an unchanged question keep its object identity from one
 * token to the next, so memoized renderers skip it.
 */
export function readStreamingQuestions(raw: unknown, previous?: readonly QuestionItem[]): StreamingQuestions {
  const list = Array.isArray(raw) ? raw : [];
  const ready: QuestionItem[] = [];
  const seen = new Set<string>();
  const before = new Map((previous ?? []).map((question) => [question.id, question]));
  for (const item of list.slice(0, -1)) {
    const checked = validateQuestionInput({ questions: [item] });
    const question = checked.ok ? checked.value.questions[0] : undefined;
    if (!question || seen.has(question.id)) continue;
    seen.add(question.id);
    const earlier = before.get(question.id);
    ready.push(earlier && JSON.stringify(earlier) === JSON.stringify(question) ? earlier : question);
  }
  return { ready, arriving: questionText(list.at(-1)) };
}
