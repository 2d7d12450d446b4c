import { describe, expect, it } from "vitest";
import { fromAnswer, isAnswered, type QuestionItem, toAnswer, toAnswers } from "../../src/protocol/index.ts";

const text: QuestionItem = { id: "name", question: "Name?", type: "Text", required: true };
const yesNo: QuestionItem = { id: "git", question: "Git?", type: "YesNo", required: false };
const single: QuestionItem = {
  id: "lang",
  question: "Lang?",
  type: "SingleChoice",
  options: ["Rust", "Go"],
  recommended: "Rust",
};
const multi: QuestionItem = {
  id: "x",
  question: "Extras?",
  type: "MultiChoice",
  options: ["a", "b", "c"],
  required: false,
};

describe("toAnswer (SPEC §3)", () => {
  it("trims text, and blank text is a skipped question", () => {
    expect(toAnswer(text, "  hi \n")).toEqual({ id: "name", answer: "hi" });
    expect(toAnswer(text, " \t\n")).toEqual({ id: "name" });
    expect(toAnswer(text, undefined)).toEqual({ id: "name" });
  });
  it("gives Yes / No as the answer, and nothing else", () => {
    expect(toAnswer(yesNo, "Yes")).toEqual({ id: "git", answer: "Yes" });
    expect(toAnswer(yesNo, "No")).toEqual({ id: "git", answer: "No" });
    expect(toAnswer(yesNo, "yes")).toEqual({ id: "git" });
  });
  it("selects exactly one option for SingleChoice", () => {
    expect(toAnswer(single, "Go")).toEqual({ id: "lang", selected: ["Go"] });
    expect(toAnswer(single, "Python")).toEqual({ id: "lang" });
    expect(toAnswer(single, undefined)).toEqual({ id: "lang" });
  });
  it("puts MultiChoice picks in options order, and skipped is selected: []", () => {
    expect(toAnswer(multi, ["c", "a"])).toEqual({ id: "x", selected: ["a", "c"] });
    expect(toAnswer(multi, undefined)).toEqual({ id: "x", selected: [] });
  });
  it("emits one item per question, in question order", () => {
    const drafts: Record<string, string> = { lang: "Go", name: "n" };
    expect(toAnswers([text, single], (id) => drafts[id]).map((a) => a.id)).toEqual(["name", "lang"]);
  });
});

describe("isAnswered / fromAnswer", () => {
  it("counts blank text and no picks as unanswered", () => {
    expect(isAnswered(text, "  ")).toBe(false);
    expect(isAnswered(text, "x")).toBe(true);
    expect(isAnswered(multi, [])).toBe(false);
    expect(isAnswered(multi, ["b"])).toBe(true);
  });
  it("turns an answer back into the draft it came from", () => {
    for (const [q, d] of [
      [text, "hi"],
      [yesNo, "No"],
      [single, "Go"],
      [multi, ["a", "c"]],
    ] as const) {
      expect(fromAnswer(q, toAnswer(q, d))).toEqual(d);
    }
  });
});
