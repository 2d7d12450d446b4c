import { describe, expect, it } from "vitest";
import { fromElicitation, toElicitResult } from "../../src/mcp/index.ts";
import type { AnswerItem } from "../../src/protocol/index.ts";
import { counted } from "../support/counted.ts";

// Review defect 10: reading an MCP request was quadratic in its number of properties (each key
// looked up in `required`, each field's answer found in the list), before the 100-question limit
// was checked: 1.8 s at 30k properties, ~20 s at 100k, and ElicitationForm reads when it renders.
// Measured here as operation counts (reads of `required` and of the answers), never as time: a
// linear reader does 10× the reads for 10× the properties, whatever the machine's load.

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);
const request = (keys: string[], required: string[]) => ({
  message: "m",
  requestedSchema: {
    type: "object",
    properties: Object.fromEntries(keys.map((key) => [key, { type: "string" }])),
    required,
  },
});

/** The reads at 1×, 10× and 100× `base` properties. */
function readsAt(base: number, run: (count: number) => number): number[] {
  return [1, 10, 100].map((scale) => run(base * scale));
}

describe("reading and answering an MCP request grows linearly with its properties", () => {
  it("fromElicitation refuses 101 / 1,010 / 10,100 properties without reading their `required` list each time", () => {
    const reads = readsAt(101, (count) => {
      const keys = keysOf(count);
      const required = counted(keys);
      const read = fromElicitation(request(keys, required.list));
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.issues.map(({ code }) => code)).toEqual(["too_large"]);
      return required.reads();
    });
    // Linear or better: 10× the properties, at most 10× the reads (quadratic was 100×).
    expect(reads[1]).toBeLessThanOrEqual(Math.max(reads[0] ?? 0, 1) * 10);
    expect(reads[2]).toBeLessThanOrEqual(Math.max(reads[1] ?? 0, 1) * 10);
  });

  it("fromElicitation reads a request within the limit once per property", () => {
    const reads = readsAt(1, (count) => {
      const keys = keysOf(count);
      const required = counted(keys);
      expect(fromElicitation(request(keys, required.list)).ok).toBe(true);
      return required.reads();
    });
    expect(reads).toEqual([1, 10, 100]);
  });

  it("toElicitResult writes 30 / 300 / 3,000 answers with reads that grow linearly", () => {
    const reads = readsAt(30, (count) => {
      const keys = keysOf(count);
      const answers = counted<AnswerItem>(keys.map((id) => ({ id, answer: "x" })));
      const result = toElicitResult(request(keys, keys), answers.list);
      expect(result.action === "accept" && Object.keys(result.content).length).toBe(count);
      return answers.reads();
    });
    expect(reads[1]).toBeLessThanOrEqual((reads[0] ?? 0) * 10);
    expect(reads[2]).toBeLessThanOrEqual((reads[1] ?? 0) * 10);
  });
});
