import type { KeyboardEvent } from "react";

/**
 * The choice (0-based) a number key picks in a focused choice group, as co-sh
 * and Gemini CLI do: 1–9 for the first nine choices. Never from a text box (the
 * Other box types digits) nor with a modifier (browser and screen reader keys).
 */
export function numberKeyChoice(event: KeyboardEvent, count: number): number | undefined {
  const target = event.target as HTMLElement;
  if (event.ctrlKey || event.metaKey || event.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
  const choice = event.key.length === 1 ? "123456789".indexOf(event.key) : -1;
  return choice < 0 || choice >= count || target.isContentEditable ? undefined : choice;
}

/** The number key that picks choice `index` (0-based), for `aria-keyshortcuts`: 1–9, none past the ninth. */
export function numberKeyShortcut(index: number): string | undefined {
  return index < 9 ? String(index + 1) : undefined;
}
