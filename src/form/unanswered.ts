import { type AnswerItem, type QuestionItem, type QuestionType, validateAnswers } from "../protocol/index.ts";
import type { QuestionFormLabels } from "./labels.ts";

/** The label that says what to do about an unanswered question. */
export type UnansweredLabel = "enterAnswer" | "selectOne" | "selectAtLeastOne" | "selectYesNo";

/** GOV.UK-style specific messages: each type says what answering it takes. */
export const UNANSWERED_LABEL: Readonly<Record<QuestionType, UnansweredLabel & keyof QuestionFormLabels>> = {
  Text: "enterAnswer",
  SingleChoice: "selectOne",
  MultiChoice: "selectAtLeastOne",
  YesNo: "selectYesNo",
};

/**
 * The ids of required questions left unanswered, by the protocol's own rule
 * (the same check a server runs on the tool result), never a copy of it.
 */
export function unansweredIds(questions: readonly QuestionItem[], answers: readonly AnswerItem[]): Set<string> {
  const ids = new Set<string>();
  for (const issue of validateAnswers([...questions], answers)) {
    if (issue.code === "unanswered" && issue.id !== undefined) ids.add(issue.id);
  }
  return ids;
}
