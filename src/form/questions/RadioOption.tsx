import { memo, useCallback } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { ChoiceIndicator } from "./ChoiceIndicator.tsx";
import { ChoiceOption, type ChoiceOptionProps } from "./ChoiceOption.tsx";
import { Radio } from "./Radio.tsx";

/** Props of `RadioOption`: one row of a `RadioQuestion`, every one a plain value or a function kept across renders. */
export interface RadioOptionProps extends Omit<ChoiceOptionProps, "children"> {
  /** The answer value the radio stands for. */
  value: string;
  /** The key that picks it (`aria-keyshortcuts`), while it is among the first shown. */
  shortcut?: string | undefined;
  /** The question has an error: the radio says so too (a host's radio styles its own `aria-invalid`). */
  invalid: boolean;
}

/**
 * One radio of a `RadioQuestion` with its label: the host's `components.Radio`
 * (else Radix's item) in a `ChoiceOption`. Memoised, so that a key typed into a
 * long list's filter renders only the rows it changes (those it hides or shows,
 * and those whose place among the shown changes their id or shortcut key); a
 * row only hidden or shown keeps its radio as it is.
 */
export const RadioOption = memo(function RadioOption({
  id,
  value,
  checked,
  shortcut,
  invalid,
  ...row
}: RadioOptionProps) {
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const RadioPart = form?.components?.Radio ?? Radio;
  const control = useCallback(
    (describedBy: string | undefined) => (
      <RadioPart
        id={id}
        value={value}
        checked={checked}
        {...slotProps("radio", classNames)}
        aria-describedby={describedBy}
        aria-keyshortcuts={shortcut}
        // Each radio too, not only the group: a host's radio (shadcn's) styles its own
        // `aria-invalid`, as its checkbox does.
        aria-invalid={invalid || undefined}
      >
        <ChoiceIndicator checked={checked} glyph="●" />
      </RadioPart>
    ),
    [RadioPart, classNames, id, value, checked, shortcut, invalid],
  );
  return (
    <ChoiceOption id={id} checked={checked} {...row}>
      {control}
    </ChoiceOption>
  );
});
