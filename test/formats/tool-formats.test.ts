import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import { askUserQuestionFormat, fromAskUserQuestion } from "../../src/claude/index.ts";
import { requestUserInputFormat } from "../../src/formats/codex.ts";
import type { AnswerItem, QuestionOutput } from "../../src/protocol/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import { readStreamingQuestions } from "../../src/protocol/streaming.ts";

const claude = {
  questions: [
    {
      question: "Which plan?",
      header: "Plan",
      options: [
        { label: "Free", description: "" },
        { label: "Pro (Recommended)", description: "" },
      ],
      multiSelect: false,
    },
    {
      question: "Which extras?",
      header: "Extras",
      options: [
        { label: "A, B", description: "a label with the separator in it" },
        { label: "C", description: "" },
      ],
      multiSelect: true,
    },
    { question: "__proto__", header: "Odd", options: [], multiSelect: false },
  ],
};

/** What the form sends, read back from what the format stored: the same answers. */
function roundTrip(format: typeof askUserQuestionFormat, input: unknown, answers: AnswerItem[]) {
  const read = format.read(input);
  if (!read.ok) throw new Error("the input must read");
  const output: QuestionOutput = { questions: read.value.questions, answers };
  const stored = JSON.parse(JSON.stringify(format.write(input, answers, output)));
  return format.answered(input, stored)?.answers;
}

describe("askUserQuestionFormat", () => {
  it("reads a stored result back into the answers it was written from, Other texts and odd keys included", () => {
    const answers: AnswerItem[] = [
      { id: "q0", selected: ["Pro"] },
      { id: "q1", selected: ["A, B", "C", "my own"] },
      { id: "q2", answer: "text" },
    ];
    expect(roundTrip(askUserQuestionFormat, claude, answers)).toEqual(answers);
    const typed: AnswerItem[] = [{ id: "q0", selected: ["Enterprise"] }, { id: "q1", selected: ["C"] }, { id: "q2" }];
    expect(roundTrip(askUserQuestionFormat, claude, typed)).toEqual(typed);
  });

  it("reads no answer from a decline or a result without answers", () => {
    expect(askUserQuestionFormat.answered(claude, declineText())).toBeUndefined();
    expect(askUserQuestionFormat.answered(claude, { questions: claude.questions })).toBeUndefined();
    expect(askUserQuestionFormat.decline()).toBe(declineText());
  });

  it("makes callState read a stored result as answered, a decline as declined", () => {
    const stored = askUserQuestionFormat.write(claude, [{ id: "q0", selected: ["Free"] }], {
      questions: [],
      answers: [],
    });
    expect(callState("done", stored)).toEqual({ failed: true });
    const state = callState("done", stored, askUserQuestionFormat, claude);
    expect(state?.outcome?.kind === "answered" && state.outcome.output.answers[0]).toEqual({
      id: "q0",
      selected: ["Free"],
    });
    expect(callState("done", declineText(), askUserQuestionFormat, claude)).toEqual({ outcome: { kind: "declined" } });
  });
});

describe("requestUserInputFormat", () => {
  const codex = {
    questions: [
      { id: "env", header: "Env", question: "Where?", options: [{ label: "Prod", description: "" }] },
      { id: "token", header: "Token", question: "Token?", isSecret: true },
    ],
  };

  it("writes toRequestUserInputResponse and reads it back by id", () => {
    const answers: AnswerItem[] = [
      { id: "env", selected: ["Prod"] },
      { id: "token", answer: "s3cret" },
    ];
    const read = requestUserInputFormat.read(codex);
    if (!read.ok) throw new Error("the input must read");
    expect(requestUserInputFormat.write(codex, answers, { questions: read.value.questions, answers })).toEqual({
      answers: { env: { answers: ["Prod"] }, token: { answers: ["s3cret"] } },
    });
    expect(roundTrip(requestUserInputFormat, codex, answers)).toEqual(answers);
    expect(requestUserInputFormat.answered(codex, declineText())).toBeUndefined();
  });
});

describe("readStreamingQuestions with a format's reader", () => {
  const item = (question: string) => ({ question, header: "H", options: [], multiSelect: false });
  const faulty = { question: "Bad?", header: "H", options: 5, multiSelect: false };

  it("shows the complete questions before the first faulty one, so ids by position never shift", () => {
    const read = (input: unknown) => fromAskUserQuestion(input);
    const ready = (list: unknown[]) => readStreamingQuestions({ questions: list }, undefined, read).ready;
    expect(ready([item("One?"), item("Two?"), item("Thr")]).map((q) => q.id)).toEqual(["q0", "q1"]);
    expect(ready([item("One?"), faulty, item("Three?"), item("Fo")]).map((q) => q.id)).toEqual(["q0"]);
    expect(ready([faulty, item("Two?"), item("Th")])).toEqual([]);
  });
});
