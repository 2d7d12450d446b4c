import type { RefObject } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";

/** Props of `OtherInput`: the text box revealed when Other is chosen. */
export interface OtherInputProps {
  /** The question's first control id: the box's is that with `-other`. */
  controlId: string;
  /** Its accessible name: the `other` label. */
  label: string;
  /** The text as typed. */
  value: string;
  /** Called with the text on every edit (typing in it keeps Other chosen). */
  onChange: (text: string) => void;
  /** The question's hint and error ids. */
  describedBy: string | undefined;
  /** The question shows an error. */
  invalid: boolean;
  /** Takes no edits. */
  readOnly?: boolean | undefined;
  /** Takes no input. */
  disabled?: boolean | undefined;
  /**
   * Set to true just before Other is chosen by its number key: the box takes
   * focus as it appears (then the flag is cleared). A click or an arrow leaves
   * focus on the choice.
   */
  focusOnShow: RefObject<boolean>;
}

/**
 * GOV.UK's conditional reveal: a text box right under the Other choice,
 * shown only while Other is chosen, named by the `other` label.
 */
export function OtherInput({
  controlId,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  focusOnShow,
  ...state
}: OtherInputProps) {
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <div {...slotProps("other", classNames)}>
      <input
        ref={(box) => {
          if (box && focusOnShow.current) box.focus();
          focusOnShow.current = false;
        }}
        id={`${controlId}-other`}
        type="text"
        {...slotProps("other-input", classNames)}
        {...state}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
