import { useEffect, useRef } from "react";
import { type QuestionFormClassNames, slotProps } from "../form/engine/slots.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `QuestionDeclined`. */
export interface QuestionDeclinedProps {
  /** The merged labels (`skipped`). */
  labels: Pick<QuestionCallLabels, "skipped">;
  /**
   * Moves focus to the note on mount: right after the person declines, the
   * button they pressed is gone, and focus must not fall back to the page.
   * Leave off when showing a stored result, so a reload does not steal focus.
   */
  autoFocus?: boolean | undefined;
  /** Extra class names by slot (`declined`). */
  classNames?: QuestionFormClassNames | undefined;
}

/** What stays in the transcript once the person has declined the questions. */
export function QuestionDeclined({ labels, autoFocus, classNames }: QuestionDeclinedProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <p ref={ref} {...slotProps("declined", classNames)} data-state="declined" tabIndex={-1}>
      {labels.skipped}
    </p>
  );
}
