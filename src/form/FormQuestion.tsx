import { type ComponentType, memo, useCallback } from "react";
import { draftFor } from "../protocol/drafts.ts";
import type { Draft, QuestionItem } from "../protocol/index.ts";
import { useQuestionEntry } from "./engine/draftStore.ts";
import { controlIdOf } from "./engine/fieldIds.ts";
import { type QuestionFormContextValue, useQuestionFormContext } from "./engine/QuestionFormContext.ts";
import { QuestionBoundary } from "./QuestionBoundary.tsx";
import { MultiChoice } from "./questions/MultiChoice.tsx";
import type { QuestionProps } from "./questions/QuestionProps.ts";
import { SingleChoice } from "./questions/SingleChoice.tsx";
import { TextQuestion } from "./questions/TextQuestion.tsx";
import { YesNo } from "./questions/YesNo.tsx";
import { errorText } from "./unanswered.ts";

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
 * the host's, inside a boundary that contains a renderer's failure. Memoized:
 * it re-renders when its own draft or error changes, not when another
 * question's does nor when the host re-renders with equal props.
 */
export const FormQuestion = memo(function FormQuestion({ question, index }: FormQuestionProps) {
  // What `useQuestionField` gives a host, less the ids our renderers derive from `controlId` themselves.
  const { store, labels, components, idPrefix, disabled, readOnly, onEdit } =
    useQuestionFormContext() as QuestionFormContextValue;
  const { draft, type, error } = useQuestionEntry(store, question.id);
  const onChange = useCallback((next: Draft) => onEdit(question, next), [onEdit, question]);
  const Renderer =
    (components?.[question.type] as ComponentType<QuestionProps> | undefined) ?? RENDERERS[question.type];
  const controlId = controlIdOf(idPrefix, index);
  return (
    <QuestionBoundary question={question} controlId={controlId} message={labels.questionFailed} resetKey={Renderer}>
      <Renderer
        question={question}
        value={draftFor(question, draft, type) as string | string[] | undefined}
        onChange={onChange}
        disabled={disabled}
        readOnly={readOnly}
        error={error && errorText(error, labels)}
        labels={labels}
        controlId={controlId}
      />
    </QuestionBoundary>
  );
});
