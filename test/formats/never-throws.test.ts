import { describe, expect, it } from "vitest";
import { askUserQuestionFormat, fromAskUserQuestion } from "../../src/claude/index.ts";
import { fromRequestUserInput, requestUserInputFormat } from "../../src/formats/codex.ts";
import { askUserFormat, fromAskUser } from "../../src/formats/gemini.ts";
import { fromQuestionTool, openCodeQuestionFormat, toQuestionReply } from "../../src/formats/opencode.ts";
import { fromElicitation } from "../../src/mcp/index.ts";
import { readQuestionOutput } from "../../src/protocol/answers.ts";
import { validateAnswers, validateQuestionInput } from "../../src/protocol/index.ts";
import { hostileValues } from "../support/hostile.ts";

// Every reader documented "never throws" holds for any value, not only for JSON (SPEC §7): a review
// found askUserQuestionFormat.answered throwing on a Proxy that throws on access.

/** The places a hostile value can sit in a call's arguments or its stored result. */
const places = (value: unknown): unknown[] => [
  value,
  { questions: value },
  { questions: [value] },
  { questions: [{ question: "Q?", header: "H", options: value, multiSelect: false }] },
  { questions: [{ question: "Q?", header: "H", options: [value], multiSelect: false }] },
];
const fine = { questions: [{ id: "q0", question: "Q?", header: "H", type: "text", options: [], multiSelect: false }] };
const results = (value: unknown): unknown[] => [
  value,
  { questions: fine.questions, answers: value },
  { questions: value, answers: {} },
  { questions: fine.questions, answers: { "Q?": value } },
];

const readers: [string, (value: unknown) => unknown][] = [
  ["fromAskUserQuestion", (value) => fromAskUserQuestion(value)],
  ["fromRequestUserInput", fromRequestUserInput],
  ["fromAskUser", fromAskUser],
  ["fromElicitation", fromElicitation],
  ["fromQuestionTool", fromQuestionTool],
  ["toQuestionReply", (value) => toQuestionReply(value, [{ id: "q0", selected: ["x"] }])],
  ["validateQuestionInput", (value) => validateQuestionInput(value)],
  ["readQuestionOutput", readQuestionOutput],
  ["validateAnswers", (value) => validateAnswers([], value)],
];
const storedReaders: [string, (input: unknown, result: unknown) => unknown][] = [
  ["askUserQuestionFormat.answered", askUserQuestionFormat.answered],
  // Review defect 7: it threw on a revoked Proxy (docs/formats.md: stored-result readers never throw).
  ["askUserQuestionFormat.unanswered", (input, result) => askUserQuestionFormat.unanswered?.(input, result)],
  ["requestUserInputFormat.answered", requestUserInputFormat.answered],
  ["askUserFormat.answered", askUserFormat.answered],
  ["openCodeQuestionFormat.answered", openCodeQuestionFormat.answered],
];

describe.each(hostileValues().map(({ name }, index) => [name, index] as const))("%s", (_name, index) => {
  const value = () => (hostileValues()[index] as { value: unknown }).value;
  it.each(readers)("%s never throws on it, wherever it sits", (_reader, read) => {
    for (const place of places(value())) expect(() => read(place)).not.toThrow();
  });
  it.each(storedReaders)("%s never throws on it, in the call or in the stored result", (_reader, answered) => {
    for (const place of places(value())) expect(() => answered(place, { questions: [], answers: {} })).not.toThrow();
    for (const result of results(value())) expect(() => answered(fine, result)).not.toThrow();
  });
});
