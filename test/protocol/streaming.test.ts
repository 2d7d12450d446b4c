import { describe, expect, it } from "vitest";
import { readStreamingQuestions } from "../../src/protocol/streaming.ts";

const name = { id: "name", question: "Project name?", type: "Text" };
const language = {
  id: "language",
  question: "Which language?",
  type: "SingleChoice",
  options: ["Python", "TypeScript"],
  recommended: "TypeScript",
};

describe("reading a questions array the model is still writing", () => {
  it("shows every item but the last, normalized as the final validation will, and the last one's text so far", () => {
    const read = readStreamingQuestions([name, language, { id: "ci", question: "Run CI on ev" }]);
    expect(read.ready).toEqual([
      { ...name, required: true },
      { ...language, options: ["TypeScript", "Python"], required: true },
    ]);
    expect(read.arriving).toBe("Run CI on ev");
  });

  it("reads the whole arguments object too, like the form's questions prop", () => {
    expect(readStreamingQuestions({ questions: [name, {}] }).ready).toEqual([{ ...name, required: true }]);
  });

  it("treats the last item as arriving even when it already looks valid (its id may be truncated)", () => {
    expect(readStreamingQuestions([{ ...name, id: "na" }]).ready).toEqual([]);
  });

  it("holds back complete items that are invalid or repeat an id, and survives any partial value", () => {
    const read = readStreamingQuestions([{ id: "x", type: "SingleChoice", question: "?" }, name, name, {}]);
    expect(read.ready.map((question) => question.id)).toEqual(["name"]);
    for (const partial of [undefined, null, "[{", 42, {}, [null], [[], {}]]) {
      expect(() => readStreamingQuestions(partial)).not.toThrow();
    }
  });

  it("holds back an item the limits reject, and everything when there are more questions than allowed", () => {
    const long = { id: "long", question: "x".repeat(30), type: "Text" };
    expect(readStreamingQuestions([name, long, language, {}], { maxLength: 20 }).ready.map((q) => q.id)).toEqual([
      "name",
      "language",
    ]);
    expect(readStreamingQuestions([name, language, {}], { maxQuestions: 1 }).ready).toEqual([]);
  });
});
