// The benchmark runner: `npm run bench`. Builds bench/page with Vite in
// production mode, serves it from 127.0.0.1 with the headers that make the
// page cross-origin isolated (so performance.now() has 5 µs resolution, not
// 100 µs), drives Debian's Chromium with Playwright (then Firefox ESR and
// WebKitGTK, each with and without styles.css), and writes
// bench/results.md and bench/results.json. Every time is measured inside the
// page (bench/page/main.tsx); this file only schedules runs and does the sums.
//
//   npm run bench                       the full run (~15 min on 2 cores)
//   npm run bench -- --engines=chromium --styles=with   only the main Chromium tables (~4 min)
//   npm run bench -- --quick            a smoke run: few repetitions
//   npm run bench -- --n=10,200         only these batch sizes
//   npm run bench -- --only=radix,rjsf  only these contenders
//   npm run bench -- --no-write         print, do not touch results.*
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPage, openEngine, serve } from "./browser.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const argv = process.argv.slice(2);
const flag = (name) => argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
const listFlag = (name) => flag(name)?.split("=")[1]?.split(",");
const quick = Boolean(flag("quick"));
const write = !flag("no-write");

const SEED = 20261130;
const TYPED = "abcdefghij"; // ten key presses into the first question per repetition
// Repetitions per batch size (after `warmup` unrecorded ones): enough for a
// stable median, small enough for the whole run to stay within ~5 minutes.
const PLAN = quick
  ? { 10: { warmup: 1, runs: 3 }, 200: { warmup: 1, runs: 2 }, 1000: { warmup: 0, runs: 1 } }
  : { 10: { warmup: 3, runs: 20 }, 200: { warmup: 1, runs: 10 }, 1000: { warmup: 1, runs: 4 } };
// Every other engine × stylesheet pair: agent-question-form against bare Radix only, fewer repetitions.
const SHORT_PLAN = quick
  ? { 10: { warmup: 1, runs: 2 }, 200: { warmup: 0, runs: 1 }, 1000: { warmup: 0, runs: 1 } }
  : { 10: { warmup: 2, runs: 8 }, 200: { warmup: 1, runs: 4 }, 1000: { warmup: 0, runs: 2 } };
const SHORT_CONTENDERS = ["agent-question-form", "radix"];
const SIZES = (listFlag("n") ?? Object.keys(PLAN)).map(Number);
const ENGINES = listFlag("engines") ?? ["chromium", "firefox", "webkit"];
const STYLES = (listFlag("styles") ?? ["with", "without"]).map((value) => value === "with");
const DEFAULT_CONTENDERS = ["agent-question-form", "radix", "rjsf", "naive"];
const LABELS = {
  "agent-question-form": "agent-question-form",
  radix: "bare Radix",
  rjsf: "RJSF",
  naive: "naive controlled",
  "radix-grouped": "bare Radix, grouped",
};

