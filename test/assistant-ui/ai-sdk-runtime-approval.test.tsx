import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages, lastAssistantMessageIsCompleteWithApprovalResponses } from "ai";
import { describe, expect, it } from "vitest";
import { toolApprovalToolkit } from "../../src/assistant-ui/index.ts";
import { askApproval, CALL, continueRun, sentPart, TOOL } from "../support/approvalRequest.ts";
import { sendFirstMessage } from "../support/runtimeChat.tsx";
import { wholeText } from "../support/wholeText.ts";

// docs/approvals.md's assistant-ui client: @assistant-ui/react-ai-sdk's useChatRuntime over an AI
// SDK route whose tool has `needsApproval`. The runtime turns the part's `approval-requested` into
// assistant-ui's approval gate; ToolApprovalUI answers it with `respondToApproval`, which the
// runtime hands to `addToolApprovalResponse`. The chat is runtimeChat.tsx's, the docs' client. Runs on
// AI SDK 6 and, in the ai7 project, on AI SDK 7.

const toolkit = toolApprovalToolkit([TOOL]); // module scope: assistant-ui wants a stable toolkit
// Sends the decision on as soon as every approval of the step has one: the run continues.
const chat = { toolkit, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses };

/** Renders the chat, sends a message as the person would, and the route asks for approval. */
async function askForApproval(user: ReturnType<typeof userEvent.setup>) {
  return askApproval(await sendFirstMessage(user, chat, "Clean up the build"));
}

describe("toolApprovalToolkit with useChatRuntime and an AI SDK tool that needs approval", { timeout: 20_000 }, () => {
  it("Approve: the route gets the approval response and the run continues", async () => {
    const user = userEvent.setup();
    const transport = await askForApproval(user);
    const request = screen.getByRole("region", { name: `Allow ${TOOL} to run?` });
    expect(screen.getByRole("figure", { name: "Input" })).toHaveTextContent('"tmp/cache.db"');

    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(screen.getByText("Approved")).toHaveFocus();

    const { messages, part } = await sentPart(transport, 2);
    expect(part.state).toBe("approval-responded");
    expect(part.approval).toMatchObject({ id: "approval_1", approved: true });
    // What the route hands the model's provider: the approval response for this call.
    expect(JSON.stringify(await convertToModelMessages(messages))).toContain('"type":"tool-approval-response"');

    continueRun(
      transport,
      { type: "tool-output-available", toolCallId: CALL, output: { deleted: 2 } },
      "Deleted 2 paths.",
    );
    expect(await screen.findByText("Deleted 2 paths.")).toBeInTheDocument();
    expect(request).toHaveAttribute("data-state", "approved");
    // The chat has read the reply to its end and decided not to send on.
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });

  it("Deny with a reason: the route gets the denial with the reason, and the receipt says it", async () => {
    const user = userEvent.setup();
    const transport = await askForApproval(user);
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Keep the cache{Enter}");
    expect(screen.getByText(wholeText("Denied: Keep the cache"))).toHaveFocus();

    const { part } = await sentPart(transport, 2);
    expect(part.state).toBe("approval-responded");
    expect(part.approval).toMatchObject({ id: "approval_1", approved: false, reason: "Keep the cache" });

    continueRun(transport, { type: "tool-output-denied", toolCallId: CALL }, "Kept everything.");
    expect(await screen.findByText("Kept everything.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-state", "denied");
    expect(screen.getByText(wholeText("Denied: Keep the cache"))).toBeInTheDocument();
  });
});
