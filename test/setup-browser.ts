import { afterEach, beforeEach, vi } from "vitest";

// Any console error or warning in a real browser fails the test that caused it: React's warnings
// (keys, act, hydration) and each engine's own complaints (an invalid ARIA value, a CSS parse error
// reported by the page) would otherwise scroll past in a green run.
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  if (logged.length > 0) throw new Error(`The test logged to the console:\n${logged.join("\n")}`);
});
