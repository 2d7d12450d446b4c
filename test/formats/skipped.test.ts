import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { type ElicitRequestFormParams, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { fromAskUserQuestion, toAskUserQuestionResult } from "../../src/claude/index.ts";
import { fromRequestUserInput, toRequestUserInputResponse } from "../../src/formats/codex.ts";
import { fromAskUser, toAskUserResult } from "../../src/formats/gemini.ts";
import { fromElicitation, toElicitResult } from "../../src/mcp/index.ts";
import {
  type AnswerItem,
  isSkipped,
  type QuestionItem,
  toAnswer,
  validateAnswers,
  validateQuestionInput,
  withSkip,
} from "../../src/protocol/index.ts";

// Per-question Skip (SPEC §14): the answer item says `skipped`, apart from an item only left blank
// and from a MultiChoice that chose nothing; each format writes it in its own words.

const batch = validateQuestionInput({
  questions: [
    { id: "name", question: "Project name?", type: "Text", required: false },
    { id: "extras", question: "Which extras?", type: "MultiChoice", options: ["CI", "Docker"], required: false },
    { id: "git", question: "Initialise git?", type: "YesNo" },
  ],
});
if (!batch.ok) throw new Error("the batch is valid");
const [name, extras, git] = batch.value.questions as [QuestionItem, QuestionItem, QuestionItem];

describe("a skipped item in the protocol", () => {
  it("withSkip drops the payload and keeps the note; a required question cannot be skipped", () => {
    expect(withSkip(name, toAnswer(name, "half typed"))).toEqual({ id: "name", skipped: true });
    expect(withSkip(extras, { id: "extras", selected: ["CI"], note: "later" })).toEqual({
      id: "extras",
      skipped: true,
      note: "later",
    });
    expect(withSkip(git, { id: "git", answer: "Yes" })).toEqual({ id: "git", answer: "Yes" });
  });

  it("tells skipped from chose nothing and from left blank", () => {
    expect(isSkipped({ id: "extras", skipped: true })).toBe(true);
    expect(isSkipped(toAnswer(extras, []))).toBe(false);
    expect(toAnswer(extras, [])).toEqual({ id: "extras", selected: [] });
    expect(isSkipped({ id: "name" })).toBe(false);
  });

  it("validateAnswers accepts a skipped optional question and refuses a skipped required one or a skip with an answer", () => {
    const answers: AnswerItem[] = [
      { id: "name", skipped: true },
      { id: "extras", skipped: true },
      { id: "git", answer: "No" },
    ];
    expect(validateAnswers(batch.value.questions, answers)).toEqual([]);
    const codes = (items: unknown) =>
      validateAnswers(batch.value.questions, items).map(({ code, path }) => [code, path]);
    expect(codes([{ id: "git", skipped: true }])).toEqual([["unanswered", ["answers", 0]]]);
    expect(
      codes([
        { id: "git", answer: "No" },
        { id: "name", skipped: true, answer: "x" },
      ]),
    ).toEqual([["wrong_payload", ["answers", 1, "answer"]]]);
    expect(
      codes([
        { id: "git", answer: "No" },
        { id: "extras", skipped: "yes" },
      ]),
    ).toEqual([["wrong_payload", ["answers", 1, "skipped"]]]);
  });
});

describe("a skipped question in each format's words", () => {
  it("Claude: no answer, annotated { unanswered: 'skipped' }, its note kept", () => {
    const input = {
      questions: [
        {
          question: "Which extras?",
          header: "Extras",
          multiSelect: true,
          options: [
            { label: "CI", description: "A workflow" },
            { label: "Docker", description: "An image" },
          ],
        },
      ],
    };
    const read = fromAskUserQuestion(input, { optional: true });
    if (!read.ok) throw new Error("readable");
    const id = read.value.questions[0]?.id as string;
    expect(toAskUserQuestionResult(input, [{ id, skipped: true, note: "not now" }])).toEqual({
      questions: input.questions,
      answers: {},
      annotations: { "Which extras?": { notes: "not now", unanswered: "skipped" } },
    });
  });

  it("MCP: the property is left out, a multi-select's too (an empty list would be 'chose nothing')", async () => {
    const params = {
      mode: "form",
      message: "Set up",
      requestedSchema: {
        type: "object",
        properties: {
          owner: { type: "string" },
          extras: { type: "array", items: { type: "string", enum: ["ci", "docker"] } },
          private: { type: "boolean" },
        },
        required: ["private"],
      },
    } as const;
    const read = fromElicitation(params);
    if (!read.ok || read.value.mode !== "form") throw new Error("a form");
    expect(read.value.questions.map((question) => question.required)).toEqual([false, false, true]);
    const answers: AnswerItem[] = [
      { id: "owner", skipped: true },
      { id: "extras", skipped: true },
      { id: "private", answer: "Yes" },
    ];
    expect(validateAnswers(read.value.questions, answers)).toEqual([]);
    const result = toElicitResult(params, answers);
    expect(result).toEqual({ action: "accept", content: { private: true } });
    // The real SDK's server checks the content against its schema.
    const server = new Server({ name: "repo-bot", version: "1.0.0" }, { capabilities: {} });
    const client = new Client({ name: "chat", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async () => result);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
    try {
      const { mode: _mode, ...request } = params;
      await expect(server.elicitInput(request as unknown as ElicitRequestFormParams)).resolves.toEqual({
        action: "accept",
        content: { private: true },
      });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it("Codex: an empty answers list, its one word for no answer", () => {
    const read = fromRequestUserInput({
      questions: [{ id: "name", header: "Name", question: "Project name?", isOther: false, isSecret: false }],
    });
    if (!read.ok) throw new Error("readable");
    expect(toRequestUserInputResponse([{ id: "name", skipped: true }])).toEqual({ answers: { name: { answers: [] } } });
  });

  it("Gemini CLI: the question is absent, as Gemini CLI sends only what was answered", () => {
    const input = {
      questions: [
        { question: "Project name?", header: "Name", type: "text" },
        { question: "Initialise git?", header: "Git", type: "yesno" },
      ],
    };
    const read = fromAskUser(input);
    if (!read.ok) throw new Error("readable");
    expect(
      toAskUserResult(input, [
        { id: "q0", skipped: true },
        { id: "q1", answer: "Yes" },
      ]),
    ).toEqual({ answers: { "1": "Yes" } });
  });
});
