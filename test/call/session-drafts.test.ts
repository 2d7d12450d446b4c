import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "../../src/call/sessionDrafts.ts";
import type { Draft } from "../../src/index.ts";

const KEY = "call_1";
const STORED = `agent-question-form:draft:${KEY}`;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("drafts in sessionStorage", () => {
  it("stores, brings back and forgets a draft under its key, each text as typed", () => {
    const drafts: Record<string, Draft> = { name: " acme\n\n", blank: "  ", tags: ["a"] };
    saveDraft(
      KEY,
      [{ id: "name", answer: "acme" }, { id: "blank" }, { id: "tags", selected: ["a"] }],
      (id) => drafts[id],
    );
    expect(loadDraft(KEY)).toEqual([
      { id: "name", answer: " acme\n\n" },
      { id: "blank", answer: "  " },
      { id: "tags", selected: ["a"] },
    ]);
    expect(loadDraft("another call")).toBeUndefined();
    clearDraft(KEY);
    expect(loadDraft(KEY)).toBeUndefined();
  });

  it("ignores corrupt or foreign JSON under the key, and items without a string id", () => {
    for (const text of ["{not json", "null", '{"id":"x"}', "[]", '[{"id":1}]', "[null, 3]"]) {
      sessionStorage.setItem(STORED, text);
      expect(loadDraft(KEY)).toBeUndefined();
    }
    // A payload that fits no question is left to `fromAnswer`, which reads it as no answer.
    sessionStorage.setItem(STORED, '[{"id":1},{"id":"x","selected":"a"}]');
    expect(loadDraft(KEY)).toEqual([{ id: "x", selected: "a" }]);
  });

  it("never throws when storage is full or disabled", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => saveDraft(KEY, [{ id: "name", answer: "acme" }], () => "acme")).not.toThrow();
    expect(loadDraft(KEY)).toBeUndefined();
    expect(() => clearDraft(KEY)).not.toThrow();
  });

  it("never throws where reading sessionStorage itself throws (blocked third-party storage)", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveDraft(KEY, [], () => undefined)).not.toThrow();
    expect(loadDraft(KEY)).toBeUndefined();
    expect(() => clearDraft(KEY)).not.toThrow();
  });
});
