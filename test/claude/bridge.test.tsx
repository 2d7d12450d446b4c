import type { CanUseTool, PermissionResult } from "@anthropic-ai/claude-agent-sdk";
import type { AskUserQuestionInput } from "@anthropic-ai/claude-agent-sdk/sdk-tools";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type AskUserQuestionCall, createAskUserQuestionBridge } from "../../src/claude/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";
import { AskUserQuestionPanel } from "./AskUserQuestionPanel.tsx";

// The Claude Agent SDK's canUseTool on the server, a person in the browser:
// the bridge parks each AskUserQuestion call, the browser renders it through
// the Claude format and answers over "HTTP" (JSON in and out), and the SDK's
// promise settles with the exact permission result. No API key: canUseTool
// is driven directly, with arguments shaped as the SDK passes them.

const INPUT = fixtures.claude_ask_user_question.input as AskUserQuestionInput & Record<string, unknown>;

/** The third argument the SDK passes canUseTool, typed by the SDK itself. */
function sdkOptions(toolUseID: string, signal = new AbortController().signal): Parameters<CanUseTool>[2] {
  return { signal, toolUseID, requestId: `req-${toolUseID}`, suggestions: [] };
}

/** A server with the bridge, and a browser that shows what it is sent and posts answers back as JSON. */
function serverAndBrowser(otherTool?: CanUseTool) {
  const onAbort = vi.fn();
  const shown: AskUserQuestionCall[] = [];
  const bridge = createAskUserQuestionBridge<Parameters<CanUseTool>[2], PermissionResult | null>({
    // Over the wire: the browser gets JSON.
    onAsk: (call) => shown.push(JSON.parse(JSON.stringify(call))),
    onAbort,
    otherTool,
  });
  // The SDK's own type: the bridge's canUseTool is a CanUseTool.
  const canUseTool: CanUseTool = bridge.canUseTool;
  // The server's socket handler: { type: "answer", id, result } goes to resolve.
  const post = vi.fn((text: string) => {
    const message = JSON.parse(text);
    return message.type === "answer" && bridge.resolve(message.id, message.result);
  });
  const showBrowser = () =>
    render(<AskUserQuestionPanel call={shown[0] as AskUserQuestionCall} socket={{ send: post }} />);
  return { bridge, canUseTool, shown, post, showBrowser, onAbort };
}

