import { AbstractAgent, type BaseEvent, EventType, type Message, type RunAgentInput } from "@ag-ui/client";
import { Observable, type Subscriber } from "rxjs";
import { tokens } from "./scriptedTransport.ts";

/**
 * An AG-UI agent for CopilotKit with no server and no model: every run is
 * recorded (a deep copy of what CopilotKit sends the agent) and streams
 * whatever events the test emits, one at a time.
 */
export class ScriptedAgent extends AbstractAgent {
  /** The input of every run, in order, as CopilotKit started it. */
  readonly runs: RunAgentInput[] = [];
  private open: { subscriber: Subscriber<BaseEvent>; input: RunAgentInput } | undefined;
  private waiting: (() => void)[] = [];

  /** A stored thread, which the agent hands CopilotKit when the chat connects (as a runtime would after a reload). */
  history: Message[] = [];

  override connect(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      subscriber.next({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      subscriber.next({ type: EventType.MESSAGES_SNAPSHOT, messages: this.history } as BaseEvent);
      subscriber.next({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      subscriber.complete();
    });
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    return new Observable<BaseEvent>((subscriber) => {
      this.runs.push(structuredClone(input));
      this.open = { subscriber, input };
      subscriber.next({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      for (const wake of this.waiting.splice(0)) wake();
    });
  }

  /** Resolves with the input of run number `count` (1-based) once it has started. */
  async started(count: number): Promise<RunAgentInput> {
    while (this.runs.length < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.runs[count - 1] as RunAgentInput;
  }

  /** Writes events to the open run. */
  emit(...events: BaseEvent[]): void {
    if (!this.open) throw new Error("No run is open: CopilotKit has not started the agent yet.");
    for (const event of events) this.open.subscriber.next(event);
  }

  /** Finishes the open run. */
  finish(): void {
    if (!this.open) return;
    const { subscriber, input } = this.open;
    this.open = undefined;
    subscriber.next({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId } as BaseEvent);
    subscriber.complete();
  }
}

/** The events of a tool call whose arguments arrive token by token; `end` closes it. */
export function toolCallEvents(
  toolCallId: string,
  argumentsText: string,
  size?: number,
  toolCallName = "ask_questions",
): BaseEvent[] {
  return [
    { type: EventType.TOOL_CALL_START, toolCallId, toolCallName, parentMessageId: "assistant_1" },
    ...tokens(argumentsText, size).map((delta) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta })),
  ] as BaseEvent[];
}

/** Closes a tool call's arguments. */
export function toolCallEnd(toolCallId: string): BaseEvent {
  return { type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent;
}

/** A short text reply from the agent (the run after the tool result). */
export function textReply(messageId: string, text: string): BaseEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: text },
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ] as BaseEvent[];
}

/** The tool message CopilotKit sent the agent for a call. */
export function toolResultOf(input: RunAgentInput, toolCallId: string): Message & { role: "tool" } {
  const message = input.messages.find((item) => item.role === "tool" && item.toolCallId === toolCallId);
  if (message?.role !== "tool") throw new Error(`the run carries no tool result for ${toolCallId}`);
  return message;
}
