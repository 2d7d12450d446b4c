import { validateQuestionInput } from "../protocol/index.ts";
import type { QuestionItem, QuestionLimits } from "../protocol/types.ts";

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

// Like the form's `questions` prop: the array, or the whole arguments object.
// A partial JSON string cannot be read before it is complete.
function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  const inner = typeof raw === "object" && raw !== null ? (raw as { questions?: unknown }).questions : undefined;
  return Array.isArray(inner) ? inner : [];
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
 * token to the next, so memoized renderers skip it. `limits` are the form's.
 */
export function readStreamingQuestions(
  raw: unknown,
  previous?: readonly QuestionItem[],
  limits?: Partial<QuestionLimits>,
): StreamingQuestions {
  const list = listOf(raw);
  const ready: QuestionItem[] = [];
  const seen = new Set<string>();
  const before = new Map((previous ?? []).map((question) => [question.id, question]));
  for (const item of list.slice(0, -1)) {
    const checked = validateQuestionInput({ questions: [item] }, limits && { limits });
    const question = checked.ok ? checked.value.questions[0] : undefined;
    if (!question || seen.has(question.id)) continue;
    seen.add(question.id);
    const earlier = before.get(question.id);
    ready.push(earlier && JSON.stringify(earlier) === JSON.stringify(question) ? earlier : question);
  }
  return { ready, arriving: questionText(list.at(-1)) };
}
