// Where a keystroke's time goes, phase by phase, in any engine (issue 21): the key's listeners
// (keydown, window capture → window bubble: React's root listener and every `document` listener,
// Radix's among them), the browser's text editing (→ the `input` event), the form's share (`input` →
// committed), the style and layout the next frame needs (forced), and keyup's listeners. Works in
// WebKit and Firefox too, where no CPU profile is at hand: the phases are timed in the page.
//
//   node bench/phases.mjs [--engines=chromium,webkit] [--styles=with|without] [--n=10,1000]
//                         [--only=agent-question-form,radix] [--repeats=3] [--drop-document-key-listeners]
//
// --drop-document-key-listeners is an experiment, not a measurement of the product: the `keydown` and
// `keyup` listeners added to `document` during the mount (only Radix's radios add any, two each) are
// dropped, to see what a key costs without them (arrow keys on a radio then no longer pick by focus).
import { buildPage, openEngine, serve } from "./browser.mjs";

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const list = (name, fallback) => flag(name)?.split(",") ?? fallback;
const engines = list("engines", ["chromium"]);
const styles = flag("styles") ?? "with";
const sizes = list("n", ["10", "1000"]).map(Number);
const contenders = list("only", ["agent-question-form", "radix"]);
const repeats = Number(flag("repeats") ?? 3);
const dropKeyListeners = process.argv.includes("--drop-document-key-listeners");
const PHASES = ["keydown listeners", "text editing", "form's share", "style + layout", "keyup listeners", "whole"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// Runs in the page before the mount: `document` takes no keydown/keyup listener from now on.
function dropDocumentKeyListeners() {
  const add = document.addEventListener.bind(document);
  document.addEventListener = (type, ...rest) => {
    if (type !== "keydown" && type !== "keyup") add(type, ...rest);
  };
}

// Runs in the page: times each phase of every key until `collect` is called.
function install() {
  const box = document.querySelector("textarea, input[type=text], input:not([type])");
  box.focus();
  const keys = [];
  let key;
  const on = (type, capture, listener) => window.addEventListener(type, listener, capture);
  on("keydown", true, () => {
    key = { down: performance.now() };
  });
  on("keydown", false, () => {
    if (key) key.downDone = performance.now();
  });
  on("input", true, () => {
    if (key) key.input = performance.now();
  });
  on("input", false, () => {
    const current = key;
    queueMicrotask(() => {
      if (!current) return;
      current.committed = performance.now();
      void document.body.offsetHeight;
      current.laidOut = performance.now();
    });
  });
  on("keyup", true, () => {
    if (key) key.up = performance.now();
  });
  on("keyup", false, () => {
    if (key?.up) {
      key.upDone = performance.now();
      keys.push(key);
      key = undefined;
    }
  });
  // Not removed: the page is reloaded for the next measurement.
  window.__phases = keys;
}

function collect() {
  return window.__phases.map((k) => [
    k.downDone - k.down,
    k.input - k.downDone,
    k.committed - k.input,
    k.laidOut - k.committed,
    k.upDone - k.up,
    k.laidOut - k.down,
  ]);
}

await buildPage();
const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
try {
  for (const engine of engines) {
    const rows = [];
    for (const count of sizes) {
      for (const contender of contenders) {
        const samples = [];
        for (let run = 0; run < repeats + 1; run++) {
          // A fresh page each time: the phase listeners must be the page's last ones.
          const page = await openEngine(engine, url);
          try {
            await page.evaluate((on) => window.bench.setStyles(on), styles === "with");
            if (dropKeyListeners) await page.evaluate(dropDocumentKeyListeners);
            await page.evaluate(([c, k]) => window.bench.mount(c, k, 20261130 + k, false), [contender, count]);
            await page.evaluate(() => window.bench.quiet());
            await page.evaluate(install);
            for (const letter of "abcdefghij") {
              await page.press(letter);
              await page.evaluate(() => window.bench.nextFrame());
            }
            if (run > 0) samples.push(...(await page.evaluate(collect))); // the first warms up
          } finally {
            await page.close();
          }
        }
        rows.push({ count, contender, medians: PHASES.map((_, i) => median(samples.map((s) => s[i]))) });
      }
    }
    console.log(
      `\n${engine}, styles.css ${styles}${dropKeyListeners ? ", document key listeners dropped" : ""}: median ms per key (${repeats} × 10 keys)\n`,
    );
    console.log(`| N | contender | ${PHASES.join(" | ")} |`);
    console.log(`|---:|---|${PHASES.map(() => "---:").join("|")}|`);
    for (const { count, contender, medians } of rows) {
      console.log(`| ${count} | ${contender} | ${medians.map((ms) => ms.toFixed(3)).join(" | ")} |`);
    }
  }
} finally {
  server.close();
}
