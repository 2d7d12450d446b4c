import type { QuestionRadioProps } from "./QuestionProps.ts";

/**
 * Our radio: a `<button role="radio">`. Its group (`RadioQuestion`) gives it
 * the role, state, tab stop and click; arrow keys are the group's.
 */
export function Radio({ checked: _inAriaChecked, ...button }: QuestionRadioProps) {
  return <button {...button} />;
}
