import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "../../src/form/draftStorage.ts";

const KEY = "call_1";
const STORED = `question-form:draft:${KEY}`;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("drafts in sessionStorage", () => {
  it("stores, brings back and forgets a draft under its key", () => {
    saveDraft(KEY, [
      { id: "name", answer: "acme" },
      { id: "tags", selected: ["a"] },
    ]);
    expect(loadDraft(KEY)).toEqual([
      { id: "name", answer: "acme" },
      { id: "tags", selected: ["a"] },
    ]);
    expect(loadDraft("another call")).toBeUndefined();
    clearDraft(KEY);
    expect(loadDraft(KEY)).toBeUndefined();
  });

  it("ignores corrupt or foreign JSON under the key", () => {
    for (const text of ["{not json", "null", '{"id":"x"}', '[{"id":1}]', '[{"id":"x","selected":"a"}]']) {
      sessionStorage.setItem(STORED, text);
      expect(loadDraft(KEY)).toBeUndefined();
    }
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
    expect(() => saveDraft(KEY, [{ id: "name", answer: "acme" }])).not.toThrow();
    expect(loadDraft(KEY)).toBeUndefined();
    expect(() => clearDraft(KEY)).not.toThrow();
  });

  it("never throws where reading sessionStorage itself throws (blocked third-party storage)", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveDraft(KEY, [])).not.toThrow();
    expect(loadDraft(KEY)).toBeUndefined();
    expect(() => clearDraft(KEY)).not.toThrow();
  });
});
