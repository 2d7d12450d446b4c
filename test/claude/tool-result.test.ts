// ask_questions as a custom tool of the Claude Agent SDK (`tool()` in `createSdkMcpServer`): what
// the handler returns is read by a real MCP client from the SDK's own in-process server, as Claude
// Code reads it, and an image arrives as an image block (SPEC §16).
import { createSdkMcpServer, tool } from "@anthropic-ai/claude-agent-sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import { toAskQuestionsToolResult } from "../../src/claude/index.ts";
import { declineText, type QuestionOutput } from "../../src/protocol/index.ts";

const PNG = "iVBORw0KGgo=";
const output: QuestionOutput = {
  questions: [{ id: "screen", question: "Which screen is wrong?", type: "Text", required: true, attachments: {} }],
  answers: [
    {
      id: "screen",
      answer: "This one",
      attachments: [
        { name: "shot.png", mediaType: "image/png", size: 8, url: `data:image/png;base64,${PNG}` },
        { name: "spec.pdf", mediaType: "application/pdf", size: 5, url: "data:application/pdf;base64,JVBERi0=" },
        { name: "big.mov", mediaType: "video/quicktime", size: 9e7, url: "https://files.example.com/big.mov" },
      ],
    },
  ],
};

/** Calls ask_questions on the Agent SDK's server, whose handler returns the person's `answer`. */
async function callWith(answer: unknown) {
  const server = createSdkMcpServer({
    name: "questions",
    tools: [tool("ask_questions", "Ask the user", {}, async () => toAskQuestionsToolResult(answer) as never)],
  });
  const client = new Client({ name: "claude-code", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(clientSide), server.instance.connect(serverSide)]);
  try {
    return await client.callTool({ name: "ask_questions", arguments: {} });
  } finally {
    await client.close();
  }
}

describe("toAskQuestionsToolResult: ask_questions as a Claude Agent SDK custom tool (SPEC §16)", () => {
  it("sends the answers' JSON without the bytes, then the image as an image block, a PDF as an embedded resource, an upload as a link", async () => {
    const { content } = (await callWith(output)) as { content: Record<string, unknown>[] };
    const [text, image, pdf, link] = content;
    expect(JSON.parse(text?.text as string).answers[0].attachments).toEqual([
      { name: "shot.png", mediaType: "image/png", size: 8 },
      { name: "spec.pdf", mediaType: "application/pdf", size: 5 },
      { name: "big.mov", mediaType: "video/quicktime", size: 9e7, url: "https://files.example.com/big.mov" },
    ]);
    expect(image).toEqual({ type: "image", data: PNG, mimeType: "image/png" });
    expect(pdf).toEqual({
      type: "resource",
      resource: { uri: "attachment:spec.pdf", mimeType: "application/pdf", blob: "JVBERi0=" },
    });
    expect(link).toEqual({
      type: "resource_link",
      uri: "https://files.example.com/big.mov",
      name: "big.mov",
      mimeType: "video/quicktime",
    });
  });

  it("sends answers without files as their JSON text, and the decline as its text", async () => {
    const plain = { ...output, answers: [{ id: "screen", answer: "The login page" }] };
    expect((await callWith(plain)).content).toEqual([{ type: "text", text: JSON.stringify(plain) }]);
    expect((await callWith(declineText())).content).toEqual([{ type: "text", text: declineText() }]);
  });
});
