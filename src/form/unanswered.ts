import type { QuestionType } from "../protocol/index.ts";
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
