import { EndingNote, type QuestionFormClassNames, slotProps } from "../form/index.ts";
import { fromAnswer, isAnswered, type QuestionItem } from "../protocol/index.ts";
import type { QuestionOutcome } from "../protocol/outcome.ts";
import type { QuestionCallLabels } from "./callLabels.ts";
import { QuestionReceipt } from "./QuestionReceipt.tsx";

/** Props of `OutcomeNote`. */
export interface OutcomeNoteProps {
  /** How the call ended without answers: replied in the chat, or expired (with the unsent draft when it expired here). */
  outcome: Extract<QuestionOutcome, { kind: "replied" | "expired" }>;
  /** The questions, to show the unsent draft with. */
  questions: readonly QuestionItem[];
  /** The merged labels. */
  labels: Pick<
    QuestionCallLabels,
    | "replied"
    | "expired"
    | "expiredDraft"
    | "notAnswered"
    | "skippedAnswer"
    | "attachedAnswer"
    | "yes"
    | "no"
    | "showQuestions"
    | "hideQuestions"
  >;
  /** Moves focus to the note on mount: the call expired while focus was in the form, which is now gone. */
  focus?: boolean | undefined;
  /** Extra class names by slot. */
  classNames?: QuestionFormClassNames | undefined;
}

/**
 * What stays in the transcript once a call ended without answers: "You
 * replied in the chat: …" with the person's message, or that time ran out,
 * with what they had entered (never sent) for the record, as a receipt
 * (`data-state="draft"`).
 */
export function OutcomeNote({ outcome, questions, labels, focus, classNames }: OutcomeNoteProps) {
  if (outcome.kind === "replied") {
    const [before = "", after = ""] = labels.replied.split("{reply}");
    return (
      <EndingNote slot="outcome" state="replied" classNames={classNames} focus={focus}>
        <span>
          {before}
          <q {...slotProps("outcome-reply", classNames)}>{outcome.text}</q>
          {after}
        </span>
      </EndingNote>
    );
  }
  const byId = new Map((outcome.draft ?? []).map((answer) => [answer.id, answer]));
  // Only what was entered: a question left blank adds nothing to the record.
  const entered = questions.filter((question) => isAnswered(question, fromAnswer(question, byId.get(question.id))));
  return (
    <>
      <EndingNote slot="outcome" state="expired" classNames={classNames} focus={focus}>
        {labels.expired}
      </EndingNote>
      {entered.length > 0 && (
        <QuestionReceipt
          questions={entered}
          answers={outcome.draft ?? []}
          labels={{ ...labels, yourAnswers: labels.expiredDraft }}
          state="draft"
        />
      )}
    </>
  );
}
