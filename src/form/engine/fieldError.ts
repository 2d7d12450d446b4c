import { isAnswered, isOtherBlank, toAnswer } from "../../protocol/answers.ts";
import { hasText } from "../../protocol/blank.ts";
import { isRequired } from "../../protocol/required.ts";
import { checkCount, checkValue, type RuleProblem, ruleText } from "../../protocol/rules.ts";
import type { Draft, QuestionItem, QuestionType } from "../../protocol/types.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";

/** The label that says what to do about an unanswered question. */
export type UnansweredLabel = "enterAnswer" | "selectOne" | "selectAtLeastOne" | "selectYesNo";

/** GOV.UK-style specific messages: each type says what answering it takes. */
export const UNANSWERED_LABEL: Readonly<Record<QuestionType, UnansweredLabel & keyof QuestionFormLabels>> = {
  Text: "enterAnswer",
  SingleChoice: "selectOne",
  MultiChoice: "selectAtLeastOne",
  YesNo: "selectYesNo",
};

/** What a question shows after a failed submit: a label's key, or a rule's problem (its limits filled in when shown). */
export type FieldError = UnansweredLabel | "enterOther" | RuleProblem;

/** What the form knows of a question besides its draft (a `QuestionEntry`'s flags). */
export interface FieldState {
  /** The person skipped it (SPEC §14). */
  skipped?: boolean | undefined;
  /** Its renderer threw: it could not be shown (SPEC §8). */
  failed?: boolean | undefined;
  /** The files attached to it (SPEC §16): a Text question answered by a file alone is answered. */
  files?: readonly unknown[] | undefined;
}

/**
 * What stops a question's draft from being sent, from the protocol's rules in
 * the order the person fixes them: Other chosen but blank, unanswered when
 * required, then the typed checks (`checkValue`) or the pick limits (`checkCount`).
 * Nothing stops an optional question the person skipped (SPEC §14): it is sent
 * as `{ id, skipped: true }` and its draft is dropped (`withSkip`), so an Other
 * left blank or a half-typed email in it is no reason to block the send. Nor
 * does a question that could not be shown (SPEC §8): the person cannot answer
 * it, so it is sent unanswered rather than blocking the send for good.
 */
export function fieldError(question: QuestionItem, draft: Draft, state: FieldState = {}): FieldError | undefined {
  if (state.failed || (state.skipped && !isRequired(question))) return undefined;
  if (isOtherBlank(question, draft)) return "enterOther";
  if (!isAnswered(question, draft, state.files?.length))
    return isRequired(question) ? UNANSWERED_LABEL[question.type] : undefined;
  // Files alone answer a Text question: there is no text to check.
  if (question.type === "Text") return hasText(draft) ? checkValue(question, draft) : undefined;
  if (question.type === "MultiChoice") return checkCount(question, toAnswer(question, draft).selected ?? []);
  return undefined;
}

/** The error's text in the form's labels. */
export const errorText = (error: FieldError, labels: QuestionFormLabels): string =>
  typeof error === "string" ? labels[error] : ruleText(error, labels);
