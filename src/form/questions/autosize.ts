// Sizing a text box to its content by hand, where `field-sizing: content` does
// not apply (WebKit has no field-sizing; a host may leave styles.css out).
//
// Reading a box's scrollHeight forces a layout of everything changed before it,
// so the boxes changed since the last frame are sized together just before the
// next one (requestAnimationFrame), when the browser is about to lay the page
// out anyway: writes, then every read (the one layout the frame needed), then
// writes, which cost another layout only when a height changes. A box is measured only when its text
// changed, never while empty, and set to `height: auto` (which the whole page
// must lay out again) only when its text may have lost a line.

const FIELD_SIZING = typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content") === true;

/** The text each box was last sized for. */
const sized = new WeakMap<HTMLTextAreaElement, string>();
/** Whether a box is sized by hand (the stylesheet does not size it), asked once per box. */
const byHand = new WeakMap<HTMLTextAreaElement, boolean>();
let queued: Map<HTMLTextAreaElement, string> | undefined;

/** Sizes `box` for `value` before the next frame, together with every other box changed meanwhile. */
export function autosize(box: HTMLTextAreaElement, value: string): void {
  // Sized by the stylesheet (known after its first flush): no frame to ask for on every key.
  if (byHand.get(box) === false) return;
  if ((sized.get(box) ?? "") === value) {
    queued?.delete(box);
    return;
  }
  if (!queued) {
    queued = new Map();
    // Without frames (a document that is not rendered), a microtask.
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(flush);
    else queueMicrotask(flush);
  }
  queued.set(box, value);
}

function flush(): void {
  const changed = [...(queued ?? [])].filter(([box]) => box.isConnected);
  queued = undefined;
  const measure = changed.filter(([box, value]) => {
    let manual = byHand.get(box);
    if (manual === undefined) {
      manual = !FIELD_SIZING || getComputedStyle(box).getPropertyValue("field-sizing") !== "content";
      byHand.set(box, manual);
    }
    if (!manual) return false;
    const before = sized.get(box) ?? "";
    sized.set(box, value);
    // Emptied: back to the browser's own height, nothing to measure.
    if (value === "") box.style.height = "";
    else if (box.style.height && (value.length < before.length || lines(value) < lines(before)))
      box.style.height = "auto";
    return value !== "";
  });
  // Not laid out (hidden, or no layout engine) reads 0: keep the browser's own height then.
  const heights = measure.map(([box]) => box.scrollHeight && box.scrollHeight + box.offsetHeight - box.clientHeight);
  measure.forEach(([box], index) => {
    const height = heights[index] ? `${heights[index]}px` : "";
    if (box.style.height !== height) box.style.height = height;
  });
}

function lines(text: string): number {
  return text.split("\n").length;
}
