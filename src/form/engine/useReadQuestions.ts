import { useMemo, useRef } from "react";
import { readQuestions } from "../../protocol/arguments.ts";
import type { QuestionItem, QuestionLimits, QuestionOutput, QuestionsRead } from "../../protocol/index.ts";
import { recheckRead } from "../../protocol/validate.ts";
import { contentKey, keepUnchanged, limitsKey } from "../kit/contentKey.ts";
import { useByContent } from "../kit/useByContent.ts";

/** A format reader (SPEC §7), e.g. `fromAskUserQuestion`: another agent's input → our questions, or every issue. */
export type QuestionReader = (questions: unknown) => QuestionsRead;

/** Where the form's questions come from: the input and how to read it, or the batch already read. */
export interface QuestionSource {
  /**
   * The tool call's `questions` (the array, the whole arguments, or their JSON
   * text); validated inside. Not needed with `read`.
   */
  questions?: unknown;
  /** Size limits for `questions` (`DEFAULT_LIMITS` otherwise). */
  limits?: Partial<QuestionLimits> | undefined;
  /**
   * Reads `questions` in another agent's format (a stable function); `ask_questions` by default.
   * With a stored `output`, says that its questions are a reader's (checked in the readers' dialect).
   */
  reader?: QuestionReader | undefined;
  /**
   * The batch already read (what `readQuestions` or a format's `read` return), for a caller that
   * reads its input itself (to show a request's message, or the question still streaming in):
   * taken as it is, its issues shown as `questions`' would be, so nothing reads the input twice.
   * Wins over `questions`; a stored `output` wins over both.
   */
  read?: QuestionsRead | undefined;
}

// One array, not a new one per render: the questions' memos depend on it.
const NO_QUESTIONS: QuestionItem[] = [];

/**
 * The form's questions, read once per content: a new-but-equal `questions`
 * (a chat kit's, on every render) does no work and re-renders no question.
 * A caller that has read its input already (to show its message, to stream
 * it) gives the batch as `read`, and nothing reads the input a second time.
 * A stored `result` shows what was asked, whatever `questions` or `read` hold.
 * Gives the validated input, the questions (`[]` while invalid), and a key
 * naming the input under its limits, to report it once.
 */
export function useReadQuestions({ questions, limits, reader, read: given }: QuestionSource, result?: QuestionOutput) {
  const source = result ? result.questions : (given ?? questions);
  const key = contentKey(source);
  // By value, not as JSON (which would turn Infinity into null), so an inline `limits` object costs nothing.
  const within = limitsKey(limits);
  const input = useByContent(source, [key]);
  const kept = useByContent(limits, [within]);
  // What reads `input`: nothing for a batch already read; for a stored result, whose questions a
  // format reader may have read, a check in the readers' dialect (no `recommended` needed,
  // reader-only fields kept), never a reading of that format anew.
  const read = result ? reader && recheckRead : given ? undefined : reader;
  const pre = !result && given !== undefined;
  const validated = useMemo(
    () => (pre ? (input as QuestionsRead) : read ? read(input) : readQuestions(input, kept)),
    [input, kept, read, pre],
  );
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
