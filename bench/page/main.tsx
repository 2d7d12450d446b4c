/// <reference types="vite/client" />
import { version } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { QuestionItem } from "../../src/protocol/types.ts";
import styles from "../../src/styles.css?inline";
import { CONTENDERS } from "./contenders.ts";
import { questionRenders } from "./counter.ts";
import { generateQuestions } from "./generate.ts";
import { LONG_LIST_BATCHES, makePng, type PasteSample, pasteImage } from "./longlist.ts";

// The stylesheet as a <style> the runner can take out: the form must also be fast without it (a host
// that styles with Tailwind, or a browser without `field-sizing`).
const sheet = document.createElement("style");
sheet.textContent = styles;
document.head.append(sheet);

/** One timed operation: milliseconds and how many question components rendered. */
export interface Timing {
  ms: number;
  renders: number;
}

/** One key press: the whole keystroke, the form's share from the `input` event on, and the whole keystroke with the page's layout. */
export interface KeystrokeSample {
  total: number;
  form: number;
  laidOut: number;
}

/** Counts of one generated batch. */
export interface BatchSummary {
  types: Record<string, number>;
  radios: number;
  checkboxes: number;
  required: number;
}

/** What bench/run.mjs calls through `page.evaluate`. All times are measured here, in the page. */
export interface BenchApi {
  info(): { crossOriginIsolated: boolean; react: string; contenders: string[]; gc: boolean; userAgent: string };
  /** Puts src/styles.css in the page or takes it out. */
  setStyles(on: boolean): void;
  /** What a generated batch holds, for the report. */
  describe(count: number, seed: number): BatchSummary;
  mount(contender: string, count: number, seed: number, counting: boolean): Timing & { layoutMs: number };
  /** Mounts agent-question-form with one of longlist.ts's one-question batches (`text`, `single`, `multi`, `attach`). */
  mountBatch(name: string): void;
  /** Makes the image `paste` pastes: a PNG of about `bytes` bytes; returns its exact size. */
  makeImage(bytes: number): Promise<number>;
  /** Pastes the image into the mounted Text question and times it (longlist.ts). */
  paste(): Promise<PasteSample>;
  rerender(): Timing;
  /** Starts timing keys typed into the first text box, or into `selector`'s box (a filter box). */
  startTyping(selector?: string): void;
  stopTyping(): { samples: KeystrokeSample[]; renders: number; value: string };
  submit(): Promise<Timing & { problems: number }>;
  unmount(): void;
  /** Resolves after the next frame has been produced (style, layout, paint). */
  nextFrame(): Promise<void>;
  /** Resolves once the page is quiet: the work a mount leaves for later frames (Radix measures its items after mount) is done. */
  quiet(): Promise<void>;
}

