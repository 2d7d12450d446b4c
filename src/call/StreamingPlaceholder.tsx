import { slotProps, useQuestionFormContext } from "../form/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `StreamingPlaceholder`. */
export interface StreamingPlaceholderProps {
  /** The text so far of the question still arriving, shown as it grows. */
  arriving?: string | undefined;
  /** The merged labels (`loadingQuestions`). */
  labels: Pick<QuestionCallLabels, "loadingQuestions">;
}

/**
 * Stands in for the questions the model has not finished writing. The status
 * text never changes while tokens arrive, so a screen reader announces it once
 * rather than on every token; the growing question text is hidden from
 * assistive tech until it becomes a real, labelled question.
 */
export function StreamingPlaceholder({ arriving, labels }: StreamingPlaceholderProps) {
  const classNames = useQuestionFormContext()?.classNames;
  // Only whole words: "Which language should the projec" shows "Which language should the".
  const words = arriving?.replace(/\s*\S+$/, "");
  return (
    <div {...slotProps("placeholder", classNames)} data-state="loading">
      <p {...slotProps("placeholder-status", classNames)} role="status">
        {labels.loadingQuestions}
      </p>
      {words && (
        <p {...slotProps("placeholder-text", classNames)} aria-hidden="true">
          {words}
        </p>
      )}
    </div>
  );
}
