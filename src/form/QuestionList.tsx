import type { QuestionItem } from "../protocol/index.ts";
import { FormQuestion } from "./FormQuestion.tsx";

/** Props of `QuestionList`. */
export interface QuestionListProps {
  /** The form's questions, in order. */
  questions: readonly QuestionItem[];
}

/** Every question of the form around it, in order, each keyed by id so a draft never moves to another. */
export function QuestionList({ questions }: QuestionListProps) {
  return questions.map((question, index) => <FormQuestion key={question.id} question={question} index={index} />);
}
