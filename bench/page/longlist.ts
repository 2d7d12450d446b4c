import type { QuestionItem } from "../../src/protocol/types.ts";

// Issue 47's two figures: a filter keystroke on a 50-option question, and a paste of a 2 MB image
// into a Text question that takes files. The batches are one question each, as a chat shows them.

// Fifty countries, each with its capital as the description (the filter reads both).
const COUNTRIES: readonly (readonly [string, string])[] = [
  ["Argentina", "Buenos Aires"],
  ["Australia", "Canberra"],
  ["Austria", "Vienna"],
  ["Belgium", "Brussels"],
  ["Brazil", "Brasília"],
  ["Bulgaria", "Sofia"],
  ["Canada", "Ottawa"],
  ["Chile", "Santiago"],
  ["Colombia", "Bogotá"],
  ["Croatia", "Zagreb"],
  ["Czechia", "Prague"],
  ["Denmark", "Copenhagen"],
  ["Egypt", "Cairo"],
  ["Estonia", "Tallinn"],
  ["Finland", "Helsinki"],
  ["France", "Paris"],
  ["Germany", "Berlin"],
  ["Greece", "Athens"],
  ["Hungary", "Budapest"],
  ["Iceland", "Reykjavík"],
  ["India", "New Delhi"],
  ["Indonesia", "Jakarta"],
  ["Ireland", "Dublin"],
  ["Israel", "Jerusalem"],
  ["Italy", "Rome"],
  ["Japan", "Tokyo"],
  ["Kenya", "Nairobi"],
  ["Latvia", "Riga"],
  ["Lithuania", "Vilnius"],
  ["Luxembourg", "Luxembourg"],
  ["Malaysia", "Kuala Lumpur"],
  ["Mexico", "Mexico City"],
  ["Morocco", "Rabat"],
  ["Netherlands", "Amsterdam"],
  ["New Zealand", "Wellington"],
  ["Nigeria", "Abuja"],
  ["Norway", "Oslo"],
  ["Peru", "Lima"],
  ["Poland", "Warsaw"],
  ["Portugal", "Lisbon"],
  ["Romania", "Bucharest"],
  ["Singapore", "Singapore"],
  ["South Africa", "Pretoria"],
  ["South Korea", "Seoul"],
  ["Spain", "Madrid"],
  ["Sweden", "Stockholm"],
  ["Switzerland", "Bern"],
  ["Thailand", "Bangkok"],
  ["Türkiye", "Ankara"],
  ["United Kingdom", "London"],
];

const options = COUNTRIES.map(([label, capital]) => ({ label, description: `Data centre near ${capital}` }));

/** The word typed into the filter box, one key at a time: "land" leaves 8 of the 50 options. */
export const FILTER_WORD = "land";

/** The one-question batches the long-list mode mounts (`bench.mountBatch`). */
export const LONG_LIST_BATCHES: Record<string, QuestionItem[]> = {
  // The baseline: a key typed into a plain Text question, in the same run.
  text: [{ id: "notes", question: "Anything the agent should know?", type: "Text", required: true }],
  single: [
    {
      id: "region",
      question: "Which country should host the database?",
      type: "SingleChoice",
      required: true,
      // A SingleChoice needs one (SPEC §1); normalization puts it first. "land" does not match it.
      recommended: "Germany",
      options,
    },
  ],
  multi: [
    {
      id: "regions",
      question: "Which countries should the service run in?",
      type: "MultiChoice",
      required: true,
      options,
    },
  ],
  attach: [
    {
      id: "screen",
      question: "Which screen is wrong? Paste a screenshot.",
      type: "Text",
      required: true,
      attachments: { accept: ["image/*"] },
    },
  ],
};

/**
 * A PNG of about `bytes` bytes: random pixels (which PNG cannot compress) on a square canvas sized
 * for it, so it is a real image a thumbnail decodes. Made once per page.
 */
export async function makePng(bytes: number): Promise<Blob> {
  // Opaque noise costs Chromium's PNG encoder about 3.44 bytes a pixel (RGB, the filter byte, zlib's
  // stored blocks), measured; other engines' encoders differ a little, so the report gives the size.
  const side = Math.round(Math.sqrt(bytes / 3.44));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  const image = context.createImageData(side, side);
  const random = new Uint32Array(image.data.buffer);
  crypto.getRandomValues(random.subarray(0, Math.min(random.length, 16384)));
  // getRandomValues fills at most 64 kB a call: the rest by a xorshift from its seed.
  let state = random[0] || 1;
  for (let at = 16384; at < random.length; at++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    random[at] = state;
  }
  for (let at = 3; at < image.data.length; at += 4) image.data[at] = 255;
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The canvas made no PNG");
  return blob;
}

