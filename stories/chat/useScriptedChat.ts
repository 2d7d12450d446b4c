import { useChat } from "@ai-sdk/react";
import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { useEffect, useMemo, useRef, useState } from "react";
import { isQuestionToolPart, type QuestionToolPartData } from "../../src/ai-sdk/index.ts";
import type { ChatMessage } from "./messages.ts";
import type { AgentScript } from "./ScriptedChatTransport.ts";
import { ScriptedChatTransport } from "./ScriptedChatTransport.ts";

/** A real AI SDK chat (`useChat`) driven by a scripted transport, shaped for `ChatShell`. */
export interface ScriptedChat {
  /** The transcript for the shell: text, tool calls and the tool results sent back to the model. */
  messages: ChatMessage[];
  /** Set while the agent is "thinking" or streaming. */
  status: string | undefined;
  /** The AI SDK part of a tool call, for `QuestionToolPart`. */
  partOf: (toolCallId: string) => QuestionToolPartData | undefined;
  /** `useChat`'s `addToolOutput`. */
  addToolOutput: ReturnType<typeof useChat>["addToolOutput"];
  /** The person writes a message. */
  send: (text: string) => void;
}

function toShell(messages: UIMessage[]): ChatMessage[] {
  return messages.flatMap((message) =>
    message.parts.flatMap((part, index): ChatMessage[] => {
      const id = `${message.id}-${index}`;
      if (part.type === "text") return [{ id, role: message.role === "user" ? "user" : "assistant", text: part.text }];
      if (!isQuestionToolPart(part)) return [];
      const { toolCallId } = part;
      const toolName = "ask_questions";
      const call: ChatMessage = { id, role: "assistant", toolCall: { toolCallId, toolName, input: part.input } };
      if (part.state === "output-available") {
        return [call, { id: `${id}-result`, role: "tool", result: { toolCallId, toolName, output: part.output } }];
      }
      if (part.state === "output-error") {
        const output = part.errorText ?? "";
        return [call, { id: `${id}-result`, role: "tool", result: { toolCallId, toolName, output, isError: true } }];
      }
      return [call];
    }),
  );
}

/** Opens the conversation with the script's request and lets the AI SDK run the round trips. */
export function useScriptedChat(script: AgentScript): ScriptedChat {
  const [transport] = useState(() => new ScriptedChatTransport(script));
  const chat = useChat({ transport, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  const { sendMessage } = chat;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void sendMessage({ text: script.opening });
  }, [sendMessage, script.opening]);

  const messages = useMemo(() => toShell(chat.messages), [chat.messages]);
  const parts = useMemo(
    () =>
      new Map(
        chat.messages.flatMap((message) => message.parts.filter(isQuestionToolPart)).map((p) => [p.toolCallId, p]),
      ),
    [chat.messages],
  );
  return {
    messages,
    status: chat.status === "submitted" || chat.status === "streaming" ? "Agent is typing…" : undefined,
    partOf: (toolCallId) => parts.get(toolCallId),
    addToolOutput: chat.addToolOutput,
    send: (text) => void sendMessage({ text }),
  };
}
