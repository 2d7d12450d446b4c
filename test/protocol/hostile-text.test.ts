import { describe, expect, it } from "vitest";
import { validateQuestionInput } from "../../src/protocol/index.ts";
import { hostileBatch, hostileIds, hostileTexts, tenThousandCharacterWord } from "../support/hostile.ts";

// The corpus is only useful if the protocol lets it through to the form unchanged.
describe("the hostile-text corpus", () => {
  it.each(hostileTexts.map((payload, seed) => [payload.name, payload.text, seed] as const))(
    "%s passes validation and keeps every string exactly",
    (_name, text, seed) => {
      const result = validateQuestionInput({ questions: hostileBatch(text, seed) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      for (const question of result.value.questions) {
        expect(question.question).toBe(text);
        expect(question.purpose).toBe(text);
      }
      expect(result.value.questions[1]?.options).toEqual(["Plain", text]);
      expect(result.value.questions[2]?.options).toEqual([text, "Plain"]);
    },
  );

  it("uses every hostile id, four distinct ones per batch", () => {
    const seen = new Set<string>();
    hostileTexts.forEach((payload, seed) => {
      const ids = hostileBatch(payload.text, seed).map((question) => (question as { id: string }).id);
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) seen.add(id);
    });
    expect([...seen].sort()).toEqual([...hostileIds].sort());
  });

  it("needs raised limits for the 10,000-character word", () => {
    const batch = { questions: hostileBatch(tenThousandCharacterWord.text) };
    const strict = validateQuestionInput(batch);
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.issues.every((issue) => issue.code === "too_large")).toBe(true);
    expect(validateQuestionInput(batch, { limits: { maxLength: 10_000 } }).ok).toBe(true);
  });
});