/** One paste, in ms from just before the `paste` event is dispatched. */
export interface PasteSample {
  /** `dispatchEvent` returned: every listener ran, the form's `onPaste` among them (the file checked, its read started). */
  handler: number;
  /** The chip (`[data-slot=file]`) is in the DOM: React has committed. */
  chip: number;
  /** …and the style and layout the frame needs, forced there: the work before the chip can be painted. */
  chipLaidOut: number;
  /** The first frame after the chip was committed begins (its `requestAnimationFrame` callback): holds the wait for that frame. */
  frameStart: number;
  /** …and has been produced (a task queued in that callback ran): also holds any task queued before it (the file's read). */
  frame: number;
  /** The thumbnail's `<img>` has decoded its object URL (`img.decode()`). */
  thumbnail: number;
  /** The chip says `ready`: the file has been read into its `data:` URL, what the send waits for. */
  ready: number;
  /** The file's size in bytes, for the report. */
  bytes: number;
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Pastes `image` as `screenshot.png` into the text box in `container`: a synthetic `paste`
 * (a `ClipboardEvent` whose `DataTransfer` holds the file, as a browser builds for a pasted image),
 * timed in the page from just before its dispatch to each step a person would see.
 */
export async function pasteImage(container: HTMLElement, image: Blob): Promise<PasteSample> {
  const box = container.querySelector<HTMLTextAreaElement>("textarea");
  if (!box) throw new Error("No text box to paste into");
  box.focus();
  const data = new DataTransfer();
  data.items.add(new File([image], "screenshot.png", { type: "image/png" }));
  const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
  // Firefox copies the init's DataTransfer without its files: there the event is given ours as its own
  // `clipboardData` (what the form's handler reads), still before anyone sees it.
  if (!event.clipboardData?.files.length) Object.defineProperty(event, "clipboardData", { value: data });
  const marks: Partial<Record<"chip" | "chipLaidOut" | "thumbnail" | "ready", number>> = {};
  let decoding: Promise<void> | undefined;
  // A mutation observer's callback is a microtask queued by the commit that made the change: the
  // first one that sees the chip runs right after React has committed it.
  const observer = new MutationObserver(() => {
    if (marks.chip === undefined && container.querySelector('[data-slot="file"]')) {
      marks.chip = performance.now();
      void document.body.offsetHeight;
      marks.chipLaidOut = performance.now();
    }
    const img = container.querySelector<HTMLImageElement>('[data-slot="file-thumbnail"]');
    if (img && !decoding)
      decoding = img.decode().then(() => {
        marks.thumbnail = performance.now();
      });
    if (marks.ready === undefined && container.querySelector('[data-slot="file"][data-state="ready"]')) {
      marks.ready = performance.now();
    }
  });
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-state", "src"],
  });
  const start = performance.now();
  box.dispatchEvent(event);
  const handler = performance.now();
  if (!event.defaultPrevented) {
    observer.disconnect();
    throw new Error("The form did not take the paste (nothing called preventDefault)");
  }
  try {
    // The first frame that begins after the chip was committed is the one that paints it (React
    // commits a paste's update in a microtask, so that is the first frame after the paste).
    let frameStart = 0;
    for (let frames = 0; !frameStart; frames++) {
      if (frames > 120) throw new Error("No chip two seconds after the paste");
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          if (marks.chip !== undefined) frameStart = performance.now();
          setTimeout(resolve, 0);
        }),
      );
    }
    const frame = performance.now();
    for (let frames = 0; marks.ready === undefined || marks.thumbnail === undefined; frames++) {
      if (frames > 600) throw new Error("The file was not read, or its thumbnail not shown, in ten seconds");
      await (decoding ?? nextFrame());
      await nextFrame();
    }
    const since = (mark: number | undefined) => (mark ?? Number.NaN) - start;
    return {
      handler: handler - start,
      chip: since(marks.chip),
      chipLaidOut: since(marks.chipLaidOut),
      frameStart: frameStart - start,
      frame: frame - start,
      thumbnail: since(marks.thumbnail),
      ready: since(marks.ready),
      bytes: image.size,
    };
  } finally {
    observer.disconnect();
  }
}
