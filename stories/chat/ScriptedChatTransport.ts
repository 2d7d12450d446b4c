import type { ChatTransport, UIMessage, UIMessageChunk } from "ai";
import type { QuestionOutput } from "../../src/index.ts";
import { isQuestionOutput } from "../../src/protocol/answers.ts";
import { readUnanswered } from "../../src/protocol/noAnswerTexts.ts";

/** What the scripted agent says and asks; no model, no API key. */
export interface AgentScript {
  /** The person's request that opens the conversation. */
  opening: string;
  /** What the agent says before its first `ask_questions` call. */
  preface: string;
  /**
   * Successive `ask_questions` arguments. The first is sent at once; each
   * later one is the agent's retry after the previous call came back as an
   * error, the way a model fixes its call from the validator's message.
   */
  calls: readonly [unknown, ...unknown[]];
  /** What the agent says before a retry. */
  retryPreface?: string;
  /** The agent's reply once it has the answers. */
  reply: (output: QuestionOutput) => string;
}

const TOOL = "ask_questions";

type ToolPart = { type: string; toolCallId: string; state: string; output?: unknown };

/**
 * An AI SDK `ChatTransport` that plays an `AgentScript` instead of calling a
 * model (no server, no API key): it streams the preface and the
 * `ask_questions` arguments token by token, retries after an error result,
 * and replies once the answers (or a decline) come back, exactly as
 * `streamText(...).toUIMessageStreamResponse()` would stream them.
 */
export class ScriptedChatTransport implements ChatTransport<UIMessage> {
  private calls = 0;

  constructor(
    private readonly script: AgentScript,
    private readonly tokenMs = 15,
  ) {}

  async sendMessages({ messages }: { messages: UIMessage[] }): Promise<ReadableStream<UIMessageChunk>> {
    return this.stream(this.turn(messages));
  }

  async reconnectToStream(): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }

  /** What the agent does next, given the conversation so far. */
  private turn(messages: UIMessage[]): UIMessageChunk[] {
    const last = messages.at(-1);
    if (last?.role === "user") {
      if (this.calls > 0) {
        return this.reply(
          "This agent follows a script, so it cannot take new requests. Reload the story to start again.",
          true,
        );
      }
      return [...this.say(this.script.preface, true, false), ...this.ask()];
    }
    const part = last?.parts
      .filter((item): item is UIMessage["parts"][number] & ToolPart => "toolCallId" in item)
      .at(-1);
    if (part?.state === "output-error" && this.calls < this.script.calls.length) {
      return [...this.say(this.script.retryPreface ?? this.script.preface, false, false), ...this.ask()];
    }
    if (part?.state === "output-available" && isQuestionOutput(part.output)) {
      return this.reply(this.script.reply(part.output), false);
    }
    const unanswered = part?.state === "output-available" ? readUnanswered(part.output) : undefined;
    if (unanswered?.kind === "replied") {
      return this.reply(`Thanks, I'll go by what you wrote: "${unanswered.text}"`, false);
    }
    return this.reply("All right, I'll go ahead without those details and use sensible defaults.", false);
  }

  /** The next scripted `ask_questions` call, its arguments split into small tokens. */
  private ask(): UIMessageChunk[] {
    const input = this.script.calls[this.calls] ?? this.script.calls[0];
    this.calls += 1;
    const toolCallId = `call_${this.calls}`;
    const text = JSON.stringify(input);
    const deltas: UIMessageChunk[] = [];
    for (let at = 0; at < text.length; at += 12) {
      deltas.push({ type: "tool-input-delta", toolCallId, inputTextDelta: text.slice(at, at + 12) });
    }
    return [
      { type: "tool-input-start", toolCallId, toolName: TOOL },
      ...deltas,
      { type: "tool-input-available", toolCallId, toolName: TOOL, input },
      { type: "finish-step" },
      { type: "finish", finishReason: "tool-calls" },
    ];
  }

  /** A text turn. A new message only for a new user turn: a reply after a tool result continues the same one. */
  private say(text: string, newMessage: boolean, end: boolean): UIMessageChunk[] {
    const id = `text_${Math.random().toString(36).slice(2)}`;
    return [
      newMessage ? { type: "start", messageId: `assistant_${id}` } : { type: "start" },
      { type: "start-step" },
      { type: "text-start", id },
      ...text.split(/(?<= )/).map((delta): UIMessageChunk => ({ type: "text-delta", id, delta })),
      { type: "text-end", id },
      ...(end ? ([{ type: "finish-step" }, { type: "finish", finishReason: "stop" }] as UIMessageChunk[]) : []),
    ];
  }

  private reply(text: string, newMessage: boolean): UIMessageChunk[] {
    return this.say(text, newMessage, true);
  }

  private stream(chunks: UIMessageChunk[]): ReadableStream<UIMessageChunk> {
    const tokenMs = this.tokenMs;
    let index = 0;
    return new ReadableStream({
      async pull(controller) {
        // A pause before the first token reads like the model thinking.
        await new Promise((resolve) => setTimeout(resolve, index === 0 ? tokenMs * 20 : tokenMs));
        const chunk = chunks[index++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
  }
}
