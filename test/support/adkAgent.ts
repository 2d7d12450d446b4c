import {
  BaseLlm,
  type Event,
  FunctionTool,
  InMemoryRunner,
  LlmAgent,
  type LlmRequest,
  type LlmResponse,
} from "@google/adk";

/** The parts of a user message, as the runner takes them. */
type Parts = NonNullable<Parameters<InMemoryRunner["runAsync"]>[0]["newMessage"]["parts"]>;

// A real Google ADK agent (LlmAgent, FunctionTool with `requireConfirmation`, InMemoryRunner) on a
// scripted model: no network. The model's first reply calls the tools it is given; every later
// reply is text, so a turn that resumes a confirmation ends once the tool has answered.

/** A `BaseLlm` that answers from a script: the calls it was told to make, then "done". */
class ScriptedLlm extends BaseLlm {
  constructor(private readonly replies: LlmResponse[]) {
    super({ model: "scripted" });
  }
  async *generateContentAsync(_request: LlmRequest): AsyncGenerator<LlmResponse, void> {
    yield this.replies.shift() ?? { content: { role: "model", parts: [{ text: "done" }] } };
  }
  async connect(): Promise<never> {
    throw new Error("The scripted model has no live connection.");
  }
}

/** One tool call the model makes, and the payload the tool asks for with its confirmation (none: ADK's own ask). */
export interface ScriptedCall {
  name: string;
  args: Record<string, unknown>;
  payload?: Record<string, unknown>;
}

/**
 * An agent whose model calls `calls` in one turn, each a tool that needs confirmation. A call with a
 * `payload` asks for it the way ADK lets a host do (a before-tool callback's `requestConfirmation`);
 * `runs` records every time a tool really ran, with its arguments and the payload it was confirmed with.
 */
export async function confirmingAgent(calls: ScriptedCall[]) {
  const runs: { name: string; args: unknown; payload: unknown }[] = [];
  const tools = [...new Set(calls.map((call) => call.name))].map(
    (name) =>
      new FunctionTool({
        name,
        description: `The ${name} tool.`,
        requireConfirmation: true,
        execute: (args: unknown, context) => {
          runs.push({ name, args, payload: context?.toolConfirmation?.payload });
          return { ok: true };
        },
      }),
  );
  const model = new ScriptedLlm([
    {
      content: {
        role: "model",
        parts: calls.map((call, at) => ({ functionCall: { id: `call-${at}`, name: call.name, args: call.args } })),
      },
    },
  ]);
  const agent = new LlmAgent({
    name: "assistant",
    model,
    tools,
    beforeToolCallback: ({ tool, context }) => {
      const payload = calls.find((call) => call.name === tool.name)?.payload;
      if (!payload || context.toolConfirmation) return undefined;
      context.requestConfirmation({ hint: "Check the details before it runs.", payload });
      return { error: "This tool call needs confirmation." };
    },
  });
  const runner = new InMemoryRunner({ agent, appName: "confirmations" });
  const session = await runner.sessionService.createSession({ appName: "confirmations", userId: "person" });
  /** Runs one turn on the message's parts; its events, as the runner yielded them. */
  async function turn(parts: Parts): Promise<Event[]> {
    const events: Event[] = [];
    for await (const event of runner.runAsync({
      userId: "person",
      sessionId: session.id,
      newMessage: { role: "user", parts },
    }))
      events.push(event);
    return events;
  }
  return { runs, turn };
}
