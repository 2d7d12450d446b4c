// A host's chat route on AI SDK 7 whose approvals are decided per call (`toolApproval` on
// `streamText`, SPEC §15), called in-process through the real `DefaultChatTransport`; a scripted
// `MockLanguageModelV3` is the model. AI SDK 7 only (`*.ai7.*`: typechecked against it alone, used
// by the ai7 projects' tests).
import {
  convertToModelMessages,
  DefaultChatTransport,
  streamText,
  type ToolApprovalConfiguration,
  tool,
  type UIMessage,
} from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { z } from "zod";

type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

export const CALL = "call_1";
export const TOOL = "delete_files";
export const input = { paths: ["build/", "tmp/cache.db"] };

/** What the model answers on one call: the tool call, or a line of text. */
function partsOf(turn: "call" | { text: string }): StreamPart[] {
  const body: StreamPart[] =
    turn === "call"
      ? [{ type: "tool-call", toolCallId: CALL, toolName: TOOL, input: JSON.stringify(input) }]
      : [
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: turn.text },
          { type: "text-end", id: "t" },
        ];
  const reason = turn === "call" ? "tool-calls" : "stop";
  return [
    { type: "stream-start", warnings: [] },
    ...body,
    { type: "finish", finishReason: { unified: reason, raw: reason }, usage },
  ];
}

/** The route's tools: `delete_files`, which records every run in `runs`. */
function routeTools(runs: string[][]) {
  return {
    [TOOL]: tool({
      description: "Deletes files",
      inputSchema: z.object({ paths: z.array(z.string()) }),
      execute: async ({ paths }: { paths: string[] }) => {
        runs.push(paths);
        return { deleted: paths.length };
      },
    }),
  };
}

/** The `toolApproval` the route is given: a map of tool name → status or function, or one function. */
export type RouteToolApproval = ToolApprovalConfiguration<ReturnType<typeof routeTools>, unknown>;

/**
 * The route: `streamText` with `toolApproval` and a secret that signs each approval request (a request
 * whose signature comes back changed is refused). The model calls the tool, then answers "Done." on
 * every later call. `runs` has every run of the tool; `errors` every error `streamText` met (the chat
 * itself only sees "An error occurred.").
 */
export function toolApprovalRoute(toolApproval: RouteToolApproval) {
  const runs: string[][] = [];
  const errors: unknown[] = [];
  const tools = routeTools(runs);
  const model = new MockLanguageModelV3({
    doStream: async () => {
      const turn = model.doStreamCalls.length === 1 ? "call" : { text: "Done." };
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          for (const part of partsOf(turn)) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  });
  async function post(request: Request): Promise<Response> {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    const result = streamText({
      model,
      tools,
      toolApproval,
      experimental_toolApprovalSecret: "route secret",
      messages: await convertToModelMessages(messages),
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    return result.toUIMessageStreamResponse();
  }
  const transport = new DefaultChatTransport<UIMessage>({
    api: "http://app.invalid/api/chat",
    fetch: async (url, init) => post(new Request(url, init)),
  });
  return { model, runs, errors, transport };
}

/** The tool result for the call as the model was handed it on its `call`-th call (1-based). */
export function toolResultSeen(model: MockLanguageModelV3, call: number) {
  return (model.doStreamCalls[call - 1]?.prompt ?? [])
    .filter((message) => message.role === "tool")
    .flatMap((message) => message.content)
    .find((part) => part.type === "tool-result" && part.toolCallId === CALL);
}
