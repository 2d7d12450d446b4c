import { useId } from "react";
import type { AnswerItem, QuestionItem } from "../../protocol/index.ts";
import { answerText } from "../engine/answerText.ts";
import { useFormContextFor } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Button } from "../questions/Button.tsx";

/** Props of `ReviewStep`. */
export interface ReviewStepProps {
  /** The questions, in order. */
  questions: readonly QuestionItem[];
  /** The answers as they would be sent now, one per question (matched by `id`). */
  answers: readonly AnswerItem[];
  /** Goes back to one question to change its answer. */
  onChange: (questionId: string) => void;
  /** Whether the Change buttons take no input (the form is disabled or sending). */
  disabled?: boolean | undefined;
}

/**
 * The steps layout's last step (GOV.UK's "Check your answers"): every
 * question with the answer that would be sent, read with the receipt's rules,
 * and a Change button to each question (its accessible name adds the question:
 * "Change Which language?").
 */
export function ReviewStep({ questions, answers, onChange, disabled }: ReviewStepProps) {
  // Inside QuestionFormProvider, as the steps layout is.
  const { labels, classNames } = useFormContextFor("ReviewStep");
  const uid = useId();
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return (
    <section {...slotProps("review", classNames)} aria-labelledby={`${uid}title`}>
      <h2 id={`${uid}title`} {...slotProps("review-title", classNames)} tabIndex={-1}>
        {labels.reviewTitle}
      </h2>
      <dl {...slotProps("review-list", classNames)}>
        {questions.map((question, index) => (
          <div key={question.id} {...slotProps("review-item", classNames)} data-type={question.type}>
            <dt id={`${uid}q${index}`} {...slotProps("review-question", classNames)}>
              {question.question}
            </dt>
            <dd {...slotProps("review-answer", classNames)}>{answerText(question, byId.get(question.id), labels)}</dd>
            <dd>
              <Button
                type="button"
                id={`${uid}c${index}`}
                {...slotProps("review-change", classNames)}
                aria-labelledby={`${uid}c${index} ${uid}q${index}`}
                disabled={disabled}
                onClick={() => onChange(question.id)}
              >
                {labels.change}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
