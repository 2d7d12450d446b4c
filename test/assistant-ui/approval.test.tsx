import {
  AssistantRuntimeProvider,
  type ChatModelRunResult,
  MessagePrimitive,
  type ThreadMessageLike,
  ThreadPrimitive,
  useExternalStoreRuntime,
} from "@assistant-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToolApprovalUI, toolApprovalToolkit } from "../../src/assistant-ui/index.ts";
import { ask, LocalRuntimeChat, runEnded, toolCallOf } from "../support/localRuntimeChat.tsx";
import { ScriptedModel } from "../support/scriptedModel.ts";
import { wholeText } from "../support/wholeText.ts";

// assistant-ui's tool approval gate (assistant-ui 0.15: a tool-call part with `approval`, answered
// with `respondToApproval`) rendered by ToolApprovalUI, on the kit's own local runtime: a
// ScriptedModel stands in for the model and its server, which pause a tool for the person's
// approval and run it (or not) in the next run.

const CALL = "call_1";
const TOOL = "delete_files";
const input = { paths: ["build/", "tmp/cache.db"] };
// Module scope: assistant-ui wants a stable toolkit.
const toolkit = toolApprovalToolkit([TOOL]);

/** The model calls the tool and the run pauses on its approval gate. */
function approvalRequested(): ChatModelRunResult {
  const { content } = assistantCall({});
  return {
    content: content as ChatModelRunResult["content"],
    status: { type: "requires-action", reason: "tool-calls" },
  };
}

async function askForApproval() {
  const model = new ScriptedModel();
  await ask(model, toolkit, "Clean up the build");
  model.emit(approvalRequested());
  model.close();
  await screen.findByRole("button", { name: "Approve" });
  // Paused on the gate: the runtime takes a decision only once the run is over.
  await runEnded();
  return model;
}

/** The model's message: the call, with this approval on it (or none). */
function assistantCall(
  approval: Record<string, unknown> | undefined,
  status: ThreadMessageLike["status"] = { type: "complete", reason: "unknown" },
): ThreadMessageLike {
  return {
    role: "assistant",
    content: [
      {
        type: "tool-call",
        toolCallId: CALL,
        toolName: TOOL,
        args: input,
        argsText: JSON.stringify(input),
        ...(approval && { approval: { id: "approval_1", ...approval } as never }),
      },
    ],
    status,
  };
}

/** A thread from storage whose approval was decided (or closed) before the reload. */
function storedThread(approval: Record<string, unknown>): ThreadMessageLike[] {
  return [{ role: "user", content: "Clean up the build" }, assistantCall(approval)];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ToolApprovalUI on assistant-ui's local runtime", () => {
  it("shows the request; Approve records the decision and the run continues with the tool approved", async () => {
    const user = userEvent.setup();
    const model = await askForApproval();
    const request = screen.getByRole("region", { name: `Allow ${TOOL} to run?` });
    expect(screen.getByRole("figure", { name: "Input" })).toHaveTextContent('"tmp/cache.db"');

    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByText("Approved")).toHaveFocus();

    const second = await model.started(2);
    expect(toolCallOf(second).approval).toMatchObject({ id: "approval_1", approved: true });
    expect(toolCallOf(second).result).toBeUndefined();
    model.emit({
      content: [{ type: "text", text: "Deleted 2 paths." }],
      status: { type: "complete", reason: "stop" },
    });
    model.close();
    expect(await screen.findByText("Deleted 2 paths.")).toBeInTheDocument();
    expect(request).toHaveAttribute("data-state", "approved");
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("denies with a reason: the model's next run gets the denial and the reason, and the receipt says it", async () => {
    const user = userEvent.setup();
    const model = await askForApproval();
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Keep the cache{Enter}");
    expect(screen.getByText(wholeText("Denied: Keep the cache"))).toHaveFocus();

    const second = await model.started(2);
    expect(toolCallOf(second)).toMatchObject({
      approval: { id: "approval_1", approved: false, reason: "Keep the cache" },
      result: { error: "Keep the cache" },
      isError: true,
    });
    model.close();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-state", "denied"),
    );
  });

  it.each([
    [{ approved: true }, "Approved"],
    [{ approved: false, reason: "Not now" }, "Denied: Not now"],
  ])("shows the receipt of a stored decision %o after a reload, without taking focus", async (approval, receipt) => {
    render(<LocalRuntimeChat model={new ScriptedModel()} toolkit={toolkit} initialMessages={storedThread(approval)} />);
    expect(await screen.findByText(wholeText(receipt))).toBeInTheDocument();
    expect(screen.getByText(wholeText(receipt))).not.toHaveFocus();
    expect(screen.queryByRole("button", { name: /Approve|Deny/ })).toBeNull();
  });

  it("shows a request the runtime closed unanswered (a later turn followed it) as disabled", async () => {
    render(
      <LocalRuntimeChat
        model={new ScriptedModel()}
        toolkit={toolkit}
        initialMessages={storedThread({ resolution: "cancelled" })}
      />,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Deny" })).toBeDisabled();
  });

  // SPEC §15: AI SDK 7's `requestReason` reaches assistant-ui as the approval's `prompt`, its `isAutomatic` as it is.
  it("shows why the call asks on the request", async () => {
    const thread = [
      { role: "user", content: "Clean up the build" } as const,
      assistantCall({ prompt: "It deletes files" }, { type: "requires-action", reason: "tool-calls" }),
    ];
    render(<LocalRuntimeChat model={new ScriptedModel()} toolkit={toolkit} initialMessages={thread} />);
    const request = await screen.findByRole("region", { name: `Allow ${TOOL} to run?` });
    expect(request).toHaveAccessibleDescription("Why: It deletes files");
  });

  it.each([
    [{ isAutomatic: true }, "Decided automatically"],
    [{ isAutomatic: true, approved: true }, "Approved automatically"],
    [{ isAutomatic: true, approved: false, reason: "Not on Fridays" }, "Denied automatically: Not on Fridays"],
  ])("shows an automatic decision %o as a receipt, with no buttons", async (approval, receipt) => {
    render(<LocalRuntimeChat model={new ScriptedModel()} toolkit={toolkit} initialMessages={storedThread(approval)} />);
    expect(await screen.findByText(wholeText(receipt))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Approve|Deny/ })).toBeNull();
  });

  it("leaves a tool call without an approval, and an approval that asks a question, to other renderers", async () => {
    const thread = [
      ...storedThread({ display: "text", prompt: "Which folder?" }),
      { role: "user", content: "again" } as const,
      assistantCall(undefined),
    ];
    render(<LocalRuntimeChat model={new ScriptedModel()} toolkit={toolkit} initialMessages={thread} />);
    // The last message shows: the thread is rendered, the approval's part with it.
    expect(await screen.findByText("again")).toBeInTheDocument();
    expect(screen.queryByRole("region")).toBeNull();
  });
});

