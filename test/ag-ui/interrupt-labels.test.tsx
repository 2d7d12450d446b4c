import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { InterruptForm } from "../../src/ag-ui/index.ts";

// InterruptForm hands its one `labels` object to the form and to each ToolApproval: a key both read
// renamed both (issue 44). Each part's keys are now its own (test/package/label-keys.test.ts).

const toolCall = {
  id: "int-tool",
  reason: "tool_call",
  toolCallId: "call_1",
  message: "Send the release email?",
  responseSchema: { type: "object", properties: { approved: { type: "boolean" } }, required: ["approved"] },
};
const messages = [
  {
    id: "m1",
    role: "assistant",
    toolCalls: [{ id: "call_1", type: "function", function: { name: "send_email", arguments: '{"to":"a@b.c"}' } }],
  },
];

describe("InterruptForm's labels", () => {
  it("renaming the run's Cancel leaves the approval's Cancel as it was, and each can be renamed on its own", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <InterruptForm interrupts={[toolCall]} messages={messages} onSubmit={() => {}} labels={{ cancel: "Stop" }} />,
    );
    const approval = screen.getByRole("region", { name: "Allow send_email to run?" });
    await user.click(within(approval).getByRole("button", { name: "Deny" }));
    expect(within(approval).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Stop" })).toHaveLength(1);

    rerender(
      <InterruptForm
        interrupts={[toolCall]}
        messages={messages}
        onSubmit={() => {}}
        labels={{ cancel: "Stop", approvalCancel: "Back" }}
      />,
    );
    expect(within(approval).getByRole("button", { name: "Back" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Stop" })).toHaveLength(1);
  });

  it("words the line under an undecided tool call with decideEvery, the key LangGraph's review words its line with", async () => {
    const user = userEvent.setup();
    render(
      <InterruptForm
        interrupts={[toolCall]}
        messages={messages}
        onSubmit={() => {}}
        labels={{ decideEvery: "Décidez d'abord" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Décidez d'abord");
  });
});
