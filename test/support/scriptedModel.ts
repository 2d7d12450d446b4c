import type { ChatModelAdapter, ChatModelRunOptions, ChatModelRunResult } from "@assistant-ui/react";
import { parsePartialJson } from "ai";

/** What one run hands the model: the thread so far, the assistant message being continued, and the tools. */
export interface ModelRun {
  messages: ChatModelRunOptions["messages"];
  /** The assistant message the run writes into; on a resumed run it carries the tool results. */
  message: ReturnType<ChatModelRunOptions["unstable_getMessage"]>;
  tools: ChatModelRunOptions["context"]["tools"];
}

/**
 * A `ChatModelAdapter` for assistant-ui's local runtime with no model behind
 * it: every run is recorded (what the kit would send to the model) and streams whatever the test pushes, one update at a time.
 */
export class ScriptedModel implements ChatModelAdapter {
  /** Every run, in order, as the kit started it (deep copies). */
  readonly runs: ModelRun[] = [];
  private queue: (ChatModelRunResult | "end")[] = [];
  private wake: (() => void) | undefined;
  private waiting: (() => void)[] = [];

  // A property, not a method: the runtime may call `run` detached from the adapter.
  readonly run = (options: ChatModelRunOptions) => this.script(options);

  private async *script(options: ChatModelRunOptions): AsyncGenerator<ChatModelRunResult> {
    this.runs.push({
      messages: structuredClone(options.messages),
      message: structuredClone(options.unstable_getMessage()),
      tools: options.context.tools,
    });
    for (const resolve of this.waiting.splice(0)) resolve();
    while (true) {
      const next = this.queue.shift();
      if (next === "end") return;
      if (next) yield next;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Resolves with run number `count` (1-based) once it has started. */
  async started(count: number): Promise<ModelRun> {
    while (this.runs.length < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const run = this.runs[count - 1];
    if (!run) throw new Error(`run ${count} was not recorded`);
    return run;
  }

  /** Streams one update (the whole message content so far) to the open run. */
  emit(update: ChatModelRunResult): void {
    this.queue.push(update);
    this.wake?.();
  }

  /** Ends the open run. */
  close(): void {
    this.queue.push("end");
    this.wake?.();
  }
}

/** The updates of a tool call whose arguments arrive token by token, each with the partial arguments parsed so far. */
export async function toolCallUpdates(
  toolCallId: string,
  argumentsText: string,
  size = 6,
  toolName = "ask_questions",
): Promise<ChatModelRunResult[]> {
  const updates: ChatModelRunResult[] = [];
  for (let end = size; end < argumentsText.length; end += size) {
    const argsText = argumentsText.slice(0, end);
    const { value } = await parsePartialJson(argsText);
    const args = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
    updates.push({
      content: [{ type: "tool-call", toolCallId, toolName, argsText, args: args as never }],
    });
  }
  return updates;
}

/** The last update of a tool call: complete arguments, and the run paused until the person answers. */
export function toolCallWaiting(
  toolCallId: string,
  args: Record<string, unknown>,
  toolName = "ask_questions",
): ChatModelRunResult {
  return {
    content: [{ type: "tool-call", toolCallId, toolName, argsText: JSON.stringify(args), args: args as never }],
    status: { type: "requires-action", reason: "tool-calls" },
  };
}
