import { describe, expect, it } from "vitest";
import { fromInterrupts, toResume } from "../../src/ag-ui/index.ts";
import { askUserQuestionFormat, declineAskUserQuestion } from "../../src/claude/index.ts";
import { requestUserInputFormat } from "../../src/formats/codex.ts";
import { askUserFormat } from "../../src/formats/gemini.ts";
import { openCodeQuestionFormat } from "../../src/formats/opencode.ts";
import { fromInterrupt, type InterruptQuestionsRead, interruptWriters } from "../../src/langgraph/index.ts";
import { elicitationWriters } from "../../src/mcp/index.ts";
import {
  declineText,
  dismissedText,
  expiredText,
  type QuestionOutcome,
  type QuestionOutcomeKind,
  type QuestionOutput,
  type QuestionToolFormat,
  readOutcome,
  replyText,
  toOutcomeResult,
} from "../../src/protocol/index.ts";
import { claudeOneQuestion } from "../support/claudeCall.ts";

// SPEC §14: every way a call ends is one typed outcome, and each format writes each outcome in its
// agent's own words. One test per cell of docs/formats.md's outcome table: the value written, and
// (for the tool formats) the outcome read back from it after a reload. No outcome is an empty answer set.

const KINDS: QuestionOutcomeKind[] = ["answered", "declined", "dismissed", "expired", "replied"];

/** One outcome of each kind, answering the single question `q0` with `answer`. */
function outcomeOf(kind: QuestionOutcomeKind, output: QuestionOutput): QuestionOutcome {
  if (kind === "answered") return { kind, output };
  if (kind === "replied") return { kind, text: "Use Postgres, and ask me about the schema later" };
  return { kind };
}
const REPLY = "Use Postgres, and ask me about the schema later";

/** The read of a format's arguments, as the form shows them, answered with the first option. */
function answeredOutput(format: QuestionToolFormat | undefined, input: unknown): QuestionOutput {
  const read = (
    format?.read ?? (() => ({ ok: true as const, value: input as { questions: QuestionOutput["questions"] } }))
  )(input);
  if (!read.ok) throw new Error("the fixture reads");
  const [question] = read.value.questions;
  if (!question) throw new Error("the fixture has a question");
  const answer =
    question.type === "Text" ? { id: question.id, answer: "Postgres" } : { id: question.id, selected: ["Postgres"] };
  return { questions: read.value.questions, answers: [answer] };
}

const askQuestions = {
  questions: [
    {
      id: "q0",
      question: "Which database?",
      type: "SingleChoice",
      options: ["Postgres", "SQLite"],
      recommended: "Postgres",
      required: true,
      allowOther: false,
    },
  ],
};
const claude = claudeOneQuestion;
const codex = {
  questions: [
    {
      id: "q0",
      header: "DB",
      question: "Which database?",
      options: [
        { label: "Postgres", description: "a server" },
        { label: "SQLite", description: "a file" },
      ],
    },
  ],
};
const gemini = {
  questions: [
    {
      question: "Which database?",
      header: "DB",
      type: "choice",
      options: [
        { label: "Postgres", description: "a server" },
        { label: "SQLite", description: "a file" },
      ],
    },
  ],
};
const opencode = {
  questions: [
    {
      question: "Which database?",
      header: "DB",
      options: [
        { label: "Postgres (Recommended)", description: "a server" },
        { label: "SQLite", description: "a file" },
      ],
    },
  ],
};

const CLAUDE_UNANSWERED = (why: string) => ({
  questions: claude.questions,
  answers: {},
  annotations: { "Which database?": { unanswered: why } },
});

/**
 * Each tool format's row: what each outcome writes, and the outcome it reads back as (a format with
 * one word for several ends reads them back as that word's outcome).
 */
const rows: {
  name: string;
  format: QuestionToolFormat | undefined;
  input: unknown;
  written: Record<Exclude<QuestionOutcomeKind, "answered">, unknown> & {
    answered: (output: QuestionOutput) => unknown;
  };
  readBack: Partial<Record<QuestionOutcomeKind, QuestionOutcomeKind>>;
}[] = [
  {
    name: "ask_questions",
    format: undefined,
    input: askQuestions,
    written: {
      answered: (output) => output,
      declined: declineText(),
      dismissed: dismissedText(),
      expired: expiredText(),
      replied: replyText(REPLY),
    },
    readBack: {},
  },
  {
    name: "Claude AskUserQuestion",
    format: askUserQuestionFormat,
    input: claude,
    written: {
      answered: () => ({ questions: claude.questions, answers: { "Which database?": "Postgres" } }),
      declined: declineText(),
      dismissed: CLAUDE_UNANSWERED("dismissed"),
      expired: { ...CLAUDE_UNANSWERED("dismissed"), afkTimeoutMs: 90_000 },
      replied: { ...CLAUDE_UNANSWERED("replied_in_chat"), response: REPLY },
    },
    readBack: {},
  },
  {
    name: "Codex request_user_input",
    format: requestUserInputFormat,
    input: codex,
    written: {
      answered: () => ({ answers: { q0: { answers: ["Postgres"] } } }),
      declined: declineText(),
      dismissed: dismissedText(),
      expired: expiredText(),
      replied: replyText(REPLY),
    },
    readBack: {},
  },
  {
    name: "Gemini CLI ask_user",
    format: askUserFormat,
    input: gemini,
    written: {
      answered: () => ({ answers: { "0": "Postgres" } }),
      declined: "User dismissed ask_user dialog without answering.",
      dismissed: "User dismissed ask_user dialog without answering.",
      expired: expiredText(),
      replied: replyText(REPLY),
    },
    readBack: { dismissed: "declined" },
  },
  {
    name: "OpenCode question",
    format: openCodeQuestionFormat,
    input: opencode,
    written: {
      answered: () => ({ answers: [["Postgres (Recommended)"]] }),
      declined: "The user dismissed this question",
      dismissed: "The user dismissed this question",
      expired: expiredText(),
      replied: replyText(REPLY),
    },
    readBack: { dismissed: "declined" },
  },
];

