import { type ComponentType, memo } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { useQuestionValue } from "../engine/useQuestionField.ts";
import { MultiChoice } from "../questions/MultiChoice.tsx";
import { SingleChoice } from "../questions/SingleChoice.tsx";
import { TextQuestion } from "../questions/TextQuestion.tsx";
import { YesNo } from "../questions/YesNo.tsx";
import { QuestionBoundary } from "./QuestionBoundary.tsx";
import { QuestionNote } from "./QuestionNote.tsx";
import { QuestionSkip } from "./QuestionSkip.tsx";

/** Props of one question of the form. */
export interface FormQuestionProps {
  /** The normalized question. */
  question: QuestionItem;
  /** Its place in the questions: its control's id derives from it. */
  index: number;
}

// Each renderer only ever receives its own type's value; the slot is type-agnostic.
const RENDERERS = { Text: TextQuestion, SingleChoice, MultiChoice, YesNo } as Record<
  QuestionItem["type"],
  ComponentType<QuestionProps>
>;

/**
 * One question connected to the form around it: our renderer for its type or
 * the host's, inside a boundary that contains a renderer's failure, wired by
 * the core of `useQuestionField` as a host's own question is. Memoized: it
 * re-renders when its own draft or error changes, not when another
 * question's does nor when the host re-renders with equal props.
 */
export const FormQuestion = memo(function FormQuestion({ question, index }: FormQuestionProps) {
  const { form, value, setValue, error, controlId } = useQuestionValue(question, index);
  const Renderer =
    (form.components?.[question.type] as ComponentType<QuestionProps> | undefined) ?? RENDERERS[question.type];
  return (
    <QuestionBoundary
      question={question}
      controlId={controlId}
      message={form.labels.questionFailed}
      resetKey={Renderer}
    >
      <Renderer
        question={question}
        value={value as QuestionProps["value"]}
        onChange={setValue}
        disabled={form.disabled}
        readOnly={form.readOnly}
        error={error}
        labels={form.labels}
        controlId={controlId}
      />
      {form.notes && <QuestionNote question={question} />}
      {form.onSkip && <QuestionSkip question={question} />}
    </QuestionBoundary>
  );
});
