import { memo, useCallback } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Checkbox } from "./Checkbox.tsx";
import { ChoiceIndicator } from "./ChoiceIndicator.tsx";
import { ChoiceOption, type ChoiceOptionProps } from "./ChoiceOption.tsx";

/** Props of `CheckboxOption`: one row of a `MultiChoice`, every one a plain value or a function kept across renders. */
export interface CheckboxOptionProps extends Omit<ChoiceOptionProps, "children"> {
  /** The box's place among the question's (Other's is the number of options), given back to `onToggle`. */
  index: number;
  /** The question's id, the box's `name` in a `<form>`; undefined for Other's box (its text box sends the text). */
  name: string | undefined;
  /** Ticked or unticked by the person: the box's `index` and its new state. Keep one function across renders. */
  onToggle: (index: number, now: boolean) => void;
  /** The key that toggles it (`aria-keyshortcuts`), while it is among the first shown. */
  shortcut?: string | undefined;
  /** The question takes no input. */
  disabled?: boolean | undefined;
  /** The question is read-only. */
  readOnly?: boolean | undefined;
  /** The question has an error: the box says so (ARIA 1.2 supports aria-invalid on a checkbox, not on the group). */
  invalid: boolean;
}

/**
 * One checkbox of a `MultiChoice` with its label: the host's
 * `components.Checkbox` (else Radix's) in a `ChoiceOption`. Memoised, so that a
 * key typed into a long list's filter renders only the rows it changes (those it
 * hides or shows, and those whose place among the shown changes their id or
 * shortcut key); a row only hidden or shown keeps its box as it is.
 */
export const CheckboxOption = memo(function CheckboxOption({
  id,
  index,
  name,
  onToggle,
  shortcut,
  disabled,
  readOnly,
  invalid,
  ...row
}: CheckboxOptionProps) {
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  // A host's `components.Checkbox` (shadcn's, a Radix checkbox) takes the same props as ours.
  const Box = form?.components?.Checkbox ?? Checkbox;
  const { checked, label } = row;
  const control = useCallback(
    (describedBy: string | undefined) => (
      <Box
        id={id}
        {...slotProps("checkbox", classNames)}
        // One name for the question's boxes: a <form> around the questions reads its picks by
        // question id. Other's box has none: the Other text box sends its text under that name.
        name={name}
        value={name === undefined ? undefined : label}
        checked={checked}
        onCheckedChange={(now) => onToggle(index, now === true)}
        disabled={disabled}
        // Explicit, for Safari: its default Tab order skips a button (which this is) without one.
        tabIndex={0}
        aria-readonly={readOnly || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-keyshortcuts={shortcut}
      >
        <ChoiceIndicator checked={checked} glyph="✓" />
      </Box>
    ),
    [Box, classNames, id, name, label, checked, onToggle, index, disabled, readOnly, invalid, shortcut],
  );
  return (
    <ChoiceOption id={id} {...row}>
      {control}
    </ChoiceOption>
  );
});
