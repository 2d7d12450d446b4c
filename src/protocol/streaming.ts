import { partialQuestions } from "./arguments.ts";
import { hasText } from "./blank.ts";
import type { QuestionToolFormat } from "./format.ts";
import { isObject } from "./json.ts";
import type { QuestionItem, QuestionLimits } from "./types.ts";
import { validateQuestionInput } from "./validate.ts";

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

/** The arriving question's text, once it shows something (SPEC's blank: whitespace or invisible characters only). */
const questionText = (item: unknown): string | undefined =>
  isObject(item) && hasText(item.question) ? item.question : undefined;

/** The text so far of the question still arriving in a partial `questions` array (its last item), when it has any. */
export const arrivingQuestion = (raw: unknown): string | undefined => questionText(partialQuestions(raw).at(-1));

/**
 * Splits a partial `questions` array into the questions that can be shown and
 * the one still arriving. The last item is always treated as arriving: a
 * partial JSON parser hands out truncated strings (an `id` of `"la"` before
 * `"lang"`), so only an item followed by another one is known to be complete.
 * The complete items go through the protocol's own validation, with the form's
 * `limits`: those it finds fault with (an invalid item, an id already used)
 * are held back, and the full validation reports them once the arguments are
 * complete. With another format's `read`, the questions before the first
 * faulty one are shown.
 */
export function readStreamingQuestions(
  raw: unknown,
  limits?: Partial<QuestionLimits>,
  read?: QuestionToolFormat["read"],
): StreamingQuestions {
  const list = partialQuestions(raw);
  const complete = list.slice(0, -1);
  if (read) {
    // Another format's reader may number its questions by position (Claude's q0, q1, …): only the
    // run of questions before the first faulty one is shown, so no question changes its id later.
    let shown = read({ questions: complete });
    if (!shown.ok)
      shown = read({ questions: complete.slice(0, Math.min(...shown.issues.map(({ path }) => Number(path[1]) || 0))) });
    return { ready: shown.ok ? shown.value.questions : [], arriving: questionText(list.at(-1)) };
  }
  const options = limits && { limits };
  const all = validateQuestionInput({ questions: complete }, options);
  // Each issue names the item at fault by its index; an issue about the whole list (too many) holds back all.
  const faulty = new Set(all.ok ? [] : all.issues.map((issue) => issue.path[1]));
  const shown = all.ok ? all : validateQuestionInput({ questions: complete.filter((_, i) => !faulty.has(i)) }, options);
  return { ready: shown.ok ? shown.value.questions : [], arriving: questionText(list.at(-1)) };
}
