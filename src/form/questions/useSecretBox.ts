import { useRef } from "react";
import { useBrowserLayoutEffect } from "../kit/useBrowserLayoutEffect.ts";

/**
 * A secret's box, uncontrolled: React mirrors a controlled input's value into
 * its `value` attribute, where a CSS selector, a DOM snapshot or a session
 * replay reads it (SPEC §9). The text is set through the DOM property instead.
 * Pass the ref to the box and leave its `value` prop undefined.
 */
export function useSecretBox(secret: boolean, shown: string) {
  const box = useRef<HTMLInputElement | null>(null);
  useBrowserLayoutEffect(() => {
    const input = box.current;
    if (secret && input && input.value !== shown) input.value = shown;
  }, [secret, shown]);
  return box;
}
