// ToolApprovalPart with the AI SDK's own useChat: a tool defined with `needsApproval` asks for
// approval (`tool-approval-request`), the person decides, `addToolApprovalResponse` records it, and
// `lastAssistantMessageIsCompleteWithApprovalResponses` sends the run on. A ScriptedTransport stands
// in for the server route. Runs on AI SDK 6 and, in the ai7 projects, on AI SDK 7.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages, lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { ApprovalChat } from "../support/approvalChat.tsx";
import { APPROVAL, askApproval, CALL, continueRun, input, sentPart, TOOL } from "../support/approvalRequest.ts";
import { ScriptedTransport } from "../support/scriptedTransport.ts";
import { wholeText } from "../support/wholeText.ts";

/** The chat's options on a ScriptedTransport: it sends the run on once every approval is answered. */
const chatOn = (transport: ScriptedTransport, messages?: UIMessage[]) => ({
  transport,
  messages,
  sendAutomaticallyWhen: transport.sendOnWhen(lastAssistantMessageIsCompleteWithApprovalResponses),
  onFinish: transport.onFinish,
});

async function askForApproval(user: ReturnType<typeof userEvent.setup>, extra?: object) {
  const transport = new ScriptedTransport();
  render(<ApprovalChat options={chatOn(transport)} extra={extra} />);
  await user.click(screen.getByRole("button", { name: "Send" }));
  return askApproval(transport);
}

describe("ToolApprovalPart with useChat and a tool that needs approval", () => {
  it("shows the request, and Approve sends the approval on so the tool runs", async () => {
    const user = userEvent.setup();
    const transport = await askForApproval(user);
    const request = screen.getByRole("region", { name: `Allow ${TOOL} to run?` });
    expect(screen.getByRole("figure", { name: "Input" })).toHaveTextContent('"tmp/cache.db"');

    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByText("Approved")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Deny" })).toBeNull();

    const { messages, part } = await sentPart(transport, 2);
    expect(part.state).toBe("approval-responded");
    expect(part.approval).toMatchObject({ id: APPROVAL, approved: true });
    // What the model's provider is handed: the approval response for this call.
    const model = await convertToModelMessages(messages);
    expect(JSON.stringify(model)).toContain('"type":"tool-approval-response"');

    continueRun(transport, { type: "tool-output-available", toolCallId: CALL, output: { deleted: 2 } });
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(request).toHaveAttribute("data-state", "approved");
    expect(screen.getByText("Approved")).toBeInTheDocument();
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });

  it("denies with a reason: the reason goes to the model, and the receipt says it", async () => {
    const user = userEvent.setup();
    const transport = await askForApproval(user);

    await user.click(screen.getByRole("button", { name: "Deny" }));
    const reason = screen.getByRole("textbox", { name: "Reason (optional)" });
    expect(reason).toHaveFocus();
    await user.type(reason, "  Keep the cache  {Enter}");
    expect(screen.getByText(wholeText("Denied: Keep the cache"))).toHaveFocus();

    const { part } = await sentPart(transport, 2);
    expect(part.state).toBe("approval-responded");
    expect(part.approval).toMatchObject({ id: APPROVAL, approved: false, reason: "Keep the cache" });

    continueRun(transport, { type: "tool-output-denied", toolCallId: CALL });
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-state", "denied");
    expect(screen.getByText(wholeText("Denied: Keep the cache"))).toBeInTheDocument();
  });

  it("denies without a reason, and Cancel goes back to the choice with nothing sent", async () => {
    const user = userEvent.setup();
    const transport = await askForApproval(user);

    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Deny" })).toHaveFocus();
    expect(transport.requests).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Send denial" }));
    expect(screen.getByText("Denied")).toHaveFocus();
    const { part } = await sentPart(transport, 2);
    expect(part.approval).toMatchObject({ id: APPROVAL, approved: false });
    expect(part.approval?.reason).toBeUndefined();
  });

  it.each([
    ["approval-responded", { id: APPROVAL, approved: false, reason: "Not now" }, "Denied: Not now"],
    ["output-denied", { id: APPROVAL, approved: false, reason: "Not now" }, "Denied: Not now"],
    ["output-available", { id: APPROVAL, approved: true }, "Approved"],
  ] as const)(
    "shows the receipt of a stored %s part after a reload, without taking focus",
    async (state, approval, receipt) => {
      const part = { type: `tool-${TOOL}`, toolCallId: CALL, state, input, approval, output: { deleted: 2 } };
      const stored = { id: "a1", role: "assistant", parts: [part] } as unknown as UIMessage;
      render(<ApprovalChat options={chatOn(new ScriptedTransport(), [stored])} />);
      expect(screen.getByText(wholeText(receipt))).toBeInTheDocument();
      expect(screen.getByText(wholeText(receipt))).not.toHaveFocus();
      expect(screen.queryByRole("button", { name: /Approve|Deny/ })).toBeNull();
    },
  );

  // Issue 46, item 1: the AI SDK's approval response carries approved and reason only; nothing keeps
  // a permission, so "Always allow" would promise what never happens.
  it("never offers Always allow, even when a host passes ToolApproval's offerAlways", async () => {
    const user = userEvent.setup();
    await askForApproval(user, { offerAlways: true });
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Always allow" })).toBeNull();
  });

  it("renders nothing for a tool part without an approval", async () => {
    const part = { type: `tool-${TOOL}`, toolCallId: CALL, state: "input-available", input };
    const stored = { id: "a1", role: "assistant", parts: [part] } as unknown as UIMessage;
    render(<ApprovalChat options={chatOn(new ScriptedTransport(), [stored])} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
