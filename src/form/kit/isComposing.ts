/** A key event as React hands it (with `nativeEvent`) or as the DOM does. */
type AnyKeyEvent = Pick<KeyboardEvent, "isComposing" | "keyCode"> | { nativeEvent: KeyboardEvent };

/**
 * Whether a key belongs to an open IME composition (Japanese, Chinese, Korean
 * input): the Enter that confirms a conversion, the Escape that cancels it, a
 * letter typed into it. Such a key is the input method's, never a shortcut:
 * every key handler of the form (and of a box beside it: the deny reason, an
 * edited argument) asks this first. `isComposing` is the standard flag; key
 * code 229 is what Safari sends for the Enter that ends a composition (after
 * `compositionend`, with `isComposing` already false) and what older engines
 * send for every key the IME takes.
 */
export function isComposing(event: AnyKeyEvent): boolean {
  const key = "nativeEvent" in event ? event.nativeEvent : event;
  return key.isComposing || key.keyCode === 229;
}
