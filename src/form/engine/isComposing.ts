import type { KeyboardEvent } from "react";

/**
 * Whether a key press belongs to an IME composition (Japanese, Chinese,
 * Korean input): its Enter picks the composed text and must not send.
 * Safari reports the Enter that ends a composition with `isComposing` false
 * but `keyCode` 229, so both are checked.
 */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}
