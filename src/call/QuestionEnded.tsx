import { useEffect, useRef } from "react";
import { type QuestionFormClassNames, slotProps } from "../form/engine/slots.ts";
import { type AnswerItem, fromAnswer, isAnswered, type QuestionItem } from "../protocol/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";
import { QuestionReceipt } from "./QuestionReceipt.tsx";

/** How a call ended without answers: the person's message in the chat, or the call expired (with the unsent draft). */
export type CallEnding = { repliedInChat: string } | { expired: true; draft?: readonly AnswerItem[] | undefined };

/** Props of `QuestionEnded`. */
export interface QuestionEndedProps {
  /** How the call ended. */
  ending: CallEnding;
  /** The questions, to show the unsent draft with. */
  questions: readonly QuestionItem[];
  /** The merged labels. */
  labels: Pick<
    QuestionCallLabels,
    | "repliedInChat"
    | "expired"
    | "expiredDraft"
    | "notAnswered"
    | "skippedAnswer"
    | "yes"
    | "no"
    | "showQuestions"
    | "hideQuestions"
  >;
  /** Moves focus to the note on mount: the call expired while focus was in the form, which is now gone. */
  autoFocus?: boolean | undefined;
  /** Extra class names by slot. */
  classNames?: QuestionFormClassNames | undefined;
}

/**
 * What stays in the transcript once a call ended without answers: "You
 * replied in the chat: …" with the person's message, or that time ran out,
 * with what they had entered (never sent) for the record, as a receipt
 * (`data-state="draft"`).
 */
export function QuestionEnded({ ending, questions, labels, autoFocus, classNames }: QuestionEndedProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  if ("repliedInChat" in ending) {
    const [before = "", after = ""] = labels.repliedInChat.split("{reply}");
    return (
      <p ref={ref} {...slotProps("ended", classNames)} data-state="replied" tabIndex={-1}>
        <span>
          {before}
          <q {...slotProps("ended-reply", classNames)}>{ending.repliedInChat}</q>
          {after}
        </span>
      </p>
    );
  }
  const byId = new Map((ending.draft ?? []).map((answer) => [answer.id, answer]));
  // Only what was entered: a question left blank adds nothing to the record.
  const entered = questions.filter((question) => isAnswered(question, fromAnswer(question, byId.get(question.id))));
  return (
    <>
      <p ref={ref} {...slotProps("ended", classNames)} data-state="expired" tabIndex={-1}>
        {labels.expired}
      </p>
      {entered.length > 0 && (
        <QuestionReceipt
          questions={entered}
          answers={ending.draft ?? []}
          labels={{ ...labels, yourAnswers: labels.expiredDraft }}
          state="draft"
        />
      )}
    </>
  );
}
