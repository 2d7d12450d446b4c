import { useMemo, useRef } from "react";
import { readQuestions } from "../../protocol/arguments.ts";
import type { QuestionItem, QuestionLimits, QuestionOutput, Validated } from "../../protocol/index.ts";
import { recheckRead } from "../../protocol/validate.ts";
import { contentKey, keepUnchanged, limitsKey } from "./contentKey.ts";
import { useByContent } from "./useByContent.ts";

/** A format reader (SPEC §7), e.g. `fromAskUserQuestion`: another agent's input → our questions, or every issue. */
export type QuestionReader = (questions: unknown) => Validated<{ questions: QuestionItem[] }>;

// One array, not a new one per render: the questions' memos depend on it.
const NO_QUESTIONS: QuestionItem[] = [];

/**
 * The form's questions, read once per content: a new-but-equal `questions`
 * (a chat kit's, on every render) does no work and re-renders no question.
 * A stored `result` shows what was asked, whatever `questions` holds.
 * Gives, as `useState` does, a list: the validated input, the questions
 * (`[]` while invalid), and a key naming the input under its limits, to report it once.
 */
export function useReadQuestions(
  questions: unknown,
  limits: Partial<QuestionLimits> | undefined,
  reader: QuestionReader | undefined,
  result: QuestionOutput | undefined,
) {
  const source = result ? result.questions : questions;
  const key = contentKey(source);
  // By value, not as JSON (which would turn Infinity into null), so an inline `limits` object costs nothing.
  const within = limitsKey(limits);
  const input = useByContent(source, [key]);
  const kept = useByContent(limits, [within]);
  // A stored result holds questions a format reader already read: checked again in the readers'
  // dialect (no `recommended` needed, reader-only fields kept), never read as that format anew.
  const read = reader && (result ? recheckRead : reader);
  const validated = useMemo(() => (read ? read(input) : readQuestions(input, kept)), [input, kept, read]);
  // Validation makes new question objects: each question keeps its previous one while its content is
  // the same, so a question completing in a stream (or added to the batch) re-renders none of the others.
  const before = useRef(NO_QUESTIONS);
  const fresh = useMemo(() => {
    if (validated.ok) before.current = keepUnchanged(before.current, validated.value.questions);
    return validated.ok ? before.current : NO_QUESTIONS;
  }, [validated]);
  // `inputKey`: the input's content under its limits, what `onInvalid` is reported once for.
  return { validated, questions: fresh, inputKey: `${within} ${key}` };
}
