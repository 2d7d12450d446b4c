// Files in an answer reach the model as the AI SDK's own image and file parts (SPEC §16), through
// the real SDK: a host's route (`convertToModelMessages(messages, { tools })` into `streamText`)
// whose scripted `MockLanguageModelV3` records the prompt of its second call. Runs on AI SDK 6
// (`unit`) and 7 (`ai7`).
import { convertToModelMessages, type ModelMessage, streamText, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { askQuestions } from "../../src/ai-sdk/index.ts";
import { declineText, type QuestionOutput } from "../../src/protocol/index.ts";
import { storedCall } from "../support/aiSdkChat.tsx";
import { CALL } from "../support/modelCall.ts";

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;
type Prompt = Parameters<MockLanguageModelV3["doStream"]>[0]["prompt"];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

// A 1×1 PNG and a short PDF, as the form's data: URLs carry them.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PDF = "JVBERi0xLjQKJcTl8uXrCg==";
const input = {
  questions: [{ id: "screen", question: "Which screen is wrong?", type: "Text", attachments: { maxFiles: 3 } }],
};
const output: QuestionOutput = {
  questions: [
    { id: "screen", question: "Which screen is wrong?", type: "Text", required: true, attachments: { maxFiles: 3 } },
  ],
  answers: [
    {
      id: "screen",
      answer: "This one, the button overlaps",
      attachments: [
        { name: "shot.png", mediaType: "image/png", size: 70, url: `data:image/png;base64,${PNG}` },
        { name: "spec.pdf", mediaType: "application/pdf", size: 16, url: `data:application/pdf;base64,${PDF}` },
        { name: "big.png", mediaType: "image/png", size: 9_000_000, url: "https://files.example.com/big.png" },
      ],
    },
  ],
};

/**
 * A host's chat route (`POST` of `app/api/chat/route.ts`) called with the chat's messages: the
 * scripted model answers one line, and the prompt it received is returned.
 */
async function route(messages: UIMessage[], options: { passTools: boolean }): Promise<Prompt> {
  const prompts: Prompt[] = [];
  const model = new MockLanguageModelV3({
    // As the big providers' models say: an https file is fetched by the provider, not by the SDK.
    supportedUrls: { "*/*": [/^https:\/\//] },
    doStream: async ({ prompt }) => {
      prompts.push(prompt);
      const parts: StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "I see the overlap." },
        { type: "text-end", id: "t" },
        { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
      ];
      return {
        stream: new ReadableStream<StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  });
  const tools = { ask_questions: askQuestions };
  const result = streamText({
    model,
    tools,
    messages: await convertToModelMessages(messages, options.passTools ? { tools } : undefined),
  });
  expect(await result.text).toBe("I see the overlap.");
  expect(prompts).toHaveLength(1);
  return prompts[0] as Prompt;
}

/** The tool result's output in the prompt the model received (the last message). */
function toolOutputIn(prompt: Prompt) {
  const last = prompt.at(-1) as Extract<ModelMessage, { role: "tool" }>;
  expect(last.role).toBe("tool");
  const [result] = last.content as { type: string; toolCallId: string; output: { type: string; value: unknown } }[];
  expect(result?.type).toBe("tool-result");
  expect(result?.toolCallId).toBe(CALL);
  return result?.output as { type: string; value: unknown };
}

/** The bytes or URL of a media part, whichever shape this major of the SDK hands the provider. */
const payloadOf = (part: Record<string, unknown>) => JSON.stringify(part);

describe("ask_questions' answers with files reach the model as image and file parts (SPEC §16)", () => {
  it("the model's next call receives the image's bytes, the PDF's, and the uploaded image's URL, after the answers' JSON without the bytes", async () => {
    const prompt = await route([storedCall(input, output)], { passTools: true });
    const result = toolOutputIn(prompt);
    expect(result.type).toBe("content");
    const [text, ...files] = result.value as Record<string, unknown>[];
    expect(text?.type).toBe("text");
    // The answers as JSON: the typed text and every file by name, no byte of a data: URL.
    const json = JSON.parse(text?.text as string) as QuestionOutput;
    expect(json.answers[0]?.answer).toBe("This one, the button overlaps");
    expect(json.answers[0]?.attachments).toEqual([
      { name: "shot.png", mediaType: "image/png", size: 70 },
      { name: "spec.pdf", mediaType: "application/pdf", size: 16 },
      { name: "big.png", mediaType: "image/png", size: 9_000_000, url: "https://files.example.com/big.png" },
    ]);
    expect(text?.text).not.toContain(PNG);
    expect(text?.text).not.toContain(PDF);
    // One part per file, in answer order: the image's bytes, the PDF's, the upload's URL.
    expect(files).toHaveLength(3);
    expect(payloadOf(files[0] as Record<string, unknown>)).toContain(PNG);
    expect(payloadOf(files[0] as Record<string, unknown>)).toMatch(/image/);
    expect(payloadOf(files[1] as Record<string, unknown>)).toContain(PDF);
    expect(payloadOf(files[1] as Record<string, unknown>)).toContain("application/pdf");
    expect(payloadOf(files[2] as Record<string, unknown>)).toContain("https://files.example.com/big.png");
  });

  it("sends answers without files, and the decline, as before: the output as JSON, the decline as text", async () => {
    const plain: QuestionOutput = { ...output, answers: [{ id: "screen", answer: "The login page" }] };
    expect(toolOutputIn(await route([storedCall(input, plain)], { passTools: true }))).toEqual({
      type: "json",
      value: plain,
    });
    expect(toolOutputIn(await route([storedCall(input, declineText())], { passTools: true }))).toEqual({
      type: "text",
      value: declineText(),
    });
  });

  it("needs the route to pass tools to convertToModelMessages: without them the SDK sends the output as JSON, bytes and all", async () => {
    const result = toolOutputIn(await route([storedCall(input, output)], { passTools: false }));
    expect(result.type).toBe("json");
    expect(JSON.stringify(result.value)).toContain(PNG);
  });
});
