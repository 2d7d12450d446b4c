import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

// Any console error or warning in a real browser fails the test that caused it: React's warnings
// (keys, act, hydration) and each engine's own complaints (an invalid ARIA value, a CSS parse error
// reported by the page) would otherwise scroll past in a green run.
let logged: string[] = [];
// Kept, not looked up again: a test's own vi.restoreAllMocks() may have restored them already.
let spies: MockInstance[] = [];

beforeEach(() => {
  logged = [];
  spies = (["error", "warn"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(" ")}`);
    }),
  );
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  if (logged.length > 0) throw new Error(`The test logged to the console:\n${logged.join("\n")}`);
});
