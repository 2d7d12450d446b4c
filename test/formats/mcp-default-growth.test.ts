import { describe, expect, it } from "vitest";
import { fromElicitation } from "../../src/mcp/index.ts";
import { counted } from "../support/counted.ts";

// An array-of-enum property's `default` was searched once per enum value (given.includes), so
// reading it was quadratic in the options, before the 100-option limit refuses them. Measured as
// reads of the default list, never as time.

const request = (values: string[], given: string[]) => ({
  message: "m",
  requestedSchema: {
    type: "object",
    properties: { picks: { type: "array", items: { type: "string", enum: values }, default: given } },
  },
});

describe("reading an array property's default grows linearly", () => {
  it("10 / 100 / 1,000 values, all defaults: 10× the values, at most 10× the reads", () => {
    const reads = [10, 100, 1000].map((count) => {
      const values = Array.from({ length: count }, (_, at) => `v${at}`);
      const given = counted([...values].reverse());
      const read = fromElicitation(request(values, given.list));
      // Past 100 options the request is refused, as before; within it, every default is picked.
      if (!read.ok) expect(read.issues.map(({ code }) => code)).toContain("too_large");
      else if (read.value.mode === "form") expect(read.value.defaults[0]?.selected).toHaveLength(count);
      return given.reads();
    });
    expect(reads[1]).toBeLessThanOrEqual((reads[0] ?? 0) * 10);
    expect(reads[2]).toBeLessThanOrEqual((reads[1] ?? 0) * 10);
  });
});
