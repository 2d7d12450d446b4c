// Where does the time go? A CPU profile (Chrome DevTools Protocol) of one
// operation for one contender, summed by function, with readable names.
//
//   node bench/profile.mjs <contender> <N> <mount|rerender|submit|type> [repeats=5] [--save=file.cpuprofile]
//   node bench/profile.mjs agent-question-form 50 <filter:single|filter:multi> [repeats=5]   a long list's
//       filter box (bench/page/longlist.ts, N ignored): "land" typed, then four Backspaces (issue 47)
//
// Open a saved .cpuprofile in Chromium DevTools (Performance panel) for the call tree.
import { writeFileSync } from "node:fs";
import { buildPage, launch, serve } from "./browser.mjs";

const [contender = "agent-question-form", n = "200", operation = "mount", repeats = "5"] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
const save = process.argv.find((arg) => arg.startsWith("--save="))?.slice(7);
const count = Number(n);
// `filter:single` / `filter:multi`: keys typed into a 50-option question's filter box.
const filterBatch = operation.startsWith("filter:") ? operation.slice("filter:".length) : undefined;
const FILTER_KEYS = ["l", "a", "n", "d", "Backspace", "Backspace", "Backspace", "Backspace"];
const selfTotals = new Map();
const inclusiveTotals = new Map();
let sampled = 0;

await buildPage({ readable: true });
const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const timings = [];
  for (let run = 0; run < Number(repeats) + 1; run++) {
    if (filterBatch) await page.evaluate((batch) => window.bench.mountBatch(batch), filterBatch);
    else if (operation !== "mount")
      await page.evaluate(([c, k]) => window.bench.mount(c, k, 20261130 + k, false), [contender, count]);
    if (operation !== "mount") await page.evaluate(() => window.bench.quiet());
    const profiling = run > 0; // the first run warms up the JIT
    if (profiling) await cdp.send("Profiler.start");
    if (operation === "mount") {
      timings.push(
        (await page.evaluate(([c, k]) => window.bench.mount(c, k, 20261130 + k, false), [contender, count])).ms,
      );
    } else if (operation === "rerender") {
      timings.push((await page.evaluate(() => window.bench.rerender())).ms);
    } else if (operation === "submit") {
      timings.push((await page.evaluate(() => window.bench.submit())).ms);
    } else if (filterBatch) {
      await page.evaluate(() => window.bench.startTyping('[data-slot="filter-input"]'));
      for (const key of FILTER_KEYS) {
        await page.keyboard.press(key);
        await page.evaluate(() => window.bench.nextFrame());
      }
      const { samples } = await page.evaluate(() => window.bench.stopTyping());
      timings.push(...samples.map((sample) => sample.form));
    } else {
      await page.evaluate(() => window.bench.startTyping());
      for (const key of "abcdefghij") {
        await page.keyboard.press(key);
        await page.evaluate(() => window.bench.nextFrame());
      }
      const { samples } = await page.evaluate(() => window.bench.stopTyping());
      timings.push(...samples.map((sample) => sample.form)); // the form's share: `input` → committed
    }
    if (profiling) {
      const { profile } = await cdp.send("Profiler.stop");
      summarize(profile, run === Number(repeats));
      if (save && run === Number(repeats)) writeFileSync(save, JSON.stringify(profile));
    } else timings.length = 0;
    await page.evaluate(() => window.bench.unmount());
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  console.log(`\n${contender} ${operation} N=${count}: median ${middle.toFixed(2)} ms`);
} finally {
  await browser.close();
  server.close();
}

function summarize(profile, print) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
  };
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") return;
    sampled += ms;
    selfTotals.set(name(node), (selfTotals.get(name(node)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const label = name(byId.get(at));
      if (seen.has(label)) continue;
      seen.add(label);
      inclusiveTotals.set(label, (inclusiveTotals.get(label) ?? 0) + ms);
    }
  });
  if (!print) return;
  const top = (map, k) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([label, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${label}`)
      .join("\n");
  console.log(`Sampled ${sampled.toFixed(1)} ms (idle excluded)\n\nSelf time:\n${top(selfTotals, 25)}`);
  console.log(`\nInclusive time:\n${top(inclusiveTotals, 40)}`);
}
