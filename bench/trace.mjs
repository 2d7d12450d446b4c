// Work counts of one operation in Chromium, from a DevTools trace (issue 21): how many style
// recalculations and layouts it forced, how many elements they restyled and how many layout
// objects they laid out, and how many event listeners ran. Counts, not times: they hold on a
// loaded machine.
//
//   node bench/trace.mjs [--n=10,1000] [--only=agent-question-form,radix] [--styles=with|without]
//
// "mount" is one mount (flushSync render → committed, then a forced layout); "key" is 10 key
// presses into the first text box (one frame between keys), per key.
import { readFileSync, rmSync } from "node:fs";
import { buildPage, launch, serve } from "./browser.mjs";

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const sizes = (flag("n") ?? "10,1000").split(",").map(Number);
const contenders = (flag("only") ?? "agent-question-form,radix").split(",");
const styles = (flag("styles") ?? "with") === "with";
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"];
const KEYS = "abcdefghij";
const file = "/tmp/agent-question-form-trace.json";

/** Sums the trace's work between the marks `start` and `end` (performance.mark in the page). */
function count(events, start, end) {
  const mark = (name) => events.find((event) => event.name === name)?.ts;
  const from = mark(start);
  const to = mark(end);
  const inside = events.filter((event) => event.ts >= from && event.ts <= to && event.ph === "X");
  const sum = (name, field) =>
    inside.filter((event) => event.name === name).reduce((total, event) => total + (field(event) ?? 0), 0);
  return {
    styleRecalcs: inside.filter((event) => event.name === "UpdateLayoutTree").length,
    elementsStyled: sum("UpdateLayoutTree", (event) => event.args?.elementCount),
    layouts: inside.filter((event) => event.name === "Layout").length,
    dirtyObjects: sum("Layout", (event) => event.args?.beginData?.dirtyObjects),
    listenersRun: inside.filter((event) => event.name === "EventDispatch").length,
    functionCalls: inside.filter((event) => event.name === "FunctionCall").length,
  };
}

await buildPage();
const server = await serve();
const browser = await launch();
try {
  const rows = [];
  for (const n of sizes) {
    for (const contender of contenders) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      await page.evaluate((on) => window.bench.setStyles(on), styles);
      // A warm-up mount, so the traced one runs warm code.
      await page.evaluate(([c, k]) => window.bench.mount(c, k, 20261130 + k, false), [contender, n]);
      await browser.startTracing(page, { path: file, categories: CATEGORIES });
      await page.evaluate(
        ([c, k]) => {
          performance.mark("mount-start");
          window.bench.mount(c, k, 20261130 + k, false);
          performance.mark("mount-end");
        },
        [contender, n],
      );
      await page.evaluate(() => window.bench.quiet());
      await page.evaluate(() => {
        window.bench.startTyping();
        performance.mark("keys-start");
      });
      for (const key of KEYS) {
        await page.keyboard.press(key);
        await page.evaluate(() => window.bench.nextFrame());
      }
      await page.evaluate(() => {
        performance.mark("keys-end");
        window.bench.stopTyping();
      });
      await browser.stopTracing();
      const { traceEvents } = JSON.parse(readFileSync(file, "utf8"));
      const mount = count(traceEvents, "mount-start", "mount-end");
      const keys = count(traceEvents, "keys-start", "keys-end");
      const perKey = Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, v / KEYS.length]));
      rows.push({ n, contender, mount, perKey });
      await page.close();
    }
  }
  const fields = ["styleRecalcs", "elementsStyled", "layouts", "dirtyObjects", "listenersRun", "functionCalls"];
  console.log(`Chromium, styles.css ${styles ? "with" : "without"}\n`);
  console.log(`| N | contender | operation | ${fields.join(" | ")} |`);
  console.log(`|---:|---|---|${fields.map(() => "---:").join("|")}|`);
  for (const { n, contender, mount, perKey } of rows) {
    for (const [operation, counts] of [
      ["mount", mount],
      ["per key", perKey],
    ]) {
      console.log(`| ${n} | ${contender} | ${operation} | ${fields.map((f) => +counts[f].toFixed(1)).join(" | ")} |`);
    }
  }
} finally {
  rmSync(file, { force: true });
  await browser.close();
  server.close();
}
