import { type ReactNode, useId, useState } from "react";
import { type AnswerItem, fromAnswer, isAnswered, type QuestionItem, toAnswer, YES } from "../protocol/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `QuestionReceipt`. */
export interface QuestionReceiptProps {
  /** The questions as normalized (from the submit, or from a stored `QuestionOutput`). */
  questions: readonly QuestionItem[];
  /** The answers given, one per question (matched by `id`). */
  answers: readonly AnswerItem[];
  /** The merged labels: the receipt's strings, plus `yes` / `no` to show YesNo answers as the person saw them. */
  labels: Pick<QuestionCallLabels, "yourAnswers" | "notAnswered" | "showQuestions" | "hideQuestions" | "yes" | "no">;
  /** The full read-only form, rendered only while expanded. */
  children?: ReactNode;
}

// The protocol's own rules decide what counts as answered and how it reads, as for the submit.
function shown(question: QuestionItem, answer: AnswerItem | undefined, labels: QuestionReceiptProps["labels"]) {
  const draft = fromAnswer(question, answer);
  if (!isAnswered(question, draft)) return labels.notAnswered;
  const { answer: text, selected = [] } = toAnswer(question, draft);
  return question.type === "YesNo" ? (text === YES ? labels.yes : labels.no) : (text ?? selected.join(", "));
}

/**
 * The compact, read-only record of an answered question call that stays in
 * the transcript: each question with the answer given, and a disclosure button
 * that expands the full read-only form (`children`).
 */
export function QuestionReceipt({ questions, answers, labels, children }: QuestionReceiptProps) {
  const uid = useId();
  const [expanded, setExpanded] = useState(false);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return (
    <section className="qf-receipt" data-state="submitted" aria-labelledby={`${uid}title`}>
      <p id={`${uid}title`} className="qf-receipt-title">
        {labels.yourAnswers}
      </p>
      <dl className="qf-receipt-answers">
        {questions.map((question) => (
          <div key={question.id} className="qf-receipt-item" data-type={question.type}>
            <dt>{question.question}</dt>
            <dd>{shown(question, byId.get(question.id), labels)}</dd>
          </div>
        ))}
      </dl>
      {children !== undefined && (
        <>
          <button
            type="button"
            className="qf-receipt-toggle"
            // Explicit, for Safari: its default Tab order skips a button without one.
            tabIndex={0}
            aria-expanded={expanded}
            aria-controls={`${uid}full`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? labels.hideQuestions : labels.showQuestions}
          </button>
          <div id={`${uid}full`} className="qf-receipt-full" hidden={!expanded}>
            {expanded && children}
          </div>
        </>
      )}
    </section>
  );
}
