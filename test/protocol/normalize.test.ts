import { describe, expect, it } from "vitest";
import { ask, normalizeQuestions, type QuestionItem, validateQuestionInput } from "../../src/protocol/index.ts";

function normalized(...questions: unknown[]): QuestionItem[] {
  const result = validateQuestionInput({ questions });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.questions;
}

describe("normalization (SPEC §2)", () => {
  it("fills required: true when absent or null, and keeps false", () => {
    const [a, b, c] = normalized(
      { id: "a", question: "A?", type: "Text" },
      { id: "b", question: "B?", type: "Text", required: null },
      { id: "c", question: "C?", type: "Text", required: false },
    );
    expect([a?.required, b?.required, c?.required]).toEqual([true, true, false]);
  });

  it("drops nulls, blank purpose and unknown fields, and keeps exactly the known ones", () => {
    expect(
      normalized(
        { id: "a", question: "A?", type: "Text", purpose: null, recommended: null, options: null, hint: "x", order: 2 },
        { id: "b", question: "B?", type: "Text", purpose: "  \n" },
      ),
    ).toStrictEqual([
      { id: "a", question: "A?", type: "Text", required: true },
      { id: "b", question: "B?", type: "Text", required: true },
    ]);
  });

  it("keeps options only on SingleChoice and MultiChoice", () => {
    const [text, yesNo, multi] = normalized(
      { id: "t", question: "T?", type: "Text", options: ["ignored"] },
      { id: "y", question: "Y?", type: "YesNo", options: [] },
      { id: "m", question: "M?", type: "MultiChoice", options: ["c", "a", "b"] },
    );
    expect(text).not.toHaveProperty("options");
    expect(yesNo).not.toHaveProperty("options");
    expect(multi?.options).toEqual(["c", "a", "b"]);
  });

  it("moves the recommended option first and keeps the others in their order", () => {
    const [single] = normalized({
      id: "s",
      question: "S?",
      type: "SingleChoice",
      options: ["Deltas", "Snapshots", "Neither", "Both"],
      recommended: "Neither",
    });
    expect(single?.options).toEqual(["Neither", "Deltas", "Snapshots", "Both"]);
    expect(single?.recommended).toBe("Neither");
  });

  it("changes nothing else: text is kept exactly, not trimmed", () => {
    const question = { id: " id ", question: "  Why?\n", type: "Text", purpose: " because ", required: false };
    expect(normalized(question)).toStrictEqual([question]);
  });

  it("gives the same result when run twice", () => {
    const once = normalized(
      { id: "s", question: "S?", type: "SingleChoice", options: ["a", "b", "c"], recommended: "c", extra: 1 },
      { id: "t", question: "T?", type: "Text", options: ["x"], purpose: " " },
    );
    expect(normalizeQuestions(once)).toStrictEqual(once);
    expect(validateQuestionInput({ questions: once })).toStrictEqual({ ok: true, value: { questions: once } });
  });

  it("does not touch the caller's input", () => {
    const input = {
      questions: [{ id: "s", question: "S?", type: "SingleChoice", options: ["a", "b"], recommended: "b" }],
    };
    const copy = structuredClone(input);
    validateQuestionInput(input);
    expect(input).toStrictEqual(copy);
  });
});

describe("ask", () => {
  it("returns the normalized questions and an empty answer set", () => {
    const input = {
      questions: [{ id: "s", question: "S?", type: "SingleChoice", options: ["a", "b"], recommended: "b" }],
    };
    expect(ask(input)).toStrictEqual({
      questions: [
        { id: "s", question: "S?", type: "SingleChoice", options: ["b", "a"], required: true, recommended: "b" },
      ],
      answers: [],
    });
  });

  it("takes the arguments as JSON text too", () => {
    expect(ask('{"questions":[{"id":"ok","question":"Go?","type":"YesNo"}]}').questions).toStrictEqual([
      { id: "ok", question: "Go?", type: "YesNo", required: true },
    ]);
  });
});
