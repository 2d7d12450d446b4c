import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentKey } from "../../../src/form/kit/contentKey.ts";
import { useByContent } from "../../../src/form/kit/useByContent.ts";

// Two host components: equal as JSON (functions drop out), different as parts.
const Text = () => null;
const Other = () => null;

// The one content memo every engine hook keeps its inputs with: what it hands back decides
// whether a question re-renders when a chat kit passes new-but-equal arguments on every token.
describe("useByContent", () => {
  it("keeps the first object while a new one has the same content, and takes a changed one", () => {
    const first = { questions: [{ id: "a" }] };
    const { result, rerender } = renderHook(({ value }) => useByContent(value, [contentKey(value)]), {
      initialProps: { value: first },
    });
    rerender({ value: { questions: [{ id: "a" }] } });
    expect(result.current).toBe(first);
    const changed = { questions: [{ id: "b" }] };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });

  it("compares a list key item by item, so objects JSON cannot tell apart (components) are told apart", () => {
    const { result, rerender } = renderHook(({ value }) => useByContent(value, [value.Text]), {
      initialProps: { value: { Text } },
    });
    const first = result.current;
    rerender({ value: { Text } });
    expect(result.current).toBe(first);
    const changed = { Text: Other };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });
});
