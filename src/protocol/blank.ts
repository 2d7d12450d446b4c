// Characters that draw nothing: a label made only of these looks empty to the
// person, so SPEC's "blank" covers them as well as whitespace. Unicode lists
// them as default-ignorable: zero-width space / non-joiner / joiner, word
// joiner, BOM, soft hyphen, bidi marks, Hangul fillers, variation selectors, tags.
// One that is neither: a search stops at the first (most text's first character), where removing
// every invisible one went through the whole text; validation asks this of every string it reads.
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/** Whether text shows nothing: empty, whitespace only, or only invisible characters (zero-width space, BOM, …). */
export function isBlank(text: string): boolean {
  return !VISIBLE.test(text);
}

/** A string that shows something (not blank): what an optional text field needs to be kept. */
export const hasText = (value: unknown): value is string => typeof value === "string" && !isBlank(value);
