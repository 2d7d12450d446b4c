import type { CanUseTool, PermissionResult } from "@anthropic-ai/claude-agent-sdk";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InterruptForm } from "../../src/ag-ui/index.ts";
import { QuestionToolPart } from "../../src/ai-sdk/index.ts";
import { loadWaitingParts } from "../../src/call/loadWaitingParts.ts";
import { createAskUserQuestionBridge } from "../../src/claude/index.ts";
import { QuestionCall } from "../../src/index.ts";
import { ElicitationForm } from "../../src/mcp/index.ts";
import { CALL, modelCall } from "../support/modelCall.ts";

// SPEC §14: waiting has no limit unless the host sets one. Claude Code's 60-second auto-continue
// answered for people who were away; here every entry that waits for a person is left a month on
// a fake clock, with every callback a limit would call, and must still be waiting.

const MONTH = 31 * 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** A month goes by, in steps a timer of any length would fire in, the waiting parts loaded first. */
async function aMonthLater() {
  await act(async () => {
    await loadWaitingParts();
  });
  for (let day = 0; day < 31; day++) await act(async () => vi.advanceTimersByTime(MONTH / 31));
}

const submit = () => screen.getByRole("button", { name: "Submit" });

describe("no default waiting limit", () => {
  it("QuestionCall: no countdown, no expiry, the form still open", async () => {
    const onExpire = vi.fn();
    const onOutcome = vi.fn();
    render(<QuestionCall input={modelCall} onExpire={onExpire} onOutcome={onOutcome} onDecline={() => undefined} />);
    await aMonthLater();
    expect(onExpire).not.toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="expiry"]')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it("the AI SDK part (and so every chat adapter's chatToolCall): nothing sent", async () => {
    const addToolOutput = vi.fn();
    const onOutcome = vi.fn();
    render(
      <QuestionToolPart
        part={{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input: modelCall }}
        addToolOutput={addToolOutput}
        onOutcome={onOutcome}
      />,
    );
    await aMonthLater();
    expect(addToolOutput).not.toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("MCP ElicitationForm: no result until the person acts", async () => {
    const onSubmit = vi.fn();
    render(
      <ElicitationForm
        request={{
          message: "Where should we ship?",
          requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } },
        }}
        serverName="shop"
        onSubmit={onSubmit}
      />,
    );
    await aMonthLater();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /City/ })).toBeEnabled();
  });

  it("AG-UI InterruptForm: an interrupt without expiresAt never ends by itself", async () => {
    const onSubmit = vi.fn();
    render(
      <InterruptForm
        interrupts={[{ id: "int-1", reason: "confirmation", message: "Deploy to production?" }]}
        onSubmit={onSubmit}
      />,
    );
    await aMonthLater();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.querySelector('[data-state="expired"]')).toBeNull();
  });

  it("the Claude Agent SDK bridge: canUseTool stays parked", async () => {
    const bridge = createAskUserQuestionBridge<Parameters<CanUseTool>[2], PermissionResult | null>({
      onAsk: () => undefined,
    });
    const canUseTool: CanUseTool = bridge.canUseTool;
    let settled = false;
    const options = { signal: new AbortController().signal, toolUseID: "toolu_01", requestId: "r", suggestions: [] };
    void canUseTool("AskUserQuestion", { questions: [] }, options).then(() => {
      settled = true;
    });
    await aMonthLater();
    expect(settled).toBe(false);
    expect(bridge.waiting()).toHaveLength(1);
  });
});
