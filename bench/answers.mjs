// validateAnswers' worst cases (SPEC §11), in Node on the built protocol entry: run `npm run build` first.
// `node bench/answers.mjs`. Prints ms per case and the ratio of the worst case to an ordinary answer set,
// within one run (figures on a shared machine vary; ratios hold).
import { validateAnswers } from "../dist/protocol.js";

const number = { id: "n", question: "How many?", type: "Text", input: { kind: "number" } };
const multi = { id: "m", question: "Which?", type: "MultiChoice", options: ["A", "B"] };
const noTextLimit = { limits: { maxLength: Number.POSITIVE_INFINITY } };

/** Median ms of `runs` calls of `work`. */
function time(work, runs = 5) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const hundredKb = `${"1".repeat(100_000)}x`;
// About 15 MB of JSON: what the review sent (14.6 s, 650 MB and 3 million issues before).
const fifteenMb = [{ id: "m", selected: Array.from({ length: 1_000_000 }, (_, index) => `pick ${index}`) }];
const manyAnswers = Array.from({ length: 1_000_000 }, (_, index) => ({ id: `x${index}`, answer: "a" }));
const ordinary = () =>
  validateAnswers(
    [number, multi],
    [
      { id: "n", answer: "42" },
      { id: "m", selected: ["A"] },
    ],
  );

const cases = [
  ["an ordinary answer set (a number, a pick)", ordinary],
  [
    "a 100 kB non-number, text limit lifted",
    () => validateAnswers([number], [{ id: "n", answer: hundredKb }], noTextLimit),
  ],
  [
    "a 100 kB non-number, default limits (too_large)",
    () => validateAnswers([number], [{ id: "n", answer: hundredKb }]),
  ],
  ["one answer with a million picks, ~15 MB (too_large)", () => validateAnswers([multi], fifteenMb)],
  ["a million answers (too_large)", () => validateAnswers([number], manyAnswers)],
];
const base = time(ordinary, 101);
for (const [name, work] of cases) {
  const ms = time(work);
  console.log(`${name.padEnd(56)} ${ms.toFixed(3).padStart(9)} ms  ${(ms / base).toFixed(0).padStart(8)}x ordinary`);
}
