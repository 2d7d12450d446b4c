import type { ChatTransport, UIMessage, UIMessageChunk } from "ai";

/**
 * A `ChatTransport` for `useChat` with no server and no model: every request
 * is recorded (a deep copy of the messages the kit would send to the model)
 * and answered by a stream the test writes to, one chunk at a time.
 */
export class ScriptedTransport implements ChatTransport<UIMessage> {
  /** The messages of every request, in order, as the kit sent them. */
  readonly requests: UIMessage[][] = [];
  private stream: ReadableStreamDefaultController<UIMessageChunk> | undefined;
  private waiting: ((messages: UIMessage[]) => void)[] = [];
  /** How many responses the chat has read to their end (its `onFinish`). */
  private finishes = 0;
  /** Each decision of the chat's `sendAutomaticallyWhen`: after how many responses, and with how many requests sent. */
  private readonly decisions: { finishes: number; send: boolean; requests: number }[] = [];
  private watchers: (() => boolean)[] = [];

  /** For the chat's `onFinish`: it has read a response to its end. */
  readonly onFinish = () => {
    this.finishes += 1;
    this.wake();
  };

  /** For the chat's `sendAutomaticallyWhen`: `decide`, each of its answers seen by the transport. */
  sendOnWhen(decide: (options: { messages: UIMessage[] }) => boolean | PromiseLike<boolean>) {
    return (options: { messages: UIMessage[] }) => {
      const seen = { finishes: this.finishes, requests: this.requests.length };
      const answer = decide(options);
      const record = (send: boolean) => {
        this.decisions.push({ ...seen, send });
        this.wake();
      };
      if (typeof answer === "boolean") record(answer);
      else void Promise.resolve(answer).then(record);
      return answer;
    };
  }

  /**
   * Resolves once the chat has read response `count` (1-based) to its end and then decided, as it does
   * at once, whether to send on by itself; when it does, once that request is sent. Needs the chat's
   * `onFinish` and `sendAutomaticallyWhen` from this transport. After it, a test that finds nothing
   * more sent knows the chat had its chance: no timer, the chat's own events.
   */
  idle(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const decision = this.decisions.find((each) => each.finishes >= count);
        if (!decision || (decision.send && this.requests.length <= decision.requests)) return false;
        resolve();
        return true;
      };
      if (!check()) this.watchers.push(check);
    });
  }

  private wake() {
    this.watchers = this.watchers.filter((check) => !check());
  }

  async sendMessages({ messages }: { messages: UIMessage[] }): Promise<ReadableStream<UIMessageChunk>> {
    const copy = structuredClone(messages);
    this.requests.push(copy);
    const stream = new ReadableStream<UIMessageChunk>({
      start: (controller) => {
        this.stream = controller;
      },
    });
    for (const resolve of this.waiting.splice(0)) resolve(copy);
    this.wake();
    return stream;
  }

  async reconnectToStream(): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }

  /** Resolves with the messages of request number `count` (1-based) once it has been sent. */
  request(count: number): Promise<UIMessage[]> {
    const sent = this.requests[count - 1];
    if (sent) return Promise.resolve(sent);
    return new Promise((resolve) => {
      const check = (messages: UIMessage[]) => {
        if (this.requests.length >= count) resolve(this.requests[count - 1] ?? messages);
        else this.waiting.push(check);
      };
      this.waiting.push(check);
    });
  }

  /** Writes chunks to the open response. */
  emit(...chunks: UIMessageChunk[]): void {
    if (!this.stream) throw new Error("No request is open: the chat has not sent anything yet.");
    for (const chunk of chunks) this.stream.enqueue(chunk);
  }

  /** Ends the open response. */
  close(): void {
    this.stream?.close();
    this.stream = undefined;
  }
}

/** Splits text into tokens of a few characters, the way a model streams tool arguments. */
export function tokens(text: string, size = 6): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

/** The chunks of a tool call whose arguments arrive token by token (start and deltas only). */
export function toolInputDeltas(toolCallId: string, argumentsText: string, size?: number): UIMessageChunk[] {
  return tokens(argumentsText, size).map((inputTextDelta) => ({
    type: "tool-input-delta",
    toolCallId,
    inputTextDelta,
  }));
}

/** The chunks of a short text reply from the model (the turn after the tool result). */
export function textReply(id: string, text: string): UIMessageChunk[] {
  return [
    // No messageId on `start`: the reply continues the same assistant message
    // (a new id would make the SDK append a second one).
    { type: "start" },
    { type: "start-step" },
    { type: "text-start", id },
    { type: "text-delta", id, delta: text },
    { type: "text-end", id },
    { type: "finish-step" },
    { type: "finish" },
  ];
}

/** The chunks that open an assistant message with one tool call, whose arguments follow as deltas. */
export function toolCallOpening(toolCallId: string, toolName = "ask_questions"): UIMessageChunk[] {
  return [
    { type: "start", messageId: "assistant_1" },
    { type: "start-step" },
    { type: "tool-input-start", toolCallId, toolName },
  ];
}

/** The chunks that end a tool call with its complete input, and the step with it: the chat now waits for the result. */
export function toolCallClosing(toolCallId: string, input: unknown, toolName = "ask_questions"): UIMessageChunk[] {
  return [
    { type: "tool-input-available", toolCallId, toolName, input },
    { type: "finish-step" },
    { type: "finish", finishReason: "tool-calls" },
  ];
}
