import { useCallback, useEffect, useRef, useState } from "react";
import type { QuestionOutput } from "../../src/index.ts";
import type { ChatMessage } from "./messages.ts";

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

/** The conversation driven by a script, plus the two ways the page talks back to the agent. */
export interface ScriptedAgent {
  messages: ChatMessage[];
  /** Set while the agent is "thinking". */
  status: string | undefined;
  /** Sends the form's result back as the tool result of `toolCallId`. */
  answer: (toolCallId: string, output: QuestionOutput) => void;
  /** Sends an error back as the tool result of `toolCallId` (e.g. the model's questions did not validate). */
  fail: (toolCallId: string, errorText: string) => void;
  /** The person writes a message. */
  send: (text: string) => void;
}

const TOOL = "ask_questions";

/**
 * Plays an agent from a script: it opens with a tool call, waits for the
 * tool result, retries after an error, and replies once it has answers. A
 * short pause before each agent turn makes the transcript read like a chat.
 */
export function useScriptedAgent(script: AgentScript, thinkMs = 400): ScriptedAgent {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: "m0", role: "user", text: script.opening }]);
  const [thinking, setThinking] = useState(true);
  const nextId = useRef(1);
  const callIndex = useRef(0);
  const settled = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const append = useCallback((...added: ChatMessage[]) => setMessages((current) => [...current, ...added]), []);
  const newId = useCallback(() => `m${nextId.current++}`, []);

  const agentTurn = useCallback(
    (say: () => ChatMessage[]) => {
      setThinking(true);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setThinking(false);
        append(...say());
      }, thinkMs);
      timers.current.add(timer);
    },
    [append, thinkMs],
  );

  const askCall = useCallback(
    (text: string): ChatMessage[] => {
      const input = script.calls[callIndex.current];
      const toolCallId = `call_${callIndex.current + 1}`;
      return [
        { id: newId(), role: "assistant", text },
        { id: newId(), role: "assistant", toolCall: { toolCallId, toolName: TOOL, input } },
      ];
    },
    [newId, script.calls],
  );

  useEffect(() => {
    agentTurn(() => askCall(script.preface));
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [agentTurn, askCall, script.preface]);

  // A tool call gets exactly one result, however often the page reports it.
  const settle = useCallback((toolCallId: string) => {
    if (settled.current.has(toolCallId)) return false;
    settled.current.add(toolCallId);
    return true;
  }, []);

  const answer = useCallback(
    (toolCallId: string, output: QuestionOutput) => {
      if (!settle(toolCallId)) return;
      append({ id: newId(), role: "tool", result: { toolCallId, toolName: TOOL, output } });
      agentTurn(() => [{ id: newId(), role: "assistant", text: script.reply(output) }]);
    },
    [agentTurn, append, newId, script, settle],
  );

  const fail = useCallback(
    (toolCallId: string, errorText: string) => {
      if (!settle(toolCallId)) return;
      append({ id: newId(), role: "tool", result: { toolCallId, toolName: TOOL, output: errorText, isError: true } });
      if (callIndex.current + 1 >= script.calls.length) return;
      callIndex.current += 1;
      agentTurn(() => askCall(script.retryPreface ?? script.preface));
    },
    [agentTurn, append, askCall, newId, script, settle],
  );

  const send = useCallback(
    (text: string) => {
      append({ id: newId(), role: "user", text });
      agentTurn(() => [
        {
          id: newId(),
          role: "assistant",
          text: "This agent follows a script, so it cannot take new requests. Reload the story to start again.",
        },
      ]);
    },
    [agentTurn, append, newId],
  );

  return { messages, status: thinking ? "Agent is typing…" : undefined, answer, fail, send };
}
