import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no ResizeObserver; Radix measures its hidden form inputs with one.
// Nothing here depends on sizes, so an observer that never reports is enough.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => cleanup());

// findBy and waitFor give up after this long. Testing Library's 1 s is a wall-clock limit: on CI's
// loaded 2-core machine a first render that loads a lazy part (Vite compiling its chunk on demand)
// once took longer, and a test that fails when slow is a broken test. A passing wait ends as soon as
// what it waits for is there, so this costs a green run nothing.
configure({ asyncUtilTimeout: 10_000 });
