import { useEffect, useRef } from "react";
import { type QuestionFormClassNames, slotProps } from "../form/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `QuestionSkipped`. */
export interface QuestionSkippedProps {
  /** The merged labels (`skipped`). */
  labels: Pick<QuestionCallLabels, "skipped">;
  /**
   * Moves focus to the note on mount: right after the person declines, the
   * button they pressed is gone, and focus must not fall back to the page.
   * Leave off when showing a stored outcome, so a reload does not steal focus.
   */
  autoFocus?: boolean | undefined;
  /** Extra class names by slot (`skipped`). */
  classNames?: QuestionFormClassNames | undefined;
}

/** What stays in the transcript once the person has skipped the questions (declined them). */
export function QuestionSkipped({ labels, autoFocus, classNames }: QuestionSkippedProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <p ref={ref} {...slotProps("skipped", classNames)} tabIndex={-1}>
      {labels.skipped}
    </p>
  );
}
