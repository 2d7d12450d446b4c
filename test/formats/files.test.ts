import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { type ElicitRequestFormParams, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { fromInterrupts, toResume } from "../../src/formats/agui.ts";
import { fromAskUserQuestion } from "../../src/formats/claude.ts";
import { fromRequestUserInput } from "../../src/formats/codex.ts";
import { fromAskUser } from "../../src/formats/gemini.ts";
import { fromInterrupt } from "../../src/formats/langgraph.ts";
import { fromQuestionTool } from "../../src/formats/opencode.ts";
import { readSchemaQuestions } from "../../src/formats/schemaQuestions.ts";
import { fromElicitation, toElicitResult } from "../../src/mcp/index.ts";
import {
  type AnswerItem,
  type QuestionItem,
  type QuestionOutput,
  toOutcomeResult,
  validateAnswers,
} from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";
import gemini from "../support/fixtures/gemini.json";
import opencode from "../support/fixtures/opencode.json";

// Files reach the agent in each format's own words (SPEC §16): MCP and AG-UI file fields read as
// Text questions with attachments and are written back as data: URLs (or bare base64); a format with
// no place for files never offers them.

const PNG = "iVBORw0KGgo=";
const shot = { name: "shot 1.png", mediaType: "image/png", size: 8, url: `data:image/png;base64,${PNG}` };
const pdf = { name: "spec.pdf", mediaType: "application/pdf", size: 6, url: "data:application/pdf;base64,JVBERi0=" };

const schema = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  properties,
  required,
});
const elicitation = (properties: Record<string, unknown>, required: string[] = []) => ({
  mode: "form",
  message: "Show me",
  requestedSchema: schema(properties, required),
});
function questionsOf(params: unknown): QuestionItem[] {
  const read = fromElicitation(params);
  if (!read.ok || read.value.mode !== "form") throw new Error(JSON.stringify(read));
  return read.value.questions;
}

