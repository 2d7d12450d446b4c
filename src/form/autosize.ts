// Sizing a text box to its content by hand, where `field-sizing: content` does
// not apply (WebKit has no field-sizing; a host may leave styles.css out).
//
// Reading a box's scrollHeight forces a layout of everything changed before it,
// so the boxes that changed in one commit are sized together in a microtask
// after it (still before the frame is painted): first every write that must come
// before a read, then every read (one layout for all of them), then every
// write. A box is measured only when its text changed, never while empty, and
// its height is only set to `auto` (a change the whole page must lay out again)
// when the text may have lost a line.

interface Sizing {
  /** The text the box was last sized for. */
  sized: string;
  /** The text to size it for. */
  value: string;
  /** Whether this box needs sizing by hand, once known. */
  byHand: boolean | undefined;
}

const boxes = new WeakMap<HTMLTextAreaElement, Sizing>();
const queued = new Set<HTMLTextAreaElement>();

const fieldSizing = typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content") === true;

function lines(text: string): number {
  return text.split("\n").length;
}

/** Sizes `box` for `value` before the next frame, together with every other box changed meanwhile. */
export function autosize(box: HTMLTextAreaElement, value: string): void {
  const sizing = boxes.get(box) ?? { sized: "", value: "", byHand: undefined };
  boxes.set(box, sizing);
  sizing.value = value;
  // Unchanged since the last sizing (an empty box at mount, most of all): nothing to measure.
  if (value === sizing.sized) return;
  if (queued.size === 0) queueMicrotask(flush);
  queued.add(box);
}

function flush(): void {
  const changed = [...queued].filter((box) => box.isConnected);
  queued.clear();
  const measure: HTMLTextAreaElement[] = [];
  // Reads of style only (no layout): does the stylesheet size this box? Once per box, and never in
  // a browser without field-sizing.
  for (const box of changed) {
    const sizing = boxes.get(box) as Sizing;
    sizing.byHand ??= !fieldSizing || getComputedStyle(box).getPropertyValue("field-sizing") !== "content";
  }
  // Writes: an emptied box goes back to the browser's height; one that may have lost a line
  // collapses so that scrollHeight can tell its content's height.
  for (const box of changed) {
    const sizing = boxes.get(box) as Sizing;
    if (!sizing.byHand) continue;
    if (sizing.value === "") {
      box.style.height = "";
      sizing.sized = "";
      continue;
    }
    const mayShrink = sizing.value.length < sizing.sized.length || lines(sizing.value) < lines(sizing.sized);
    if (mayShrink && box.style.height !== "") box.style.height = "auto";
    measure.push(box);
  }
  // Reads: one layout for all of them.
  const heights = measure.map((box) =>
    // Not laid out (hidden, or no layout engine): keep the browser's own height.
    box.scrollHeight === 0 ? undefined : box.scrollHeight + box.offsetHeight - box.clientHeight,
  );
  // Writes: only the heights that change.
  measure.forEach((box, index) => {
    const sizing = boxes.get(box) as Sizing;
    const height = heights[index];
    const next = height === undefined ? "" : `${height}px`;
    if (box.style.height !== next) box.style.height = next;
    sizing.sized = sizing.value;
  });
}
