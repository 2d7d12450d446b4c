// AI SDK 7 decides approval per call, not per tool (SPEC §15): a real `streamText` route with
// `toolApproval` (a map, or one function) and `experimental_toolApprovalSecret`, a scripted
// `MockLanguageModelV3`, and the real `useChat` rendering `ToolApprovalPart`. Only AI SDK 7 has
// `toolApproval`: this file runs in the ai7 projects alone (`*.ai7.test.*`; see vitest.config.ts).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lastAssistantMessageIsCompleteWithApprovalResponses } from "ai";
import { describe, expect, it } from "vitest";
import { ToolApprovalPart } from "../../src/ai-sdk/index.ts";
import { ApprovalChat } from "../support/approvalChat.tsx";
import {
  CALL,
  input,
  type RouteToolApproval,
  TOOL,
  toolApprovalRoute,
  toolResultSeen,
} from "../support/toolApprovalRoute.ai7.ts";
import { wholeText } from "../support/wholeText.ts";

/** Renders the chat on a route with `toolApproval` and sends the first message. */
async function start(toolApproval: RouteToolApproval) {
  const route = toolApprovalRoute(toolApproval);
  let finishes = 0;
  const user = userEvent.setup();
  render(
    <ApprovalChat
      options={{
        transport: route.transport,
        sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
        onFinish: () => (finishes += 1),
      }}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Send" }));
  return { ...route, user, finished: () => finishes };
}

describe.each([
  ["a map of tool name → status", { [TOOL]: { type: "user-approval", reason: "It deletes files" } } as const],
  [
    "one function",
    (({ toolCall }) =>
      toolCall.toolName === TOOL ? { type: "user-approval", reason: "It deletes files" } : "not-applicable") as const,
  ],
] satisfies [string, RouteToolApproval][])(
  "ToolApprovalPart on an AI SDK 7 route whose toolApproval is %s",
  (_, toolApproval) => {
    it("shows why the call asks; Approve runs the tool exactly once, with the signed request handed back untouched", async () => {
      const { user, model, runs, errors, finished } = await start(toolApproval);
      const request = await screen.findByRole("region", { name: `Allow ${TOOL} to run?` });
      expect(request).toHaveAccessibleDescription("Why: It deletes files");
      expect(screen.getByText(wholeText("Why: It deletes files"))).toBeVisible();
      await waitFor(() => expect(finished()).toBe(1));
      expect(runs).toEqual([]);

      await user.click(screen.getByRole("button", { name: "Approve" }));
      expect(await screen.findByText("Done.")).toBeInTheDocument();
      await waitFor(() => expect(finished()).toBe(2));
      // The route checked the approval's signature (a changed one is refused) and ran the tool, once.
      expect(errors.map(String)).toEqual([]);
      expect(runs).toEqual([input.paths]);
      expect(toolResultSeen(model, 2)).toMatchObject({ output: { type: "json", value: { deleted: 2 } } });
      expect(request).toHaveAttribute("data-state", "approved");
      expect(screen.getByText("Approved")).toBeInTheDocument();
    });

    it("Deny does not run the tool, and the model receives the reason", async () => {
      const { user, model, runs, errors, finished } = await start(toolApproval);
      await user.click(await screen.findByRole("button", { name: "Deny" }));
      await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Keep the cache{Enter}");
      expect(await screen.findByText("Done.")).toBeInTheDocument();
      await waitFor(() => expect(finished()).toBe(2));
      expect(errors.map(String)).toEqual([]);
      expect(runs).toEqual([]);
      expect(toolResultSeen(model, 2)).toMatchObject({
        output: { type: "execution-denied", reason: "Keep the cache" },
      });
      expect(screen.getByText(wholeText("Denied: Keep the cache"))).toBeInTheDocument();
    });
  },
);

describe("ToolApprovalPart when AI SDK 7's toolApproval decides by itself", () => {
  it("shows the automatic approval as a receipt, never with Approve or Deny, at any render", async () => {
    // Every button that ever entered the page, caught as it is added (also one removed again at once).
    const buttons: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const button of [node, ...node.querySelectorAll("button")].filter((el) => el.matches("button")))
              buttons.push(button.textContent ?? "");
    });
    observer.observe(document.body, { childList: true, subtree: true });

    const { runs, errors, finished } = await start(({ toolCall }) =>
      toolCall.toolName === TOOL ? "approved" : "not-applicable",
    );
    const receipt = await screen.findByText("Approved automatically");
    // One response: the route decided, ran the tool and streamed its output, with nobody asked.
    await waitFor(() => expect(finished()).toBe(1));
    observer.disconnect();

    expect(errors.map(String)).toEqual([]);
    expect(runs).toEqual([input.paths]);
    expect(receipt).not.toHaveFocus();
    expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-automatic");
    // The chat's Send is the only button the page ever had (seen once per subtree that brought it in).
    expect(new Set(buttons)).toEqual(new Set(["Send"]));
  });

  it("shows an automatic denial with the policy's reason, and the tool never runs", async () => {
    const { runs, errors } = await start({ [TOOL]: { type: "denied", reason: "Not on Fridays" } });
    expect(await screen.findByText(wholeText("Denied automatically: Not on Fridays"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Approve|Deny/ })).toBeNull();
    expect(errors.map(String)).toEqual([]);
    expect(runs).toEqual([]);
  });

  it("offers no decision on an automatic request still waiting for its decision (approval-requested)", () => {
    const part = {
      type: `tool-${TOOL}`,
      toolCallId: CALL,
      state: "approval-requested",
      input,
      approval: { id: "approval_1", isAutomatic: true, requestReason: "Policy: safe paths" },
    } as const;
    render(<ToolApprovalPart part={part} addToolApprovalResponse={() => undefined} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Decided automatically")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: `Allow ${TOOL} to run?` })).toHaveAttribute("data-state", "automatic");
  });
});