function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The naive form is there for keystrokes (its host re-render and submit are
// bare Radix's with extra work); skipping the rest keeps the run short.
const KEYSTROKES_ONLY = new Set(["naive"]);
const NAIVE_RUNS = 3;

/** One repetition for one contender: mount, host re-render, typing, submit with errors. */
async function repetition(page, contender, count, counting) {
  const mount = await page.evaluate(
    ([c, n, s, k]) => window.bench.mount(c, n, s, k),
    [contender, count, SEED + count, counting],
  );
  const full = !KEYSTROKES_ONLY.has(contender);
  const rerender = full ? await page.evaluate(() => window.bench.rerender()) : undefined;
  // A person starts typing long after the form appeared: let the mount's
  // follow-up work (frames, observers) finish first.
  await page.evaluate(() => window.bench.quiet());
  await page.evaluate(() => window.bench.startTyping());
  // One key at a time with a frame in between, as a person types: each key
  // then starts from a laid-out page, so its time is the form's work and not
  // the layout left over from the key before.
  for (const key of TYPED) {
    await page.press(key);
    await page.evaluate(() => window.bench.nextFrame());
  }
  const typing = await page.evaluate(() => window.bench.stopTyping());
  if (typing.value !== TYPED) throw new Error(`${contender}: typed "${TYPED}", the box holds "${typing.value}"`);
  if (typing.samples.length !== TYPED.length)
    throw new Error(`${contender}: ${typing.samples.length} keystroke samples`);
  const submit = full ? await page.evaluate(() => window.bench.submit()) : undefined;
  await page.evaluate(() => window.bench.unmount());
  return { mount, rerender, typing, submit };
}

/** Every repetition of every contender at every N, in one page of one engine. */
async function measure(page, contenders, plan) {
  const results = {};
  const batches = {};
  for (const count of SIZES) {
    batches[count] = await page.evaluate(([n, s]) => window.bench.describe(n, s), [count, SEED + count]);
    const { warmup, runs } = plan[count];
    const samples = Object.fromEntries(
      contenders.map((c) => [
        c,
        {
          mount: [],
          layout: [],
          rerender: [],
          keystroke: [],
          keystrokeForm: [],
          keystrokeLayout: [],
          submit: [],
          problems: [],
        },
      ]),
    );
    for (let run = 0; run < warmup + runs; run++) {
      // Rotate the order each repetition, so no contender always runs first
      // (or right after the heaviest one).
      for (let offset = 0; offset < contenders.length; offset++) {
        const contender = contenders[(run + offset) % contenders.length];
        // The naive form's keystrokes at large N take most of a second each:
        // a few repetitions show that well enough.
        if (KEYSTROKES_ONLY.has(contender) && run >= warmup + NAIVE_RUNS) continue;
        const result = await repetition(page, contender, count, false);
        if (run < warmup) continue;
        const into = samples[contender];
        into.mount.push(result.mount.ms);
        into.layout.push(result.mount.layoutMs);
        into.keystroke.push(...result.typing.samples.map((sample) => sample.total));
        into.keystrokeForm.push(...result.typing.samples.map((sample) => sample.form));
        into.keystrokeLayout.push(...result.typing.samples.map((sample) => sample.laidOut));
        if (result.rerender) into.rerender.push(result.rerender.ms);
        if (result.submit) {
          into.submit.push(result.submit.ms);
          into.problems.push(result.submit.problems);
        }
      }
    }
    // Render counts: one more repetition per contender with the counting
    // override in place (see ContenderProps.counting).
    for (const contender of contenders) {
      const counted = await repetition(page, contender, count, true);
      if (counted.mount.renders !== count) {
        throw new Error(`${contender} rendered ${counted.mount.renders} of ${count} questions on mount`);
      }
      results[contender] ??= {};
      const into = samples[contender];
      results[contender][count] = {
        mount: median(into.mount),
        layout: median(into.layout),
        rerender: median(into.rerender),
        keystroke: median(into.keystroke),
        keystrokeForm: median(into.keystrokeForm),
        keystrokeLayout: median(into.keystrokeLayout),
        submit: median(into.submit),
        problems: median(into.problems),
        renders: {
          mount: counted.mount.renders,
          rerender: counted.rerender?.renders,
          keystroke: counted.typing.renders / TYPED.length,
          submit: counted.submit?.renders,
        },
        samples: { mount: into.mount.length, keystroke: into.keystroke.length },
      };
    }
  }
  return { results, batches };
}

async function main() {
  const started = Date.now();
  process.stdout.write("Building bench/page (vite, production)… ");
  await buildPage();
  console.log("done");
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/`;
  // The main tables: Chromium with styles.css, every contender. Then each other pair.
  const runs = [];
  let environment;
  try {
    for (const engine of ENGINES) {
      const page = await openEngine(engine, url);
      try {
        const info = await page.evaluate(() => window.bench.info());
        if (!info.crossOriginIsolated)
          console.warn(`warning: ${engine} page not cross-origin isolated; timers are coarse`);
        if (engine === ENGINES[0]) {
          environment = {
            ...info,
            chromium: page.version,
            node: process.version,
            cpus: (await import("node:os")).cpus().length,
          };
        }
        for (const styles of STYLES) {
          const main = engine === "chromium" && styles;
          const contenders = main ? (listFlag("only") ?? DEFAULT_CONTENDERS) : SHORT_CONTENDERS;
          await page.evaluate((on) => window.bench.setStyles(on), styles);
          const measured = await measure(page, contenders, main ? PLAN : SHORT_PLAN);
          runs.push({ engine, version: page.version, styles, main, isolated: info.crossOriginIsolated, ...measured });
          console.log(
            `${engine}, ${styles ? "with" : "without"} styles.css done (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    server.close();
  }

  const report = render(runs, environment, Math.round((Date.now() - started) / 1000));
  console.log(`\n${report}`);
  if (write) {
    writeFileSync(join(here, "results.md"), report);
    writeFileSync(
      join(here, "results.json"),
      `${JSON.stringify({ environment, seed: SEED, plan: PLAN, shortPlan: SHORT_PLAN, runs }, null, 2)}\n`,
    );
    console.log("Wrote bench/results.md and bench/results.json");
  }
}

const fmt = (ms) => (Number.isNaN(ms) ? "–" : ms < 1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : "–");

const SHORT = {
  mount: "mount",
  layout: "mount + layout",
  keystroke: "keystroke",
  keystrokeForm: "keystroke, form's share",
  keystrokeLayout: "keystroke + layout",
  rerender: "host re-render",
  submit: "submit with errors",
};

function render(runs, environment, seconds) {
  const main = runs.find((run) => run.main);
  const lines = main
    ? renderMain(main.results, main.batches, environment, seconds)
    : [
        "# Benchmark results",
        "",
        `${runs
          .map((run) => run.version)
          .filter((v, i, all) => all.indexOf(v) === i)
          .join("; ")}. Whole run: ${seconds} s.`,
        "",
      ];
  lines.push(...renderEngines(runs), METHOD);
  return lines.join("\n");
}

const styleName = (styles) => (styles ? "yes" : "no");

/** The engine × stylesheet table: agent-question-form against bare Radix, within each run. */
function renderEngines(runs) {
  const lines = [
    "## Every engine, with and without styles.css: agent-question-form ÷ bare Radix, same content, same run",
    "",
    "Medians in ms; ratio = agent-question-form ÷ bare Radix. Keystroke + layout: keydown → committed and laid out (a forced layout in the `input` event's microtask).",
    "",
    "| engine | styles.css | N | mount | mount ratio | mount + layout ratio | keystroke + layout | keystroke ratio | form's share of a key |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const run of runs) {
    const ours = run.results["agent-question-form"];
    const bare = run.results.radix;
    if (!ours || !bare) continue;
    for (const n of SIZES) {
      if (!ours[n] || !bare[n]) continue;
      lines.push(
        `| ${run.engine} | ${styleName(run.styles)} | ${n} | ${fmt(ours[n].mount)} / ${fmt(bare[n].mount)} | ${times(ours[n].mount / bare[n].mount)} | ${times(ours[n].layout / bare[n].layout)} | ${fmt(ours[n].keystrokeLayout)} / ${fmt(bare[n].keystrokeLayout)} | ${times(ours[n].keystrokeLayout / bare[n].keystrokeLayout)} | ${fmt(ours[n].keystrokeForm)} |`,
      );
    }
  }
  lines.push("", "## Targets per engine and stylesheet (issue 16)", "");
  const check = (ok) => (ok ? "met" : "**missed**");
  for (const run of runs) {
    const ours = run.results["agent-question-form"];
    const bare = run.results.radix;
    if (!ours) continue;
    const name = `${run.engine}, styles.css ${styleName(run.styles)}`;
    if (ours[10] && ours[1000]) {
      const growth = ours[1000].keystrokeLayout / ours[10].keystrokeLayout;
      const bareGrowth = bare?.[1000] && bare[10] ? bare[1000].keystrokeLayout / bare[10].keystrokeLayout : Number.NaN;
      lines.push(
        `- ${name}: keystroke + layout N = 1000 ÷ N = 10: ${times(growth)} (target ≤ 1.5×${run.engine === "firefox" ? ", set for Chromium and WebKit" : ""}): ${check(growth <= 1.5)}; bare Radix ${times(bareGrowth)}`,
      );
    }
    for (const n of [10, 200]) {
      if (!bare?.[n] || !ours[n]) continue;
      const ratio = ours[n].mount / bare[n].mount;
      lines.push(
        `- ${name}: mount at N = ${n} ÷ bare Radix: ${times(ratio)} (target ≤ 1.25×): ${check(ratio <= 1.25)}`,
      );
    }
    if (bare?.[1000] && ours[1000]) {
      const ratio = ours[1000].layout / bare[1000].layout;
      lines.push(
        `- ${name}: mount + layout at N = 1000 ÷ bare Radix: ${times(ratio)} (target < 1×): ${check(ratio < 1)}`,
      );
    }
  }
  lines.push("");
  return lines;
}

function renderMain(results, batches, environment, seconds) {
  const contenders = Object.keys(results);
  const sizes = SIZES.filter((n) => contenders.some((c) => results[c][n]));
  const measures = [
    ["mount", "Mount: render call → committed DOM (ms)", "mount"],
    ["layout", "Mount + forced style/layout (ms)", null],
    ["keystroke", "Keystroke into the first question: keydown → committed (ms per key)", "keystroke"],
    ["keystrokeForm", "Keystroke, the form's share: `input` event → committed (ms per key)", "keystroke"],
    ["keystrokeLayout", "Keystroke + layout: keydown → committed and laid out (ms per key)", "keystroke"],
    ["rerender", "Host re-render with a new, equal `questions` array (ms)", "rerender"],
    ["submit", "Submit with errors: click → summary in the DOM (ms)", "submit"],
  ];
  const lines = [
    "# Benchmark results",
    "",
    `${environment.chromium}, React ${environment.react} (production build), Node ${environment.node}, ${environment.cpus} CPU cores; cross-origin isolated: ${environment.crossOriginIsolated}. Seed ${SEED}. Whole run: ${seconds} s. Medians; question renders in parentheses.`,
    "",
    "## The batches (the same for every contender)",
    "",
    "| N | Text | SingleChoice | MultiChoice | YesNo | radios | checkboxes | required |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...sizes.map((n) => {
      const b = batches[n];
      const t = b.types;
      return `| ${n} | ${t.Text ?? 0} | ${t.SingleChoice ?? 0} | ${t.MultiChoice ?? 0} | ${t.YesNo ?? 0} | ${b.radios} | ${b.checkboxes} | ${b.required} |`;
    }),
    "",
  ];
  for (const [key, title, renderKey] of measures) {
    lines.push(`## ${title}`, "", `| N | ${contenders.map((c) => LABELS[c] ?? c).join(" | ")} |`);
    lines.push(`|---|${contenders.map(() => "---:").join("|")}|`);
    for (const n of sizes) {
      const cells = contenders.map((c) => {
        const r = results[c][n];
        if (!r || Number.isNaN(r[key])) return "–";
        return renderKey ? `${fmt(r[key])} (${r.renders[renderKey]})` : fmt(r[key]);
      });
      lines.push(`| ${n} | ${cells.join(" | ")} |`);
    }
    lines.push("");
  }
  const ours = results["agent-question-form"];
  if (ours) {
    const others = contenders.filter((c) => c !== "agent-question-form");
    lines.push("## Ratios: agent-question-form ÷ contender (below 1 = agent-question-form faster)", "");
    lines.push(`| measure | N | ${others.map((c) => LABELS[c] ?? c).join(" | ")} |`);
    lines.push(`|---|---|${others.map(() => "---:").join("|")}|`);
    for (const [key] of measures) {
      for (const n of sizes) {
        lines.push(
          `| ${SHORT[key]} | ${n} | ${others.map((c) => times(ours[n]?.[key] / results[c][n]?.[key])).join(" | ")} |`,
        );
      }
    }
    lines.push("", ...targets(ours, results.radix, sizes), "");
  }
  return lines;
}

