import type { ReactNode } from "react";
import { QuestionFormContext } from "./QuestionFormContext.ts";
import type { QuestionFormState } from "./useQuestionForm.ts";

/** Props of `QuestionFormProvider`. */
export interface QuestionFormProviderProps {
  /** What `useQuestionForm` returned. */
  form: QuestionFormState;
  /** The form's markup: questions inside it can call `useQuestionField`, and our renderers find the form. */
  children?: ReactNode;
}

/** Gives the parts inside a form made with `useQuestionForm` its store, labels, ids and parts. */
export function QuestionFormProvider({ form, children }: QuestionFormProviderProps) {
  return <QuestionFormContext.Provider value={form.context}>{children}</QuestionFormContext.Provider>;
}
