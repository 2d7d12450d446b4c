import * as client0 from "@ag-ui/client";
import * as client1 from "ag-ui-client1";
import { Observable } from "rxjs";

/** The two `@ag-ui/client` versions the entry supports: CopilotKit 1.74's 0.0.59, and 1.0. */
export const CLIENTS = [
  ["@ag-ui/client 0.0.59", client0],
  ["@ag-ui/client 1.0.0", client1],
] as const;

export type Client = (typeof CLIENTS)[number][1];
type Event = Record<string, unknown> & { type: string };
type Input = client0.RunAgentInput;

/**
 * An AG-UI agent with no server and no model, on the real client's
 * `AbstractAgent` (either version): each run records its input (a deep copy of
 * what the client sent) and streams the events `script` gives for it, with
 * the run's own thread and run ids.
 */
export function scriptedAgent(
  client: Client,
  script: (run: number, input: Input) => Event[],
  config: client0.AgentConfig = { threadId: "thread-7" },
) {
  // Both versions' AbstractAgent, as one constructor: the scripted agent only overrides `run`.
  const Base = client.AbstractAgent as unknown as typeof client0.AbstractAgent;
  class ScriptedAgent extends Base {
    /** The input of every run, in order. */
    readonly runs: Input[] = [];

    run(input: Input) {
      this.runs.push(structuredClone(input));
      const events = script(this.runs.length, input).map((event) => ({
        ...event,
        ...(event.type === "RUN_STARTED" || event.type === "RUN_FINISHED"
          ? { threadId: input.threadId, runId: input.runId }
          : {}),
      }));
      return new Observable<client0.BaseEvent>((subscriber) => {
        for (const event of events) subscriber.next(event as unknown as client0.BaseEvent);
        subscriber.complete();
      });
    }
  }
  return new ScriptedAgent(config);
}

/** A tool call the agent proposes in full: start, its arguments as JSON, end. */
export const toolCall = (toolCallId: string, toolCallName: string, args: unknown): Event[] => [
  { type: "TOOL_CALL_START", toolCallId, toolCallName, parentMessageId: "assistant-1" },
  { type: "TOOL_CALL_ARGS", toolCallId, delta: JSON.stringify(args) },
  { type: "TOOL_CALL_END", toolCallId },
];

/** A short text message from the agent. */
export const text = (messageId: string, delta: string): Event[] => [
  { type: "TEXT_MESSAGE_START", messageId, role: "assistant" },
  { type: "TEXT_MESSAGE_CONTENT", messageId, delta },
  { type: "TEXT_MESSAGE_END", messageId },
];
