import { describe, expect, it } from "vitest";
import { toAskUserQuestionResult } from "../../src/claude/index.ts";
import type { AnswerItem } from "../../src/protocol/index.ts";
import { counted } from "../support/counted.ts";

// Claude's writer found each question's answer by searching the answer list, and each chosen
// option's preview by searching the picks: quadratic in the questions and in the options. Measured
// as reads of the lists, never as time.

/** `questions` questions of `options` options each; only the last option has a preview. */
const request = (questions: number, options: number) => ({
  questions: Array.from({ length: questions }, (_, index) => ({
    question: `Question ${index}?`,
    header: "H",
    options: Array.from({ length: options }, (_, at) => ({
      label: `O${at}`,
      description: "",
      ...(at === options - 1 ? { preview: "the last" } : {}),
    })),
    multiSelect: true,
  })),
});

describe("toAskUserQuestionResult grows linearly", () => {
  it("reads each answer once: 1 / 10 / 100 questions, 1 / 10 / 100 reads", () => {
    const reads = [1, 10, 100].map((count) => {
      const answers = counted<AnswerItem>(
        Array.from({ length: count }, (_, index) => ({ id: `q${index}`, selected: ["O0"] })),
      );
      const result = toAskUserQuestionResult(request(count, 1), answers.list);
      expect(Object.keys(result.answers)).toHaveLength(count);
      return answers.reads();
    });
    expect(reads).toEqual([1, 10, 100]);
  });

  it("reads each pick a fixed number of times: 10 / 100 / 1,000 options all picked", () => {
    const reads = [10, 100, 1000].map((count) => {
      const labels = Array.from({ length: count }, (_, at) => `O${at}`);
      const selected = counted(labels);
      const result = toAskUserQuestionResult(request(1, count), [{ id: "q0", selected: selected.list }]);
      // The first chosen option with a preview gives it, as before.
      expect(result.annotations?.["Question 0?"]?.preview).toBe("the last");
      return selected.reads();
    });
    expect(reads[1]).toBe((reads[0] ?? 0) * 10);
    expect(reads[2]).toBe((reads[1] ?? 0) * 10);
  });
});
