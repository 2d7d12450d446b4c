// A long list's filter keystroke and a 2 MB paste (issue 47), in any engine: the two figures the issue
// wants within one frame's work. Times are taken in the page (bench/page/longlist.ts, main.tsx).
//
//   node bench/longlist.mjs [--engines=chromium,firefox,webkit] [--styles=with|without]
//                           [--repeats=7] [--pastes=3] [--bytes=2097152] [--questions=single,multi] [--passes=2]
//
// --questions keeps only these long lists (the plain Text baseline always runs); --pastes=0 leaves the
// paste out; --passes types the word more times in each page (the last pass is the figure).
//
// Keys: a SingleChoice and a MultiChoice of 50 options (past the filter's threshold of 8), and a
// plain Text question as the baseline, each mounted alone in a fresh page; "land" is typed into the
// filter box (the Text's box) one key at a time with a frame in between, then four Backspaces bring
// every option back. Each key is split into phases as phases.mjs does: keydown's listeners, the
// browser's text editing (→ `input`), the form's share (`input` → committed), the forced style and
// layout, keyup's listeners; "whole" is keydown → committed and laid out.
//
// Paste: a Text question with `attachments` takes a synthetic `paste` whose DataTransfer holds a PNG
// of --bytes bytes made in the page (random pixels), timed from just before the dispatch to the
// handler's return, the chip committed and laid out, the frame that shows it, the thumbnail decoded
// and the file read (`data:` URL). A fresh form for each paste; the first repetition warms up.
import { buildPage, openEngine, serve } from "./browser.mjs";

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const engines = flag("engines")?.split(",") ?? ["chromium"];
const styles = flag("styles") ?? "with";
const repeats = Number(flag("repeats") ?? 7);
const pastes = Number(flag("pastes") ?? 3);
const bytes = Number(flag("bytes") ?? 2 * 1024 * 1024);
const FRAME = 1000 / 60;
// The word is typed twice (--passes) in each page: the first pass runs the code cold, the last is the figure.
const PASSES = Array.from({ length: Math.max(2, Number(flag("passes") ?? 2)) }, (_, pass) => pass);
const KEYS = ["l", "a", "n", "d", "Backspace", "Backspace", "Backspace", "Backspace"];
const questions = flag("questions")?.split(",") ?? ["single", "multi"];
const BATCHES = [
  { name: "text", label: "plain Text (baseline)", box: "textarea" },
  { name: "single", label: "SingleChoice, 50 options", box: '[data-slot="filter-input"]' },
  { name: "multi", label: "MultiChoice, 50 options", box: '[data-slot="filter-input"]' },
].filter(({ name }) => name === "text" || questions.includes(name));
const PHASES = ["keydown listeners", "text editing", "form's share", "style + layout", "keyup listeners", "whole"];
const PASTE_STEPS = [
  ["handler", "paste → handler returned"],
  ["chip", "→ chip committed"],
  ["chipLaidOut", "→ chip committed and laid out (forced)"],
  ["frameStart", "→ the frame that paints the chip begins (rAF; holds the wait for it)"],
  ["frame", "→ that frame produced (a task after its rAF; behind the file read's tasks)"],
  ["thumbnail", "→ thumbnail decoded"],
  ["ready", "→ file read (`data:` URL, what the send waits for)"],
];

function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Runs in the page: times each phase of every key in `selector`'s box until `collect` is called.
function install(selector) {
  const box = document.querySelector(selector);
  box.focus();
  const keys = [];
  let key;
  const mark = (field) => () => {
    if (key) key[field] = performance.now();
  };
  const listeners = [
    [
      "keydown",
      true,
      () => {
        key = { down: performance.now() };
      },
    ],
    ["keydown", false, mark("downDone")],
    ["input", true, mark("input")],
    [
      "input",
      false,
      () => {
        const current = key;
        // By this microtask React has committed (a controlled box renders in its own listener).
        queueMicrotask(() => {
          if (!current) return;
          current.committed = performance.now();
          void document.body.offsetHeight;
          current.laidOut = performance.now();
        });
      },
    ],
    ["keyup", true, mark("up")],
    [
      "keyup",
      false,
      () => {
        if (!key?.up) return;
        key.upDone = performance.now();
        keys.push(key);
        key = undefined;
      },
    ],
  ];
  for (const [type, capture, listener] of listeners) window.addEventListener(type, listener, capture);
  window.__longList = {
    keys,
    stop: () => {
      for (const [type, capture, listener] of listeners) window.removeEventListener(type, listener, capture);
    },
  };
}

function collect() {
  const { keys, stop } = window.__longList;
  stop();
  return keys.map((k) => [
    k.downDone - k.down,
    k.input - k.downDone,
    k.committed - k.input,
    k.laidOut - k.committed,
    k.upDone - k.up,
    k.laidOut - k.down,
  ]);
}

// Runs in the page: resolves once the files part (its own chunk, loaded on the first mount) shows.
async function filesShown() {
  for (let frames = 0; !document.querySelector('[data-slot="files"]'); frames++) {
    if (frames > 300) throw new Error("The files part did not show");
    await window.bench.nextFrame();
  }
}