function targets(ours, radix, sizes) {
  const check = (ok) => (ok ? "met" : "**missed**");
  const lines = ["## Targets (agent-question-form)", ""];
  for (const n of sizes) {
    const r = ours[n];
    lines.push(
      `- N = ${n}: keystroke re-renders ${r.renders.keystroke} (target exactly 1): ${check(r.renders.keystroke === 1)}`,
    );
    lines.push(
      `- N = ${n}: host re-render re-renders ${r.renders.rerender} (target 0): ${check(r.renders.rerender === 0)}`,
    );
    const share = r.rerender / r.mount;
    lines.push(
      `- N = ${n}: host re-render ${(share * 100).toFixed(1)}% of mount (target < 5%): ${check(share < 0.05)}`,
    );
  }
  if (ours[10] && ours[1000]) {
    const share = ours[1000].keystrokeForm / ours[10].keystrokeForm;
    const whole = ours[1000].keystroke / ours[10].keystroke;
    lines.push(
      `- keystroke time N = 1000 ÷ N = 10, the form's share (\`input\` → committed): ${times(share)} (target ≤ 1.2×): ${check(share <= 1.2)}; the whole keystroke (keydown → committed, including the browser's text editing in a bigger page): ${times(whole)}`,
    );
  }
  for (const n of [10, 200]) {
    if (!radix?.[n] || !ours[n]) continue;
    const ratio = ours[n].mount / radix[n].mount;
    lines.push(`- mount at N = ${n} ÷ bare Radix: ${times(ratio)} (target ≤ 1.25×): ${check(ratio <= 1.25)}`);
  }
  return lines;
}

