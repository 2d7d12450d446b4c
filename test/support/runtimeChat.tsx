import {
  AssistantRuntimeProvider,
  AuiConfig,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
} from "@assistant-ui/react";
import { useChatRuntime } from "@assistant-ui/react-ai-sdk";
import { render, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ChatInit, UIMessage } from "ai";
import { ScriptedTransport } from "./scriptedTransport.ts";

// The README's and docs/approvals.md's assistant-ui client, written once: @assistant-ui/react-ai-sdk's
// useChatRuntime with a toolkit. Only the transport differs from the docs: a scripted one stands in for
// AssistantChatTransport's POST to /api/chat, and sees what the server route would receive.

// jsdom has no scrollTo; ThreadPrimitive.Viewport scrolls to the newest message with it.
// Nothing here depends on scrolling, so one that does nothing is enough.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

function Message() {
  return <MessagePrimitive.Parts />;
}

/** The docs' chat: the toolkit (made at module scope: assistant-ui wants a stable one) and when to send on. */
export interface RuntimeChatProps {
  transport: ScriptedTransport;
  toolkit: Parameters<typeof Tools>[0]["toolkit"];
  sendAutomaticallyWhen: ChatInit<UIMessage>["sendAutomaticallyWhen"];
}

export function RuntimeChat({ transport, toolkit, sendAutomaticallyWhen }: RuntimeChatProps) {
  // Through the transport, which then sees the chat finish each response and decide whether to send on.
  const runtime = useChatRuntime({
    transport,
    sendAutomaticallyWhen: sendAutomaticallyWhen && transport.sendOnWhen(sendAutomaticallyWhen),
    onFinish: transport.onFinish,
  });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={AuiConfig({ tools: Tools({ toolkit }) })}>
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Viewport>
          <ThreadPrimitive.Messages components={{ Message }} />
        </ThreadPrimitive.Viewport>
        <ComposerPrimitive.Root>
          <ComposerPrimitive.Input aria-label="Message" />
          <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
        </ComposerPrimitive.Root>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

/** Renders the chat and sends `message` as the person would; resolves once the route has the request. */
export async function sendFirstMessage(
  user: ReturnType<typeof userEvent.setup>,
  chat: Omit<RuntimeChatProps, "transport">,
  message: string,
) {
  const transport = new ScriptedTransport();
  render(<RuntimeChat transport={transport} {...chat} />);
  await user.click(await screen.findByRole("textbox", { name: "Message" }));
  await user.paste(message);
  await user.click(screen.getByRole("button", { name: "Send" }));
  await transport.request(1);
  return transport;
}