describe.each(rows)("$name: every outcome in its own words", ({ format, input, written, readBack }) => {
  const output = answeredOutput(format, input);
  it.each(KINDS)("%s", (kind) => {
    const outcome = outcomeOf(kind, output);
    const result = toOutcomeResult(outcome, { format, input, afkTimeoutMs: 90_000 });
    const expected = kind === "answered" ? written.answered(output) : written[kind];
    expect(result).toEqual(expected);
    // Never an empty answer set for "no answer": no text of one, no object whose answers are all absent.
    if (kind !== "answered") expect(readOutcome(result, { format, input })?.kind).not.toBe("answered");
    // Read back after a reload (a kit may store it as JSON text: the same outcome).
    const back = readOutcome(result, { format, input });
    expect(back?.kind).toBe(readBack[kind] ?? kind);
    if (typeof result !== "string")
      expect(readOutcome(JSON.stringify(result), { format, input })?.kind).toBe(back?.kind);
    if (kind === "replied") expect(back).toEqual({ kind: "replied", text: REPLY });
    if (kind === "answered") expect(back).toEqual({ kind: "answered", output });
  });
});

describe("Claude's canUseTool bridge speaks the same words", () => {
  it("a decline is a deny with the decline text", () => {
    expect(declineAskUserQuestion()).toEqual({ behavior: "deny", message: declineText() });
  });
});

describe("MCP elicitation: accept, decline or cancel", () => {
  const params = {
    message: "Pick a database",
    requestedSchema: {
      type: "object",
      properties: {
        db: { type: "string", title: "Which database?", enum: ["pg", "sqlite"], enumNames: ["Postgres", "SQLite"] },
      },
      required: ["db"],
    },
  };
  const output: QuestionOutput = { questions: [], answers: [{ id: "db", selected: ["Postgres"] }] };
  const expected: Record<QuestionOutcomeKind, unknown> = {
    answered: { action: "accept", content: { db: "pg" } },
    declined: { action: "decline" },
    replied: { action: "decline" },
    dismissed: { action: "cancel" },
    expired: { action: "cancel" },
  };
  it.each(KINDS)("%s", (kind) => {
    expect(toOutcomeResult(outcomeOf(kind, output), { input: params, format: elicitationWriters })).toEqual(
      expected[kind],
    );
  });
});

describe("LangGraph interrupt(): the value in the words of the reader that read it", () => {
  // The one writer, with the writers of the reader that read the interrupt (SPEC §17).
  const toInterruptOutcome = (read: InterruptQuestionsRead, outcome: QuestionOutcome) =>
    toOutcomeResult(outcome, { input: read.request, format: interruptWriters(read) });
  const read = (value: unknown) => {
    const got = fromInterrupt(value);
    if (!got.ok || got.value.kind !== "questions") throw new Error("a question interrupt");
    return got.value as InterruptQuestionsRead;
  };
  it.each(KINDS)("%s, for an ask_questions batch and a Claude AskUserQuestion", (kind) => {
    const batch = read(askQuestions);
    const output: QuestionOutput = { questions: batch.questions, answers: [{ id: "q0", selected: ["Postgres"] }] };
    const expected = rows[0]?.written;
    if (!expected) throw new Error("the ask_questions row");
    expect(toInterruptOutcome(batch, outcomeOf(kind, output))).toEqual(kind === "answered" ? output : expected[kind]);
    const asked = read(claude);
    const written = toInterruptOutcome(asked, outcomeOf(kind, answeredOutput(askUserQuestionFormat, claude)));
    expect(readOutcome(written, { format: askUserQuestionFormat, input: claude })?.kind).toBe(kind);
  });
  it.each(KINDS)("%s, for an MCP-style requestedSchema", (kind) => {
    const asked = read({
      message: "Pick a database",
      requestedSchema: { type: "object", properties: { db: { type: "string", enum: ["pg", "sqlite"] } } },
    });
    const written = toInterruptOutcome(
      asked,
      outcomeOf(kind, { questions: [], answers: [{ id: "db", selected: ["pg"] }] }),
    );
    expect(written).toEqual(
      {
        answered: { action: "accept", content: { db: "pg" } },
        declined: { action: "decline" },
        replied: { action: "decline" },
      }[kind as "answered"] ?? { action: "cancel" },
    );
  });
});

describe("AG-UI interrupts: resolved with the payload, or cancelled", () => {
  const interrupts = [
    {
      id: "int-1",
      reason: "input_required",
      message: "Pick a database",
      responseSchema: {
        type: "object",
        properties: { db: { type: "string", enum: ["pg", "sqlite"] } },
        required: ["db"],
      },
    },
  ];
  const read = fromInterrupts(interrupts);
  if (!read.ok) throw new Error("the interrupt reads");
  it("answered: resolved, with the payload its schema describes", () => {
    expect(toResume(read.value, { action: "accept", answers: { "int-1": [{ id: "db", selected: ["pg"] }] } })).toEqual([
      { interruptId: "int-1", status: "resolved", payload: { db: "pg" } },
    ]);
  });
  it("skipped, dismissed, replied: every interrupt cancelled, no payload (AG-UI's one word)", () => {
    expect(toResume(read.value, "cancel")).toEqual([{ interruptId: "int-1", status: "cancelled" }]);
  });
});
