import * as RadixCheckbox from "@radix-ui/react-checkbox";
import type { QuestionCheckboxProps } from "../engine/QuestionProps.ts";

/**
 * Our checkbox: Radix's `Checkbox.Root`, a `<button role="checkbox">` with the
 * state in `aria-checked` and `data-state`, a hidden native checkbox inside a
 * `<form>`, Space to toggle and Enter stopped (WAI-ARIA's checkbox pattern; in
 * the steps layout Enter is Next). Our glyph is its child (no Radix Indicator:
 * the state stays visible without styles.css).
 */
export function Checkbox(props: QuestionCheckboxProps) {
  return <RadixCheckbox.Root {...props} />;
}
