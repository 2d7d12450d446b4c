import { vi } from "vitest";
import {
  type AnswerItem,
  askQuestionsTool,
  declineText,
  type QuestionItem,
  type QuestionToolFormat,
  type Validated,
} from "../../src/index.ts";

// Questions of SPEC §8 (header, descriptions, previews, Other, typed inputs) and readers that pass
// them through, shared by the form's tests of those features.

/** A SingleChoice with a header, descriptions, a preview and Other. */
export const single: QuestionItem = {
  id: "db",
  header: "Storage",
  question: "Which database?",
  type: "SingleChoice",
  options: [
    { label: "Postgres", description: "A server", preview: "<b>DATABASE_URL</b>=postgres://" },
    { label: "SQLite", description: "One file" },
  ],
  allowOther: true,
};
/** An optional MultiChoice with Other. */
export const multi: QuestionItem = {
  id: "extras",
  question: "Which extras?",
  type: "MultiChoice",
  options: ["Lint", "Tests", "Docs", "CI"],
  allowOther: true,
  required: false,
};

// The reader dialect keeps `input` (an ask_questions payload drops it).
export const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

// QuestionCall takes a whole tool format; this one reads questions that are already ours, as asRead does.
export const asCall: QuestionToolFormat = {
  tool: askQuestionsTool,
  read: asRead,
  write: (_input, _answers, output) => output,
  decline: declineText,
  answered: () => undefined,
};

/** An onSubmit spy and the answers it got first. */
export function answered() {
  const onSubmit = vi.fn<(answers: AnswerItem[]) => void>();
  return { onSubmit, sent: () => onSubmit.mock.calls[0]?.[0] };
}
