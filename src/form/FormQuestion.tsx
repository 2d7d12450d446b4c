import { type ComponentType, memo } from "react";
import type { QuestionItem } from "../protocol/index.ts";
import { type QuestionFormContextValue, useQuestionFormContext } from "./engine/QuestionFormContext.ts";
import { useQuestionField } from "./engine/useQuestionField.ts";
import { QuestionBoundary } from "./QuestionBoundary.tsx";
import { MultiChoice } from "./questions/MultiChoice.tsx";
import type { QuestionProps } from "./questions/QuestionProps.ts";
import { SingleChoice } from "./questions/SingleChoice.tsx";
import { TextQuestion } from "./questions/TextQuestion.tsx";
import { YesNo } from "./questions/YesNo.tsx";

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
 * `useQuestionField` as a host's own question would be. Memoized: it
 * re-renders when its own draft or error changes, not when another
 * question's does nor when the host re-renders with equal props.
 */
export const FormQuestion = memo(function FormQuestion({ question, index }: FormQuestionProps) {
  const { components } = useQuestionFormContext() as QuestionFormContextValue;
  const field = useQuestionField(question, index);
  const Renderer =
    (components?.[question.type] as ComponentType<QuestionProps> | undefined) ?? RENDERERS[question.type];
  const controlId = field.ids.control;
  return (
    <QuestionBoundary
      question={question}
      controlId={controlId}
      message={field.labels.questionFailed}
      resetKey={Renderer}
    >
      <Renderer
        question={question}
        value={field.value as QuestionProps["value"]}
        onChange={field.setValue}
        disabled={field.disabled}
        readOnly={field.readOnly}
        error={field.error}
        labels={field.labels}
        controlId={controlId}
      />
    </QuestionBoundary>
  );
});
