import { type AnswerItem, type Draft, NO, type QuestionItem, YES } from "./types.ts";

// The one place that knows how a draft becomes an AnswerItem (SPEC §3). The
// form and a server both go through here, so they agree to the letter.

function asText(draft: Draft): string {
  return typeof draft === "string" ? draft : "";
}

function asPicks(draft: Draft): readonly string[] {
  if (Array.isArray(draft)) return draft;
  return typeof draft === "string" ? [draft] : [];
}

/** Shapes one question's draft into its `AnswerItem`. */
export function toAnswer(question: QuestionItem, draft: Draft): AnswerItem {
  const { id } = question;
  switch (question.type) {
    case "Text": {
      const text = asText(draft).trim();
      return text ? { id, answer: text } : { id };
    }
    case "YesNo":
      return draft === YES || draft === NO ? { id, answer: draft } : { id };
    case "SingleChoice": {
      const pick = typeof draft === "string" ? draft : undefined;
      return pick !== undefined && (question.options ?? []).includes(pick) ? { id, selected: [pick] } : { id };
    }
    case "MultiChoice": {
      const picks = new Set(asPicks(draft));
      return { id, selected: (question.options ?? []).filter((option) => picks.has(option)) };
    }
  }
}

/** Shapes every question's draft, in question order: exactly one item each. */
export function toAnswers(questions: readonly QuestionItem[], drafts: (id: string) => Draft): AnswerItem[] {
  return questions.map((question) => toAnswer(question, drafts(question.id)));
}

/** Whether a draft counts as an answer (non-blank text, a pick, at least one pick). */
export function isAnswered(question: QuestionItem, draft: Draft): boolean {
  const answer = toAnswer(question, draft);
  return answer.answer !== undefined || (answer.selected?.length ?? 0) > 0;
}

/** The reverse of `toAnswer`: turns a stored answer back into a draft (to restore or show it). */
export function fromAnswer(question: QuestionItem, answer: AnswerItem | undefined): Draft {
  if (!answer) return undefined;
  switch (question.type) {
    case "Text":
    case "YesNo":
      return typeof answer.answer === "string" ? answer.answer : undefined;
    case "SingleChoice":
      return Array.isArray(answer.selected) && typeof answer.selected[0] === "string" ? answer.selected[0] : undefined;
    case "MultiChoice":
      return Array.isArray(answer.selected) ? answer.selected.filter((s) => typeof s === "string") : undefined;
  }
}
