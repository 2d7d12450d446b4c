import * as RadioGroup from "@radix-ui/react-radio-group";
import type { QuestionRadioProps } from "../engine/QuestionProps.ts";

/**
 * Our radio: Radix's `RadioGroup.Item` (a `<button role="radio">` with its
 * state, tab stop, click and, inside a `<form>`, a hidden native radio), with
 * our glyph as its child. `checked` is known to the group already.
 */
export function Radio({ checked: _fromGroup, ...item }: QuestionRadioProps) {
  return <RadioGroup.Item {...item} />;
}
