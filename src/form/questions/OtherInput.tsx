import type { Ref } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";

/** Props of `OtherInput`: the text box revealed when Other is chosen. */
export interface OtherInputProps {
  /** The box's id. */
  id: string;
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
  /** The box element (to move focus into it when Other is chosen by its number key). */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * GOV.UK's conditional reveal: a text box right under the Other choice,
 * shown only while Other is chosen, named by the `other` label.
 */
export function OtherInput({ id, label, value, onChange, describedBy, invalid, inputRef, ...state }: OtherInputProps) {
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <div {...slotProps("other", classNames)}>
      <input
        ref={inputRef}
        id={id}
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
