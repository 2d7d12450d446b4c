import type { Draft, QuestionItem, QuestionType } from "../../../src/protocol/types.ts";

const MESSAGES: Record<QuestionType, string> = {
  Text: "Enter an answer",
  SingleChoice: "Select one option",
  MultiChoice: "Select at least one option",
  YesNo: "Select Yes or No",
};

/** One unanswered required question and what to tell the person. */
export interface MissingAnswer {
  id: string;
  message: string;
}

/**
 * The hand-written contenders' required check: the same rule as the form's
 * (blank text, no pick, no box ticked), written the short way a bare form
 * would write it.
 */
export function missingAnswers(questions: readonly QuestionItem[], answerTo: (id: string) => Draft): MissingAnswer[] {
  const missing: MissingAnswer[] = [];
  for (const question of questions) {
    if (question.required === false) continue;
    const value = answerTo(question.id);
    const answered =
      typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.length > 0 : value !== undefined;
    if (!answered) missing.push({ id: question.id, message: MESSAGES[question.type] });
  }
  return missing;
}

/** The id of a question's first control, which the summary links to. */
export function controlIdOf(questionId: string): string {
  return `bare-${questionId}`;
}
