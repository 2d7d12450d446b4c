import type { KeyboardEvent } from "react";
import { isComposing } from "../kit/isComposing.ts";

/**
 * The keys that pick a choice in a focused choice group (the form's
 * `shortcuts`): `numbers`, 1–9 for the first nine choices (as co-sh and Gemini
 * CLI do), or `letters`, A–Z for the first 26 (as shadcn's Questionnaire does).
 */
export type QuestionShortcuts = "numbers" | "letters";

const KEYS: Record<QuestionShortcuts, string> = { numbers: "123456789", letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ" };

/**
 * The choice (0-based) a shortcut key picks in a focused choice group. Never
 * from a text box (the Other box types digits and letters), nor with Ctrl, Cmd
 * or Alt (browser and screen reader keys), nor during an IME composition. A
 * letter counts in either case (Shift or Caps Lock held).
 */
export function shortcutChoice(
  event: KeyboardEvent,
  count: number,
  shortcuts: QuestionShortcuts = "numbers",
): number | undefined {
  const target = event.target as HTMLElement;
  if (event.ctrlKey || event.metaKey || event.altKey || isComposing(event)) return;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable) return;
  const choice = event.key.length === 1 ? KEYS[shortcuts].indexOf(event.key.toUpperCase()) : -1;
  return choice < 0 || choice >= count ? undefined : choice;
}

/** The key that picks choice `index` (0-based), for `aria-keyshortcuts`: 1–9 or A–Z, none past the last. */
export function shortcutOf(index: number, shortcuts: QuestionShortcuts = "numbers"): string | undefined {
  return KEYS[shortcuts][index];
}