describe("createAskUserQuestionBridge with the browser answering", () => {
  it("the person's answers settle canUseTool with the permission result, answers keyed by question text", async () => {
    const user = userEvent.setup();
    const { canUseTool, shown, showBrowser, post } = serverAndBrowser();
    const decision = canUseTool("AskUserQuestion", INPUT, sdkOptions("toolu_01"));
    expect(shown).toEqual([{ id: "toolu_01", input: INPUT }]);
    showBrowser();
    await user.click(screen.getByRole("radio", { name: /^Passkeys/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Staging/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Production/ }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const result = await decision;
    expect(result).toEqual({
      behavior: "allow",
      updatedInput: {
        questions: INPUT.questions,
        answers: {
          "How should we authenticate users?": "Passkeys (Recommended)",
          "Which environments should we deploy to?": "Staging, Production",
        },
      },
    });
    expect(result).toEqual({
      behavior: "allow",
      updatedInput: {
        ...INPUT,
        ...fixtures.claude_ask_user_question.output_after_answering_passkeys_and_staging_production,
      },
    });
    expect(post.mock.results[0]?.value).toBe(true);
  });

  it("Skip settles it as a deny with the decline text for the model", async () => {
    const user = userEvent.setup();
    const { canUseTool, showBrowser } = serverAndBrowser();
    const decision = canUseTool("AskUserQuestion", INPUT, sdkOptions("toolu_02"));
    showBrowser();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(await decision).toEqual({ behavior: "deny", message: declineText() });
  });

  it("waits for the person: nothing settles before they answer", async () => {
    const { canUseTool, bridge } = serverAndBrowser();
    let settled = false;
    void canUseTool("AskUserQuestion", INPUT, sdkOptions("toolu_03")).then(() => {
      settled = true;
    });
    // Parked for the person, then a flush: a call that settled on its own would have by now.
    await vi.waitFor(() => expect(bridge.waiting()).toEqual([{ id: "toolu_03", input: INPUT }]));
    await act(async () => {});
    expect(settled).toBe(false);
  });

  it("several calls wait side by side, each settled by its own id", async () => {
    const { canUseTool, bridge } = serverAndBrowser();
    const first = canUseTool("AskUserQuestion", INPUT, sdkOptions("a"));
    const second = canUseTool("AskUserQuestion", INPUT, sdkOptions("b"));
    expect(bridge.resolve("b", { behavior: "deny", message: "not now" })).toBe(true);
    expect(await second).toEqual({ behavior: "deny", message: "not now" });
    expect(bridge.waiting().map(({ id }) => id)).toEqual(["a"]);
    bridge.resolve("a", { behavior: "allow", updatedInput: { answers: {} } });
    expect(await first).toEqual({ behavior: "allow", updatedInput: { ...INPUT, answers: {} } });
  });
});

describe("createAskUserQuestionBridge's resolve", () => {
  it("takes only the answers: the questions Claude sees stay its own", async () => {
    const { canUseTool, bridge } = serverAndBrowser();
    const decision = canUseTool("AskUserQuestion", INPUT, sdkOptions("t"));
    bridge.resolve("t", {
      behavior: "allow",
      updatedInput: {
        questions: [{ question: "Delete everything?" }],
        answers: { "How should we authenticate users?": "Email magic link" },
        extra: 1,
      },
    });
    expect(await decision).toEqual({
      behavior: "allow",
      updatedInput: { ...INPUT, answers: { "How should we authenticate users?": "Email magic link" } },
    });
  });

  it.each([
    ["no such id", "nobody", { behavior: "deny", message: "x" }],
    ["not a permission result", "t", { behavior: "maybe" }],
    ["answers that are not strings", "t", { behavior: "allow", updatedInput: { answers: { q: 1 } } }],
    ["a deny without a message", "t", { behavior: "deny" }],
    ["nothing at all", "t", null],
  ])("refuses %s and keeps the call waiting", (_, id, result) => {
    const { canUseTool, bridge } = serverAndBrowser();
    void canUseTool("AskUserQuestion", INPUT, sdkOptions("t"));
    expect(bridge.resolve(id, result)).toBe(false);
    expect(bridge.waiting().map((call) => call.id)).toEqual(["t"]);
  });

  it("answers a call once: a second answer is refused", async () => {
    const { canUseTool, bridge } = serverAndBrowser();
    const decision = canUseTool("AskUserQuestion", INPUT, sdkOptions("t"));
    expect(bridge.resolve("t", { behavior: "deny", message: "first" })).toBe(true);
    expect(bridge.resolve("t", { behavior: "deny", message: "second" })).toBe(false);
    expect(await decision).toEqual({ behavior: "deny", message: "first" });
  });
});

describe("createAskUserQuestionBridge's other tools and aborts", () => {
  it("hands every other tool to the host's callback with the SDK's arguments, unchanged", async () => {
    const otherTool = vi.fn(async () => ({ behavior: "allow" as const, updatedInput: { path: "a.txt" } }));
    const { canUseTool, shown } = serverAndBrowser(otherTool);
    const options = sdkOptions("r");
    expect(await canUseTool("Read", { path: "a.txt" }, options)).toEqual({
      behavior: "allow",
      updatedInput: { path: "a.txt" },
    });
    expect(otherTool).toHaveBeenCalledWith("Read", { path: "a.txt" }, options);
    expect(shown).toEqual([]);
  });

  it("without a callback, other tools are denied", async () => {
    // As in the README: no type arguments, and still the SDK's CanUseTool (type-checked).
    const { canUseTool }: { canUseTool: CanUseTool } = createAskUserQuestionBridge({ onAsk: () => {} });
    expect(await canUseTool("Bash", { command: "rm -rf /" }, sdkOptions("b"))).toEqual({
      behavior: "deny",
      message: "Bash is not allowed here.",
    });
  });

  it("an aborted call stops waiting, tells the browser, and can no longer be answered", async () => {
    const { canUseTool, bridge, onAbort } = serverAndBrowser();
    const controller = new AbortController();
    const decision = canUseTool("AskUserQuestion", INPUT, sdkOptions("t", controller.signal));
    controller.abort();
    expect(await decision).toEqual({ behavior: "deny", message: "The question was withdrawn." });
    expect(onAbort).toHaveBeenCalledWith("t");
    expect(bridge.waiting()).toEqual([]);
    expect(bridge.resolve("t", { behavior: "deny", message: "late" })).toBe(false);
  });
});
