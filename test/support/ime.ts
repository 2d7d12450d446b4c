import { cdp, server } from "vitest/browser";

// An IME composition (Japanese, say) in the focused text box, as a person makes one.
//
// In Chromium it is the browser's own: DevTools' `Input.imeSetComposition` opens it (the browser fires
// compositionstart / update and the input events, and flags every key event `isComposing`), keys go in
// as an IME sends them (a raw key-down with key code 229 and no text, so no keypress and no implicit
// submit, as a real conversion key), and `Input.insertText` confirms it (compositionend).
//
// Firefox and WebKit drive no IME from a test: there the page gets the events those browsers fire
// during a composition, in their order: compositionstart, compositionupdate, the input event that puts
// the text in the box, a key-down flagged `isComposing` with key code 229, and compositionend.

/** Modifier keys held with a key pressed during the composition. */
export interface ImeModifiers {
  ctrl?: boolean;
  meta?: boolean;
}

const chromium = server.browser === "chromium";

// DevTools' modifier bits.
const modifierBits = ({ ctrl, meta }: ImeModifiers) => (ctrl ? 2 : 0) | (meta ? 4 : 0);
const KEY_CODES: Record<string, number> = { Enter: 13, Escape: 27 };

/** Puts `text` into a text box the way a browser does, so React's onChange sees it. */
function setValue(box: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set;
  setter?.call(box, text);
}

/** Key-down (and key-up) of `key` as an IME sends it: key code 229, `isComposing` as given. */
function dispatchImeKey(box: HTMLElement, key: string, isComposing: boolean, modifiers: ImeModifiers) {
  const init = {
    key,
    code: key,
    keyCode: 229,
    which: 229,
    isComposing,
    ctrlKey: !!modifiers.ctrl,
    metaKey: !!modifiers.meta,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  const down = new KeyboardEvent("keydown", init);
  // An engine whose KeyboardEventInit lacks the legacy `keyCode` still reports 229, as it would from an IME.
  if (down.keyCode !== 229) Object.defineProperty(down, "keyCode", { value: 229 });
  box.dispatchEvent(down);
  box.dispatchEvent(new KeyboardEvent("keyup", { ...init, keyCode: KEY_CODES[key] ?? 0 }));
}

// The box's text before each open composition: the composition replaces what it added.
const before = new WeakMap<HTMLElement, string>();

/** The composition's text changes to `text`, as the browser shows it in the box. */
function update(box: HTMLInputElement | HTMLTextAreaElement, text: string) {
  box.dispatchEvent(new CompositionEvent("compositionupdate", { data: text, bubbles: true }));
  setValue(box, (before.get(box) ?? "") + text);
  box.dispatchEvent(
    new InputEvent("input", { data: text, inputType: "insertCompositionText", isComposing: true, bubbles: true }),
  );
}

/** Opens a composition of `text` in the focused box (it must have focus). */
export async function startComposition(box: HTMLInputElement | HTMLTextAreaElement, text: string) {
  if (chromium) {
    await cdp().send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
    return;
  }
  before.set(box, box.value);
  box.dispatchEvent(new CompositionEvent("compositionstart", { data: "", bubbles: true }));
  update(box, text);
}

/** Presses `key` (Enter, Escape) while the composition is open: the IME's key, not the page's. */
export async function pressDuringComposition(
  box: HTMLInputElement | HTMLTextAreaElement,
  key: "Enter" | "Escape",
  modifiers: ImeModifiers = {},
) {
  if (chromium) {
    const bits = modifierBits(modifiers);
    await cdp().send("Input.dispatchKeyEvent", {
      type: "rawKeyDown",
      key,
      code: key,
      windowsVirtualKeyCode: 229,
      modifiers: bits,
    });
    await cdp().send("Input.dispatchKeyEvent", {
      type: "keyUp",
      key,
      code: key,
      windowsVirtualKeyCode: KEY_CODES[key],
      modifiers: bits,
    });
    return;
  }
  dispatchImeKey(box, key, true, modifiers);
}

/** Confirms the composition as `text` (the conversion chosen): it stays in the box. */
export async function endComposition(box: HTMLInputElement | HTMLTextAreaElement, text: string) {
  if (chromium) {
    await cdp().send("Input.insertText", { text });
    return;
  }
  update(box, text);
  box.dispatchEvent(new CompositionEvent("compositionend", { data: text, bubbles: true }));
  before.delete(box);
}

/**
 * Safari's Enter that confirms a conversion: it arrives after compositionend,
 * no longer flagged `isComposing`, with key code 229. Chromium sends one
 * through DevTools after the composition has ended; the others dispatch it.
 */
export async function pressSafariConfirm(box: HTMLInputElement | HTMLTextAreaElement, modifiers: ImeModifiers = {}) {
  if (chromium) {
    const bits = modifierBits(modifiers);
    await cdp().send("Input.dispatchKeyEvent", {
      type: "rawKeyDown",
      key: "Enter",
      code: "Enter",
      windowsVirtualKeyCode: 229,
      modifiers: bits,
    });
    await cdp().send("Input.dispatchKeyEvent", {
      type: "keyUp",
      key: "Enter",
      code: "Enter",
      windowsVirtualKeyCode: 13,
      modifiers: bits,
    });
    return;
  }
  dispatchImeKey(box, "Enter", false, modifiers);
}
