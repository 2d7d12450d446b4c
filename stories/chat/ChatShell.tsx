import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { ChatMessage, ToolCall, ToolResult } from "./messages.ts";
import "./chat.css";

/** Props of the demo chat window. It only draws; whoever owns the conversation passes the messages in. */
export interface ChatShellProps {
  /** Accessible name of the conversation, also shown as the window's heading. */
  title: string;
  /** The transcript, oldest first. */
  messages: readonly ChatMessage[];
  /** Draws a tool call inline, e.g. a `<QuestionToolPart>` (a `QuestionCall`) for `ask_questions`. */
  renderToolCall: (call: ToolCall) => ReactNode;
  /** A line under the transcript while the agent works, e.g. "Agent is typing…". */
  status?: string;
  /** When set, a message box lets the person write to the agent. */
  onSend?: (text: string) => void;
  /** The message box's label ("Message the agent" by default), e.g. changed while a question waits. */
  inputLabel?: string;
  /** The message box takes no input, e.g. while a question waits for its answers. */
  inputDisabled?: boolean;
  /** Shown beside the heading, e.g. a "1 question waiting" badge. */
  badge?: ReactNode;
}

const AUTHOR: Record<ChatMessage["role"], string> = { user: "You", assistant: "Agent", tool: "Tool result" };

/** A small chat window: a transcript (a live log), an optional message box, and a status line. */
export function ChatShell({
  title,
  messages,
  renderToolCall,
  status,
  onSend,
  inputLabel = "Message the agent",
  inputDisabled,
  badge,
}: ChatShellProps) {
  const headingId = useId();
  return (
    <section className="chat" aria-labelledby={headingId}>
      <div className="chat-header">
        <h2 id={headingId} className="chat-title">
          {title}
        </h2>
        {badge}
      </div>
      <div className="chat-log" role="log" aria-labelledby={headingId}>
        {messages.map((message) => (
          <div key={message.id} className="chat-message" data-role={message.role}>
            <p className="chat-author">
              {AUTHOR[message.role]}
              {"result" in message ? ` · ${message.result.toolName}` : null}
            </p>
            {"text" in message ? <p className="chat-text">{message.text}</p> : null}
            {"toolCall" in message ? <div className="chat-tool-call">{renderToolCall(message.toolCall)}</div> : null}
            {"result" in message ? <ToolResultView result={message.result} /> : null}
          </div>
        ))}
      </div>
      <p className="chat-status" role="status">
        {status ?? ""}
      </p>
      {onSend ? <Composer onSend={onSend} label={inputLabel} disabled={inputDisabled} /> : null}
    </section>
  );
}

/**
 * Indented JSON with each list of plain values, and each short object, on one
 * line, so a tool result reads like a short list of answers. Still valid JSON.
 */
function formatJson(value: unknown): string {
  const flat = (inner: string) =>
    inner
      .trim()
      .split(/,\s*\n\s*/)
      .join(", ");
  return (JSON.stringify(value, null, 2) ?? String(value))
    .replace(/\[\s*\n([^[\]{}]*?)\n\s*\]/g, (_, inner: string) => `[${flat(inner)}]`)
    .replace(/\{\s*\n((?:[^[\]{}]|\[[^[\]{}\n]*\])*?)\n\s*\}/g, (whole: string, inner: string) => {
      const line = `{ ${flat(inner)} }`;
      return line.length <= 72 ? line : whole;
    });
}

/** One line that says what went back to the agent, so the transcript reads without the JSON. */
function summaryOf(result: ToolResult): string {
  if (result.isError) return "Error sent back to the agent";
  const answers = (result.output as { answers?: unknown } | null)?.answers;
  return Array.isArray(answers) ? `${answers.length} answers sent back to the agent` : "Sent back to the agent";
}

/**
 * A short text result (a decline) shows whole; the answers' JSON or an error
 * text folds away behind a one-line summary, so it cannot take over the transcript.
 */
function ToolResultView({ result }: { result: ToolResult }) {
  const text = typeof result.output === "string" ? result.output : formatJson(result.output);
  const json = (
    <pre className="chat-json" data-error={result.isError ? "" : undefined}>
      <code>{text}</code>
    </pre>
  );
  if (typeof result.output === "string" && !result.isError && text.length <= 200) return json;
  return (
    <details className="chat-result">
      <summary>{summaryOf(result)}</summary>
      {json}
    </details>
  );
}

function Composer({ onSend, label, disabled }: { onSend: (text: string) => void; label: string; disabled?: boolean }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend(trimmed);
    setText("");
  };
  return (
    <form className="chat-composer" onSubmit={send}>
      <label htmlFor={inputId} className="chat-composer-label">
        {label}
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        disabled={disabled}
      />
      <button type="submit" disabled={disabled}>
        Send
      </button>
    </form>
  );
}