describe("MCP elicitation: a field marked as a file (SPEC §16, SEP-2631)", () => {
  const fields = {
    // SEP-2631's draft marker on a URI string: its accept and maxSize are the question's.
    screenshot: {
      type: "string",
      format: "uri",
      title: "Screenshot",
      "x-mcp-file": { accept: ["image/png", "image/jpeg", ".png"], maxSize: 1_000_000 },
    },
    // JSON Schema's own words: the file's type, its value a data: URL.
    logo: { type: "string", contentMediaType: "image/svg+xml" },
    // Bare base64 of the bytes.
    report: { type: "string", contentMediaType: "application/pdf", contentEncoding: "base64" },
    // Several files: maxFiles from maxItems.
    photos: { type: "array", items: { type: "string", contentMediaType: "image/*" }, maxItems: 3 },
  };

  it("reads each as a Text question with attachments: accept from the marker or contentMediaType, one file per string, maxItems for an array", () => {
    const questions = questionsOf(elicitation(fields, ["screenshot"]));
    expect(
      questions.map(({ id, type, required, attachments, input }) => ({ id, type, required, attachments, input })),
    ).toEqual([
      {
        id: "screenshot",
        type: "Text",
        required: true,
        attachments: { accept: ["image/png", "image/jpeg"], maxBytes: 1_000_000, maxFiles: 1 },
        input: undefined,
      },
      {
        id: "logo",
        type: "Text",
        required: false,
        attachments: { accept: ["image/svg+xml"], maxFiles: 1 },
        input: undefined,
      },
      {
        id: "report",
        type: "Text",
        required: false,
        attachments: { accept: ["application/pdf"], maxFiles: 1 },
        input: undefined,
      },
      {
        id: "photos",
        type: "Text",
        required: false,
        attachments: { accept: ["image/*"], maxFiles: 3 },
        input: undefined,
      },
    ]);
  });

  it("writes each file as the field's value: a data: URL with its name, bare base64, or an array of data: URLs", () => {
    const params = elicitation(fields, ["screenshot"]);
    const answers: AnswerItem[] = [
      { id: "screenshot", answer: "the header", attachments: [shot] },
      {
        id: "logo",
        attachments: [
          { ...shot, name: "logo.svg", mediaType: "image/svg+xml", url: "data:image/svg+xml;base64,PHN2Zy8+" },
        ],
      },
      { id: "report", attachments: [pdf] },
      { id: "photos", attachments: [shot, { ...shot, name: "b.png" }] },
    ];
    expect(validateAnswers(questionsOf(params), answers)).toEqual([]);
    expect(toElicitResult(params, answers)).toEqual({
      action: "accept",
      content: {
        screenshot: `data:image/png;name=shot%201.png;base64,${PNG}`,
        logo: "data:image/svg+xml;name=logo.svg;base64,PHN2Zy8+",
        report: "JVBERi0=",
        photos: [`data:image/png;name=shot%201.png;base64,${PNG}`, `data:image/png;name=b.png;base64,${PNG}`],
      },
    });
    // A file left out is a field left out.
    expect(toElicitResult(params, [{ id: "screenshot", attachments: [shot] }])).toEqual({
      action: "accept",
      content: { screenshot: `data:image/png;name=shot%201.png;base64,${PNG}` },
    });
  });

  it("reaches the client only where the SDK passes the marker on: the MCP TypeScript SDK 1.x drops it, and the field asks for text", async () => {
    const server = new Server({ name: "bug-bot", version: "1.0.0" }, { capabilities: {} });
    const client = new Client({ name: "chat", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
    const seen: QuestionItem[][] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      seen.push(questionsOf(request.params));
      return toElicitResult(request.params, [{ id: "screenshot", answer: "https://example.com/shot.png" }]);
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
    try {
      const result = await server.elicitInput({
        message: "Which screen is wrong?",
        requestedSchema: schema(
          { screenshot: { type: "string", format: "uri", "x-mcp-file": { accept: ["image/png"] } } },
          ["screenshot"],
        ) as ElicitRequestFormParams["requestedSchema"],
      });
      // No file offered where none can be sent: the SDK's schema keeps only the keywords it knows.
      expect(seen[0]?.[0]).toMatchObject({ type: "Text", input: { kind: "url" } });
      expect(seen[0]?.[0]?.attachments).toBeUndefined();
      expect(result).toEqual({ action: "accept", content: { screenshot: "https://example.com/shot.png" } });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it("reads a tool's own input schema in the approval editor as text: the file the model sent comes back unchanged", () => {
    const read = readSchemaQuestions(
      schema({ logo: { type: "string", contentMediaType: "image/png", default: "data:x" } }),
    );
    expect(read.ok && read.value.questions[0]?.attachments).toBeUndefined();
  });
});

describe("AG-UI: a responseSchema string with contentMediaType (SPEC §16)", () => {
  it("reads as a Text question with attachments, and resumes with the file as a data: URL", () => {
    const read = fromInterrupts([
      {
        id: "int-shot",
        reason: "input_required",
        message: "Which screen is wrong?",
        responseSchema: schema({ screenshot: { type: "string", contentMediaType: "image/png" } }, ["screenshot"]),
      },
    ]);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.value.items[0]?.questions).toEqual([
      {
        id: "screenshot",
        question: "screenshot",
        type: "Text",
        required: true,
        attachments: { accept: ["image/png"], maxFiles: 1 },
      },
    ]);
    expect(
      toResume(read.value, { action: "accept", answers: { "int-shot": [{ id: "screenshot", attachments: [shot] }] } }),
    ).toEqual([
      {
        interruptId: "int-shot",
        status: "resolved",
        payload: { screenshot: `data:image/png;name=shot%201.png;base64,${PNG}` },
      },
    ]);
  });
});

describe("a format with no place for files never offers them (SPEC §16)", () => {
  // Each reader's own input, with an `attachments` field slipped onto every question: still none.
  const withAttachments = (input: { questions: object[] }) => ({
    ...input,
    questions: input.questions.map((question) => ({ ...question, attachments: { accept: ["image/*"] } })),
  });
  const noFiles = (read: { ok: boolean; value?: { questions: QuestionItem[] } }) => {
    expect(read.ok).toBe(true);
    expect(read.value?.questions.length).toBeGreaterThan(0);
    expect(read.value?.questions.filter((question) => question.attachments)).toEqual([]);
  };

  it("Claude's AskUserQuestion (canUseTool answers with JSON text only)", () => {
    noFiles(fromAskUserQuestion(withAttachments(fixtures.claude_ask_user_question.input)));
  });
  it("Codex's request_user_input", () => {
    noFiles(fromRequestUserInput(withAttachments(fixtures.codex_request_user_input.input)));
  });
  it("Gemini CLI's ask_user", () => {
    noFiles(fromAskUser(withAttachments(gemini.input)));
  });
  it("OpenCode's question tool", () => {
    noFiles(fromQuestionTool(withAttachments(opencode.input)));
  });
  it("LangChain's human-in-the-loop review: its edit form reads a file argument as text", () => {
    const read = fromInterrupt({
      actionRequests: [{ name: "upload", args: { logo: "data:image/png;base64,AA==" } }],
      reviewConfigs: [
        {
          actionName: "upload",
          allowedDecisions: ["approve", "edit"],
          argsSchema: schema({ logo: { type: "string", contentMediaType: "image/png" } }),
        },
      ],
    });
    expect(read.ok && read.value.kind).toBe("review");
    expect(JSON.stringify(read)).not.toContain("attachments");
  });
});

describe("ask_questions' own output (SPEC §16)", () => {
  it("keeps each answer's files as the form sent them", () => {
    const output: QuestionOutput = {
      questions: [{ id: "screen", question: "Which?", type: "Text", required: true, attachments: { maxFiles: 2 } }],
      answers: [{ id: "screen", attachments: [shot, pdf] }],
    };
    expect(toOutcomeResult({ kind: "answered", output })).toEqual(output);
    expect(validateAnswers(output.questions, output.answers)).toEqual([]);
  });
});