const filterStatus = () => document.querySelector('[data-slot="filter-status"]')?.textContent ?? "";

await buildPage();
const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
try {
  for (const engine of engines) {
    // keys[pass][batch][keyIndex] = the phases of that key, one entry per recorded repetition
    const keys = PASSES.map(() => Object.fromEntries(BATCHES.map(({ name }) => [name, KEYS.map(() => [])])));
    const pasted = [];
    let version = "";
    let imageBytes = 0;
    const statuses = new Set();
    for (let run = 0; run < repeats + 1; run++) {
      const recording = run > 0; // the first warms up
      const page = await openEngine(engine, url);
      version = page.version;
      try {
        await page.evaluate((on) => window.bench.setStyles(on), styles === "with");
        imageBytes = await page.evaluate((size) => window.bench.makeImage(size), bytes);
        for (const { name, box } of BATCHES) {
          await page.evaluate((batch) => window.bench.mountBatch(batch), name);
          await page.evaluate(() => window.bench.quiet());
          for (const pass of PASSES.keys()) {
            await page.evaluate(install, box);
            for (const [index, key] of KEYS.entries()) {
              await page.press(key);
              await page.evaluate(() => window.bench.nextFrame());
              if (index === 3 && name !== "text") statuses.add(`${name}: ${await page.evaluate(filterStatus)}`);
            }
            const samples = await page.evaluate(collect);
            if (samples.length !== KEYS.length) throw new Error(`${engine} ${name}: ${samples.length} keys timed`);
            if (recording) for (const [index, phases] of samples.entries()) keys[pass][name][index].push(phases);
          }
        }
        for (let paste = 0; paste < pastes; paste++) {
          await page.evaluate(() => window.bench.mountBatch("attach"));
          await page.evaluate(filesShown);
          await page.evaluate(() => window.bench.quiet());
          const sample = await page.evaluate(() => window.bench.paste());
          if (recording) pasted.push(sample);
        }
      } finally {
        await page.evaluate(() => window.bench.unmount()).catch(() => {});
        await page.close();
      }
    }

    const warm = keys.at(-1);
    console.log(
      `\n${version}, styles.css ${styles}: median ms per key (${repeats} runs × ${KEYS.length} keys: "land", then 4 × Backspace; pass ${PASSES.length} of the word in each page)`,
    );
    console.log(`filter status after "land": ${[...statuses].join("; ")}\n`);
    const whole = (name) => median(warm[name].flat().map((phases) => phases[5]));
    const baseline = whole("text");
    console.log(
      `| question | ${PHASES.join(" | ")} | whole ÷ frame (16.7 ms) | whole ÷ Text key | slowest key | its ÷ frame |`,
    );
    console.log(`|---|${PHASES.map(() => "---:").join("|")}|---:|---:|---:|---:|`);
    for (const { name, label } of BATCHES) {
      const all = warm[name].flat();
      const medians = PHASES.map((_, i) => median(all.map((phases) => phases[i])));
      // Each key's own median over the runs: the narrowing keys and the widening ones differ.
      const perKey = warm[name].map((runs) => median(runs.map((phases) => phases[5])));
      const slowest = Math.max(...perKey);
      const slowKey = KEYS[perKey.indexOf(slowest)];
      console.log(
        `| ${label} | ${medians.map((ms) => ms.toFixed(2)).join(" | ")} | ${(medians[5] / FRAME).toFixed(2)} | ${(medians[5] / baseline).toFixed(2)}× | ${slowest.toFixed(2)} (${slowKey}) | ${(slowest / FRAME).toFixed(2)} |`,
      );
    }
    console.log(`\nWhole key per key (${KEYS.join(", ")}), median ms; "form's share" in brackets:`);
    for (const [at, pass] of keys.entries()) {
      const name = at === 0 ? "first pass in the page" : `pass ${at + 1}`;
      for (const { name: batch, label } of BATCHES) {
        const per = (i) => pass[batch].map((runs) => median(runs.map((phases) => phases[i])).toFixed(2));
        const forms = per(2);
        console.log(
          `  ${label}, ${name}: ${per(5)
            .map((ms, i) => `${ms} (${forms[i]})`)
            .join(", ")}`,
        );
      }
    }

    if (!pasted.length) continue;
    console.log(
      `\nPaste of a ${(imageBytes / 1024 / 1024).toFixed(2)} MB PNG (${imageBytes} bytes): median ms of ${pasted.length} (${repeats} runs × ${pastes})\n`,
    );
    console.log("| step | ms | ÷ frame (16.7 ms) | ÷ Text key |");
    console.log("|---|---:|---:|---:|");
    for (const [step, label] of PASTE_STEPS) {
      const ms = median(pasted.map((sample) => sample[step]));
      console.log(`| ${label} | ${ms.toFixed(2)} | ${(ms / FRAME).toFixed(2)} | ${(ms / baseline).toFixed(1)}× |`);
    }
  }
} finally {
  server.close();
}
