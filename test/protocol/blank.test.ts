import { describe, expect, it } from "vitest";
import { isBlank, toAnswer, validateAnswers, validateQuestionInput } from "../../src/protocol/index.ts";

// Invisible text (zero-width characters, a BOM, fillers) is blank wherever the protocol asks for text.

const issuesOf = (input: unknown) => {
  const result = validateQuestionInput(input);
  return result.ok ? [] : result.issues.map(({ code, path }) => ({ code, path }));
};

// Zero-width space, joiner, non-joiner, word joiner, BOM, soft hyphen, Hangul filler, Mongolian vowel separator.
const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u3164", "\u180e", " \u200b\u2060 "];

describe("invisible text counts as blank", () => {
  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))("%s is blank", (_, text) => {
    expect(isBlank(text)).toBe(true);
  });

  it("visible text around invisible characters is not blank", () => {
    expect(isBlank("\u200bA")).toBe(false);
    expect(isBlank("👍🏽")).toBe(false);
  });

  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))(
    "%s as an id, question or option is an issue",
    (_, text) => {
      const input = {
        questions: [
          { id: text, question: "Name?", type: "Text" },
          { id: "b", question: text, type: "Text" },
          { id: "c", question: "Which?", type: "MultiChoice", options: ["a", text] },
        ],
      };
      expect(issuesOf(input)).toEqual([
        { code: "missing_field", path: ["questions", 0, "id"] },
        { code: "missing_field", path: ["questions", 1, "question"] },
        { code: "invalid_option", path: ["questions", 2, "options", 1] },
      ]);
    },
  );

  it("an invisible purpose is dropped", () => {
    const result = validateQuestionInput({
      questions: [{ id: "a", question: "Name?", type: "Text", purpose: "\u200b" }],
    });
    expect(result.ok && result.value.questions[0]).toEqual({
      id: "a",
      question: "Name?",
      type: "Text",
      required: true,
    });
  });

  it("an invisible Text answer is no answer", () => {
    const question = { id: "a", question: "Name?", type: "Text" as const, required: true };
    expect(toAnswer(question, "\u200b")).toEqual({ id: "a" });
    expect(validateAnswers([question], [{ id: "a", answer: "\u200b" }]).map(({ code }) => code)).toEqual([
      "unanswered",
    ]);
  });

  it("JSON text that starts with a byte-order mark parses", () => {
    const result = validateQuestionInput('\ufeff{"questions":[{"id":"a","question":"Name?","type":"Text"}]}');
    expect(result.ok).toBe(true);
  });
});