const METHOD = `## How this is measured

- **Build**: \`bench/page\` is built by \`vite build\` in production mode (production React), served from 127.0.0.1 by a tiny Node server with COOP/COEP headers (cross-origin isolated, so \`performance.now()\` has 5 µs resolution), and driven by Playwright in Debian's Chromium (headless, \`--js-flags=--expose-gc\`; a full GC runs before every timed operation), then by puppeteer-core in Debian's Firefox ESR (WebDriver BiDi) and by webdriverio in Debian's WebKitGTK MiniBrowser (WebKitWebDriver under xvfb-run); those two have no \`gc()\`, so their figures include whatever collection falls inside.
- **Stylesheet**: src/styles.css is a \`<style>\` the runner puts in or takes out (\`bench.setStyles\`); without it the text box sizes itself by hand, as in a browser without \`field-sizing\` (WebKit has none, so there it always does). The main tables above are Chromium with styles.css and every contender; the engine table runs agent-question-form against bare Radix only, with ${Object.entries(
  SHORT_PLAN,
)
  .map(([n, p]) => `${p.runs} repetitions at N = ${n}`)
  .join(", ")}.
- **Batches**: \`bench/page/generate.ts\`, a seeded generator (mulberry32); the same batch per N for every contender: mixed Text / SingleChoice / MultiChoice / YesNo, 4–8 options per choice question, ~75 % required, half with a purpose; the first question is Text.
- **Contenders**: *agent-question-form* (\`<QuestionForm>\` from src, with src/styles.css); *bare Radix* (RadioGroup / Checkbox primitives with the same visible content as agent-question-form: label or legend, purpose, "(optional)", error text, a glyph in every control, the "Recommended" badge; each question holding its own state, a minimal required check and summary on submit; it wears agent-question-form's class names, so src/styles.css styles both alike); *RJSF* (\`@rjsf/core\` + \`@rjsf/validator-ajv8\`, schema derived from the questions with \`useMemo\`, \`noHtml5Validate\`, native inputs); *naive controlled* (the bare Radix markup with every value in one \`useState\` at the root; keystrokes only).
- **Mount**: \`flushSync(() => root.render(...))\` timed with \`performance.now()\`: flushSync renders and commits synchronously, including layout effects and the passive effects of a sync render. "+ layout" adds a forced style/layout (\`offsetHeight\`).
- **Keystroke**: real key presses (Playwright \`keyboard.press\`, ${TYPED.length} per repetition, once the page is quiet after the mount, with one frame rendered between keys as when a person types) into the first question. Each is timed in the page to a microtask queued by the last \`input\` listener (window, bubble), by which time React has committed: from \`keydown\` (window, capture) for the whole keystroke, and from the \`input\` event (window, capture, before React's listener) for the form's share, which leaves out the browser's own key handling and text editing; "keystroke + layout" then forces the style and layout the next frame would do (\`document.body.offsetHeight\` in that microtask), which is where a key's cost grows with the page.
- **Host re-render**: \`flushSync(() => root.render(...))\` with \`structuredClone\` of the questions.
- **Submit with errors**: \`flushSync(() => submitButton.click())\` until the contender's error summary is in the DOM (polled per frame if it were not there synchronously).
- **Re-render counts**: one extra repetition per contender and N with a counter in every question component: for agent-question-form a \`components\` override that wraps each built-in renderer, for RJSF a \`widgets\` override that wraps the default widgets, for the hand-written contenders a counter inline. Timed runs use no override.
- **Repetitions** (after warm-up runs, contenders in rotating order): ${Object.entries(PLAN)
  .map(([n, p]) => `N = ${n}: ${p.runs}`)
  .join(", ")} (the naive form at most ${NAIVE_RUNS}); keystroke medians are over ${TYPED.length} keys per repetition.
`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
