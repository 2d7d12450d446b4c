// Characters that draw nothing: a label made only of these looks empty to the
// person, so SPEC's "blank" covers them as well as whitespace. Zero-width
// space / non-joiner / joiner, word joiner and the invisible operators, BOM,
// soft hyphen, combining grapheme joiner, Mongolian vowel separator, the
// Hangul fillers, bidi marks and controls, and variation selectors.
const INVISIBLE =
  /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

/** Whether text shows nothing: empty, whitespace only, or only invisible characters (zero-width space, BOM, …). */
export function isBlank(text: string): boolean {
  return !text.replace(INVISIBLE, "");
}

/** JSON text without the byte-order mark an editor or a file may have put first (harmless, but JSON.parse rejects it). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
