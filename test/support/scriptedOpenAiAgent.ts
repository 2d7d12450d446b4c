// A real OpenAI Agents SDK run, offline: the agent's model is scripted (no network, no key), its
// one tool needs approval and counts its runs, and every request the model gets is kept.
import {
  Agent,
  type AgentInputItem,
  type Model,
  type ModelRequest,
  setTracingDisabled,
  tool,
  Usage,
} from "@openai/agents";
import { z } from "zod";

setTracingDisabled(true);

/** A tool call the scripted model makes (its id, the tool's name, the arguments), or its final text. */
type Output = { call: string; name?: string; args: Record<string, unknown> } | { text: string };

/** What the scripted model answers on a turn: one output, or several (tool calls side by side). */
export type Turn = Output | Output[];

/** One output as the SDK's item: an assistant message, or a function call. */
function toItem(output: Output) {
  return "text" in output
    ? {
        type: "message" as const,
        role: "assistant" as const,
        status: "completed" as const,
        content: [{ type: "output_text" as const, text: output.text }],
      }
    : {
        type: "function_call" as const,
        callId: output.call,
        name: output.name ?? "send_email",
        arguments: JSON.stringify(output.args),
        status: "completed" as const,
      };
}

/** The model's turns in order; it records every request it gets. */
export class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly turns: Turn[]) {}

  async getResponse(request: ModelRequest) {
    this.requests.push(request);
    const turn = this.turns.shift();
    if (!turn) throw new Error("The scripted model has no more turns.");
    return { usage: new Usage(), output: [turn].flat().map(toItem) };
  }

  // biome-ignore lint/correctness/useYield: the runs here never stream
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error("Not streamed here.");
  }

  /** The tool results the model was sent, by call id: what the agent is told of each call. */
  toolResults(): Record<string, unknown> {
    const results: Record<string, unknown> = {};
    for (const { input } of this.requests)
      for (const item of (Array.isArray(input) ? input : []) as AgentInputItem[])
        if (item.type === "function_call_result") results[item.callId] = item.output;
    return results;
  }
}

/** An agent whose `send_email` tool needs approval; `sent` lists each email the tool really sent. */
export function emailAgent(turns: Turn[]) {
  const model = new ScriptedModel(turns);
  const sent: { to: string; subject: string }[] = [];
  const sendEmail = tool({
    name: "send_email",
    description: "Sends an email.",
    parameters: z.object({ to: z.string(), subject: z.string() }),
    needsApproval: true,
    execute: async (args) => {
      sent.push(args);
      return `Sent to ${args.to}.`;
    },
  });
  const agent = new Agent({ name: "Mailer", instructions: "Send what you are asked to.", model, tools: [sendEmail] });
  return { agent, model, sent };
}
