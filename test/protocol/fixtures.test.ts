import { describe, expect, it } from "vitest";
import { validateQuestionInput } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/tool-calls.json";

// Tool-call arguments of the kind models really send; each case names the
// exact set of issue codes it must produce, or "ok".
describe("tool-call fixtures", () => {
  it.each(fixtures.cases)("$name", ({ input, expect: expected }) => {
    const result = validateQuestionInput(input);
    if (expected === "ok") {
      expect(result.ok ? "ok" : result.issues).toBe("ok");
    } else {
      expect(result.ok).toBe(false);
      const codes = new Set(result.ok ? [] : result.issues.map((issue) => issue.code));
      expect([...codes].sort()).toEqual([...expected].sort());
    }
  });
});
