import { type ReactNode, useId, useState } from "react";
import { answerText, Button, slotProps, useQuestionFormContext } from "../form/index.ts";
import { type AnswerItem, fromAnswer, isAnswered, isSkipped, type QuestionItem } from "../protocol/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `QuestionReceipt`. */
export interface QuestionReceiptProps {
  /** The questions as normalized (from the submit, or from a stored `QuestionOutput`). */
  questions: readonly QuestionItem[];
  /** The answers given, one per question (matched by `id`). */
  answers: readonly AnswerItem[];
  /** The merged labels: the receipt's strings, plus `yes` / `no` to show YesNo answers as the person saw them. */
  labels: Pick<
    QuestionCallLabels,
    | "yourAnswers"
    | "notAnswered"
    | "skippedAnswer"
    | "showQuestions"
    | "hideQuestions"
    | "yes"
    | "no"
    | "attachedAnswer"
  >;
  /** The full read-only form, rendered only while expanded. */
  children?: ReactNode;
  /** Its `data-state`: `submitted`, or `draft` for what was entered but never sent (a call that expired). */
  state?: "submitted" | "draft";
}

/** How a row's answer stands, its `data-state`: a missing one is set apart from the answers (styles.css). */
function stateOf(question: QuestionItem, answer: AnswerItem | undefined): "answered" | "skipped" | "unanswered" {
  if (isSkipped(answer)) return "skipped";
  return isAnswered(question, fromAnswer(question, answer)) ? "answered" : "unanswered";
}

/**
 * The compact, read-only record of an answered question call that stays in
 * the transcript: each question with the answer given, and a disclosure button
 * that expands the full read-only form (`children`) when it has something to
 * reveal: the options of a choice question (a Text answer is all in the list).
 */
export function QuestionReceipt({ questions, answers, labels, children, state = "submitted" }: QuestionReceiptProps) {
  const uid = useId();
  const [expanded, setExpanded] = useState(false);
  const classNames = useQuestionFormContext()?.classNames;
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const revealsOptions = questions.some((question) => question.type !== "Text");
  return (
    <section {...slotProps("receipt", classNames)} data-state={state} aria-labelledby={`${uid}title`}>
      <p id={`${uid}title`} {...slotProps("receipt-title", classNames)}>
        {labels.yourAnswers}
      </p>
      <dl {...slotProps("receipt-answers", classNames)}>
        {questions.map((question) => (
          <div
            key={question.id}
            {...slotProps("receipt-item", classNames)}
            data-type={question.type}
            data-state={stateOf(question, byId.get(question.id))}
          >
            <dt>{question.question}</dt>
            <dd>{answerText(question, byId.get(question.id), labels)}</dd>
          </div>
        ))}
      </dl>
      {children !== undefined && revealsOptions && (
        <>
          <Button
            type="button"
            {...slotProps("receipt-toggle", classNames)}
            aria-expanded={expanded}
            aria-controls={`${uid}full`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? labels.hideQuestions : labels.showQuestions}
          </Button>
          <div id={`${uid}full`} {...slotProps("receipt-full", classNames)} hidden={!expanded}>
            {expanded && children}
          </div>
        </>
      )}
    </section>
  );
}