declare global {
  interface Window {
    bench: BenchApi;
    gc?: () => void;
  }
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;
let current: { contender: string; questions: QuestionItem[]; counting: boolean } | undefined;
let image: Blob | undefined;
let typing: { box: HTMLTextAreaElement | HTMLInputElement; samples: KeystrokeSample[]; stop: () => void } | undefined;

function view(questions: QuestionItem[]) {
  if (!current) throw new Error("Nothing mounted");
  const { Form } = CONTENDERS[current.contender] ?? {};
  if (!Form) throw new Error(`Unknown contender ${current.contender}`);
  return <Form questions={questions} counting={current.counting} />;
}

function settle() {
  // A full GC before each timed operation, so no earlier garbage is collected
  // inside the measurement (Chromium runs with --js-flags=--expose-gc).
  window.gc?.();
  questionRenders.count = 0;
}

function nextFrame() {
  // rAF runs before the frame's style and layout; the task after it runs once
  // the frame is done.
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

window.bench = {
  info: () => ({
    crossOriginIsolated: globalThis.crossOriginIsolated,
    react: version,
    contenders: Object.keys(CONTENDERS),
    gc: typeof window.gc === "function",
    userAgent: navigator.userAgent,
  }),

  setStyles(on) {
    if (on) document.head.append(sheet);
    else sheet.remove();
  },

  describe(count, seed) {
    const summary: BatchSummary = { types: {}, radios: 0, checkboxes: 0, required: 0 };
    for (const question of generateQuestions(count, seed)) {
      summary.types[question.type] = (summary.types[question.type] ?? 0) + 1;
      if (question.type === "SingleChoice") summary.radios += question.options?.length ?? 0;
      if (question.type === "YesNo") summary.radios += 2;
      if (question.type === "MultiChoice") summary.checkboxes += question.options?.length ?? 0;
      if (question.required !== false) summary.required++;
    }
    return summary;
  },

  // Render call → committed DOM. flushSync renders and commits synchronously,
  // running layout effects and (for a sync render) passive effects before it
  // returns; reading offsetHeight then forces style and layout of the new DOM.
  mount(contender, count, seed, counting) {
    window.bench.unmount();
    current = { contender, questions: generateQuestions(count, seed), counting };
    container = document.createElement("div");
    document.body.append(container);
    const target = createRoot(container);
    root = target;
    const element = view(current.questions);
    settle();
    const start = performance.now();
    flushSync(() => target.render(element));
    const committed = performance.now();
    void container.offsetHeight;
    const laidOut = performance.now();
    return { ms: committed - start, layoutMs: laidOut - start, renders: questionRenders.count };
  },

  mountBatch(name) {
    const questions = LONG_LIST_BATCHES[name];
    if (!questions) throw new Error(`Unknown batch ${name}: ${Object.keys(LONG_LIST_BATCHES).join(", ")}`);
    window.bench.unmount();
    current = { contender: "agent-question-form", questions, counting: false };
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    const element = view(questions);
    const target = root;
    flushSync(() => target.render(element));
  },

  async makeImage(bytes) {
    image = await makePng(bytes);
    return image.size;
  },

  paste() {
    if (!container || !image) throw new Error("Mount a batch and make the image first");
    settle();
    return pasteImage(container, image);
  },

  // The host re-renders with a new array equal to the last one, as a chat UI
  // does on every streamed token.
  rerender() {
    if (!current || !root) throw new Error("Nothing mounted");
    const target = root;
    const copy = structuredClone(current.questions);
    current.questions = copy;
    const element = view(copy);
    settle();
    const start = performance.now();
    flushSync(() => target.render(element));
    return { ms: performance.now() - start, renders: questionRenders.count };
  },

  // Real key presses come from Playwright. Each one is timed twice, to a
  // microtask queued by the last `input` listener (window, bubble phase), when
  // React has committed whether it rendered in its own listener (controlled
  // input) or in its microtask (external store update): from the keydown
  // (window, capture phase, before anyone sees it) for the whole keystroke, and
  // from the `input` event (window, capture phase, before React's listener)
  // for the form's share, without the browser's own text editing.
  startTyping(selector = "textarea, input[type=text], input:not([type])") {
    if (!container) throw new Error("Nothing mounted");
    const box = container.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector);
    if (!box) throw new Error("No text box to type into");
    box.focus();
    const samples: KeystrokeSample[] = [];
    let keyDown = 0;
    let input = 0;
    const onKeyDown = () => {
      keyDown = performance.now();
    };
    const onInputCapture = () => {
      input = performance.now();
    };
    const onInput = () => {
      queueMicrotask(() => {
        const now = performance.now();
        // Then the style and layout the browser would do before the next frame, forced here so the
        // figure holds no wait for that frame: what grows with the page shows up here.
        void document.body.offsetHeight;
        samples.push({ total: now - keyDown, form: now - input, laidOut: performance.now() - keyDown });
      });
    };
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("input", onInputCapture, true);
    window.addEventListener("input", onInput);
    typing = {
      box,
      samples,
      stop: () => {
        window.removeEventListener("keydown", onKeyDown, true);
        window.removeEventListener("input", onInputCapture, true);
        window.removeEventListener("input", onInput);
      },
    };
    settle();
  },

  stopTyping() {
    if (!typing) throw new Error("Not typing");
    typing.stop();
    const result = { samples: typing.samples, renders: questionRenders.count, value: typing.box.value };
    typing = undefined;
    return result;
  },

  // Click → the error summary in the DOM. The click runs inside flushSync, so
  // the validation render commits before it returns; if a contender shows its
  // summary later (a timer, a second render) we wait for it frame by frame.
  async submit() {
    if (!current || !container) throw new Error("Nothing mounted");
    const button = container.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) throw new Error("No submit button");
    const selector = CONTENDERS[current.contender]?.summary ?? "";
    const target = container;
    settle();
    const start = performance.now();
    flushSync(() => button.click());
    let summary = target.querySelector(selector);
    for (let frames = 0; !summary && frames < 120; frames++) {
      await nextFrame();
      summary = target.querySelector(selector);
    }
    const ms = performance.now() - start;
    if (!summary) throw new Error(`${current.contender}: no error summary (${selector}) after submit`);
    return { ms, renders: questionRenders.count, problems: summary.querySelectorAll("li").length };
  },

  nextFrame,

  async quiet() {
    for (let frame = 0; frame < 3; frame++) await nextFrame();
    // WebKit has no requestIdleCallback: a pause stands in for it there.
    await new Promise((resolve) =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(resolve, { timeout: 1000 })
        : setTimeout(resolve, 100),
    );
  },

  unmount() {
    typing?.stop();
    typing = undefined;
    root?.unmount();
    container?.remove();
    root = undefined;
    container = undefined;
  },
};