// Module scope: a component defined inside the chat would remount every message on each render.
function FallbackMessage() {
  return <MessagePrimitive.Parts components={{ tools: { Fallback: ToolApprovalUI } }} />;
}
const externalStoreComponents = { Message: FallbackMessage };

// A host-owned approval channel on assistant-ui's external store runtime: the host records the
// decision itself (onRespondToToolApproval), and may fail to.
function ExternalStoreChat({ respond }: { respond: (approved: boolean) => Promise<void> }) {
  const prompt: ThreadMessageLike = { role: "user", content: "Clean up the build" };
  const [messages, setMessages] = useState<ThreadMessageLike[]>(() => [
    prompt,
    assistantCall({}, { type: "requires-action", reason: "tool-calls" }),
  ]);
  const runtime = useExternalStoreRuntime({
    messages,
    convertMessage: (message: ThreadMessageLike) => message,
    onNew: async () => {},
    onRespondToToolApproval: async ({ approved, reason }) => {
      await respond(approved);
      setMessages([prompt, assistantCall({ approved, reason })]);
    },
  });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ThreadPrimitive.Messages components={externalStoreComponents} />
    </AssistantRuntimeProvider>
  );
}

// Issue 46, item 1: assistant-ui's approval carries the host's options; one of kind "allow-always"
// is the framework keeping the permission, so ToolApprovalUI offers "Always allow" exactly then.
describe("ToolApprovalUI's Always allow", () => {
  const OPTIONS = [
    { id: "once", kind: "allow-once" },
    { id: "session", kind: "allow-always", grants: ["delete_files(build/*)"] },
    { id: "no", kind: "reject-once" },
  ];

  it("is offered for an allow-always option, answers with its id, and the receipt says it", async () => {
    const user = userEvent.setup();
    const model = new ScriptedModel();
    await ask(model, toolkit, "Clean up the build");
    const { content } = assistantCall({ options: OPTIONS });
    model.emit({
      content: content as ChatModelRunResult["content"],
      status: { type: "requires-action", reason: "tool-calls" },
    });
    model.close();
    await runEnded();
    await user.click(await screen.findByRole("button", { name: "Always allow" }));
    expect(screen.getByText("Always allowed")).toHaveFocus();
    const second = await model.started(2);
    expect(toolCallOf(second).approval).toMatchObject({ id: "approval_1", approved: true, optionId: "session" });
    model.close();
  });

  it("is not offered without an allow-always option", async () => {
    await askForApproval();
    expect(screen.queryByRole("button", { name: "Always allow" })).toBeNull();
  });

  it("shows a stored always as Always allowed", async () => {
    render(
      <LocalRuntimeChat
        model={new ScriptedModel()}
        toolkit={toolkit}
        initialMessages={storedThread({ options: OPTIONS, approved: true, optionId: "session" })}
      />,
    );
    expect(await screen.findByText("Always allowed")).not.toHaveFocus();
  });
});

describe("ToolApprovalUI as the parts' tool Fallback on the external store runtime", () => {
  it("a decision the host fails to record puts the request back, and the next one is recorded", async () => {
    const user = userEvent.setup();
    const respond = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    render(<ExternalStoreChat respond={respond} />);
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    // Back to the request: nothing was recorded.
    const approve = await screen.findByRole("button", { name: "Approve" });
    expect(screen.queryByText("Approved")).toBeNull();
    await waitFor(() => expect(approve).toHaveFocus());

    await user.click(approve);
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(2));
    expect(respond).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-state", "approved"),
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
