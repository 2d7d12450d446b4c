// A chat on the AI SDK's own useChat whose tool calls ask for approval, as a host writes it: Send,
// each message's text, each tool part as ToolApprovalPart, and the chat's error. Shared by the AI SDK 6
// approval tests (a ScriptedTransport stands in for the route) and the AI SDK 7 ones (a real
// `streamText` route), which differ only in the chat's options.
import { useChat } from "@ai-sdk/react";
import { isToolUIPart } from "ai";
import { ToolApprovalPart } from "../../src/ai-sdk/index.ts";

/** What `useChat` takes: the transport, stored messages, when to send on, what to do when a response ends. */
export type ApprovalChatOptions = NonNullable<Parameters<typeof useChat>[0]>;

/** The chat: Send asks to clean up the build; the approvals answer through `addToolApprovalResponse`. */
export function ApprovalChat({
  options,
  extra,
}: {
  /** The chat's options, passed to `useChat` as they are. */
  options: ApprovalChatOptions;
  /** Props a host passes beyond the typed ones (from JavaScript, or spread from ToolApproval's). */
  extra?: object;
}) {
  const chat = useChat(options);
  return (
    <main>
      <button type="button" onClick={() => chat.sendMessage({ text: "Clean up the build" })}>
        Send
      </button>
      {chat.messages.map((message) => (
        <article key={message.id} aria-label={message.role}>
          {message.parts.map((part, index) =>
            isToolUIPart(part) ? (
              <ToolApprovalPart
                key={part.toolCallId}
                part={part}
                addToolApprovalResponse={chat.addToolApprovalResponse}
                {...extra}
              />
            ) : part.type === "text" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
              <p key={index}>{part.text}</p>
            ) : null,
          )}
        </article>
      ))}
      {chat.error && <p role="alert">{chat.error.message}</p>}
    </main>
  );
}
