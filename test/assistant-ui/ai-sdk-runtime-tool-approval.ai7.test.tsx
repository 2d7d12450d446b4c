// docs/approvals.md's assistant-ui client on AI SDK 7: @assistant-ui/react-ai-sdk's useChatRuntime
// over a real `streamText` route whose approvals are decided per call (`toolApproval`, SPEC §15). The
// runtime turns AI SDK 7's `requestReason` into the gate's `prompt` and keeps `isAutomatic`;
// ToolApprovalUI shows both. AI SDK 7 only: the ai7 project runs it.
import {
  AssistantRuntimeProvider,
  AuiConfig,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
} from "@assistant-ui/react";
import { useChatRuntime } from "@assistant-ui/react-ai-sdk";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { toolApprovalToolkit } from "../../src/assistant-ui/index.ts";
import { input, type RouteToolApproval, TOOL, toolApprovalRoute } from "../support/toolApprovalRoute.ai7.ts";

// jsdom has no scrollTo; ThreadPrimitive.Viewport scrolls to the newest message with it.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

const toolkit = toolApprovalToolkit([TOOL]); // module scope: assistant-ui wants a stable toolkit

function Message() {
  return <MessagePrimitive.Parts />;
}

function Chat({ transport, onFinish }: { transport: DefaultChatTransport<UIMessage>; onFinish: () => void }) {
  const runtime = useChatRuntime({
    transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish,
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

/** Renders the chat on a route with `toolApproval` and sends the first message as the person would. */
async function start(toolApproval: RouteToolApproval) {
  const route = toolApprovalRoute(toolApproval);
  let finishes = 0;
  const user = userEvent.setup();
  render(<Chat transport={route.transport} onFinish={() => (finishes += 1)} />);
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Clean up the build");
  await user.click(screen.getByRole("button", { name: "Send" }));
  return { ...route, user, finished: () => finishes };
}

describe("toolApprovalToolkit with useChatRuntime on an AI SDK 7 route with toolApproval", { timeout: 20_000 }, () => {
  it("shows why the call asks, and Approve runs the tool once", async () => {
    const { user, runs, errors, finished } = await start({
      [TOOL]: { type: "user-approval", reason: "It deletes files" },
    });
    const request = await screen.findByRole("region", { name: `Allow ${TOOL} to run?` });
    expect(request).toHaveAccessibleDescription("Why: It deletes files");
    await waitFor(() => expect(finished()).toBe(1));

    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(errors.map(String)).toEqual([]);
    expect(runs).toEqual([input.paths]);
  });

  it("shows a decision toolApproval made itself as a receipt with no buttons", async () => {
    const { runs, errors, finished } = await start(() => "approved");
    expect(await screen.findByText("Approved automatically")).toBeInTheDocument();
    await waitFor(() => expect(finished()).toBe(1));
    expect(screen.queryByRole("button", { name: /Approve|Deny/ })).toBeNull();
    expect(errors.map(String)).toEqual([]);
    expect(runs).toEqual([input.paths]);
  });
});
