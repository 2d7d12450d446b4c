import { type HTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { type QuestionFormClassNames, type QuestionFormSlot, slotProps } from "../kit/slots.ts";

/** Props of `EndingNote`. */
export interface EndingNoteProps<Slot extends string = QuestionFormSlot>
  extends Omit<HTMLAttributes<HTMLParagraphElement>, "className" | "children" | "tabIndex"> {
  /** The part it is, as its `data-slot` (`skipped`, `outcome`, `approval-outcome`, `elicitation-status`, …). */
  slot: Slot;
  /** How it ended, as its `data-state` (`skipped`, `replied`, `expired`, `approved`, `denied`, `declined`, `cancelled`, …). */
  state: string;
  /**
   * Moves focus to the note when the ending happened here: the button the
   * person pressed (or the form they were typing in) is gone, and focus must
   * not fall back to the page. Leave off for a stored ending shown again, so
   * a reload does not steal focus.
   */
  focus?: boolean | undefined;
  /** Extra class names by slot; the one for `slot` goes on the note. */
  classNames?: Partial<Record<Slot, string>> | QuestionFormClassNames | undefined;
  /** The look it shares with another part (`qf-declined`, the declined call's: saying no is neutral; `qf-status`), after its own class. */
  look?: string | undefined;
  /** What the note says. */
  children: ReactNode;
}

/**
 * What stands in place of a form, an approval or a request once it has
 * ended: one line that stays in the transcript ("You skipped these
 * questions.", "Denied", "You cancelled this request."). Every way of asking
 * ends with it, so each ending reads, looks and takes focus alike.
 */
export function EndingNote<Slot extends string = QuestionFormSlot>({
  slot,
  state,
  focus,
  classNames,
  look,
  children,
  ...rest
}: EndingNoteProps<Slot>) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    // tabIndex -1: focusable from code (above) but no stop in the Tab order; it is text, not a control.
    <p
      ref={ref}
      {...rest}
      {...slotProps(slot, classNames as Partial<Record<Slot, string>> | undefined, look)}
      data-state={state}
      tabIndex={-1}
    >
      {children}
    </p>
  );
}
