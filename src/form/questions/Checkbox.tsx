import type { QuestionCheckboxProps } from "./QuestionProps.ts";

/**
 * Our checkbox: a `<button role="checkbox">` with the state in `aria-checked`
 * and `data-state` (the attributes Radix's checkbox has, so a stylesheet written
 * for one fits the other). Space toggles it, as a button's click; Enter does
 * not (WAI-ARIA's checkbox pattern; in the steps layout Enter is Next).
 */
export function Checkbox({ checked, onCheckedChange, ...button }: QuestionCheckboxProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button (as Radix's and shadcn's are) holds the indicator glyph and styles the same as a host's checkbox; a native input can hold neither.
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={checked ? "checked" : "unchecked"}
      data-disabled={button.disabled ? "" : undefined}
      {...button}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={() => onCheckedChange(!checked)}
    />
  );
}
