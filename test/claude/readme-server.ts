// A typecheck test (no runtime): the Node half of the README's "Claude Agent
// SDK" example, as written except that `socket` stands for a `ws` WebSocket.
// `npm run typecheck` fails if the bridge stops fitting the SDK's query options.
import { query } from "@anthropic-ai/claude-agent-sdk";
import { createAskUserQuestionBridge } from "../../src/claude/index.ts";

declare const socket: { send(text: string): void; on(event: "message", listener: (data: unknown) => void): void };

export function serve() {
  const bridge = createAskUserQuestionBridge({
    onAsk: (call) => socket.send(JSON.stringify({ type: "ask", call })),
    onAbort: (id) => socket.send(JSON.stringify({ type: "withdrawn", id })),
    // Your rules for every other tool (without otherTool, they are all denied).
    otherTool: async (toolName, input) =>
      toolName === "Read"
        ? { behavior: "allow" as const, updatedInput: input }
        : { behavior: "deny" as const, message: `${toolName} is not allowed here.` },
  });
  socket.on("message", async (data) => {
    const message = JSON.parse(String(data));
    if (message.type === "answer") bridge.resolve(message.id, message.result);
    if (message.type === "prompt") {
      for await (const event of query({ prompt: message.text, options: { canUseTool: bridge.canUseTool } }))
        socket.send(JSON.stringify({ type: "event", event }));
    }
  });
}
