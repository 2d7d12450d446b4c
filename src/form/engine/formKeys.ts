import type { KeyboardEvent } from "react";
import { isComposing } from "../kit/isComposing.ts";

/** Ctrl+Enter (Cmd+Enter on a Mac) outside an IME composition: the form's send, from any control. */
export function isSendKey(event: KeyboardEvent): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.altKey && !isComposing(event);
}

/**
 * For the `<form>`, in the capture phase: Ctrl/Cmd+Enter sends from any
 * control, a radio, a checkbox or a button as well as a text box. Caught on
 * the way down, before a control's own handler: Radix's checkbox prevents
 * every Enter, our radios a plain one. Inside a host's form ours is no
 * `<form>`: `FormElement` sends there.
 */
export function sendOnCommandEnter(event: KeyboardEvent<HTMLElement>): void {
  const form = event.currentTarget;
  if (!isSendKey(event) || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  form.requestSubmit();
}

/** The Skip of the question that holds `target` (it follows the question, after its note), if it has one. */
function questionSkip(target: HTMLElement): HTMLButtonElement | null {
  let at = target.closest('[data-slot="question"]')?.nextElementSibling;
  for (; at && at.getAttribute("data-slot") !== "question"; at = at.nextElementSibling) {
    if (at.getAttribute("data-slot") === "question-skip") return at as HTMLButtonElement;
  }
  return null;
}

/**
 * For the form element: Escape offers Skip where skipping is allowed. It moves
 * focus to the question's Skip (an optional question, with `skip`), else the
 * call's Skip button, never presses it, so a stray Escape
 * ends nothing; the person presses it (Enter or Space) to skip. Nothing
 * without a Skip, nor during an IME composition (where Escape cancels the
 * conversion), nor when a control took the key itself (it prevented it).
 */
export function offerSkip(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Escape" || event.ctrlKey || event.metaKey || event.altKey || isComposing(event)) return;
  const skip =
    questionSkip(event.target as HTMLElement) ??
    event.currentTarget.querySelector<HTMLButtonElement>('[data-slot="decline"]');
  if (!skip || skip.disabled || skip === event.target) return;
  event.preventDefault();
  skip.focus();
}
