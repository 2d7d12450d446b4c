import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import { askUserQuestionFormat, toAskUserQuestionDismissed, toAskUserQuestionReply } from "../../src/claude/index.ts";
import { formatDecline, formatExpired, formatReply } from "../../src/protocol/index.ts";
import { claudeCall, claudeResult } from "../support/claudeCall.ts";

const output = { questions: [{ id: "a", question: "A?", type: "Text", required: true }], answers: [{ id: "a" }] };

// The one reading of a tool call's state that every chat adapter goes through.
describe("callState", () => {
  // `undefined`: the call takes answers.
  it.each([
    ["streaming", undefined, { streaming: true }],
    ["waiting", undefined, undefined],
    ["done", output, { result: output }],
    ["done", formatDecline(), { declined: true }],
    // A reply in the chat and an expiry (SPEC §12) are declines, each read back as what it was.
    ["done", formatReply("Use Go.\n\nAnd call it billing."), { repliedInChat: "Use Go.\n\nAnd call it billing." }],
    ["done", formatReply(""), { repliedInChat: "" }],
    ["done", formatExpired(), { expired: true }],
    ["done", `${formatExpired()} `, { declined: true }],
    ["done", JSON.stringify(output), { result: output }],
    ["done", `\uFEFF${JSON.stringify(output)}`, { result: output }],
    ["done", '{"answers": []}', { declined: true }],
    ["done", { answers: "not a list" }, { failed: true }],
    ["done", undefined, { failed: true }],
    ["failed", output, { failed: true }],
    // Nothing went back to the agent: no claim that it was told.
    ["stopped", undefined, { stopped: true }],
    ["stopped", output, { stopped: true }],
  ] as const)("%s with %j shows %j", (phase, stored, props) => {
    expect(callState(phase, stored)).toEqual(props);
  });

  // CopilotKit stores every result as JSON text: a format's result is read back from it too.
  it.each([
    ["as a value", claudeResult],
    ["as its JSON text", JSON.stringify(claudeResult)],
  ])("reads a format's stored result %s as answered", (_, stored) => {
    expect(callState("done", stored, askUserQuestionFormat, claudeCall)?.result?.answers).toEqual([
      { id: "q0", selected: ["OAuth"] },
      { id: "q1", selected: ["Logs", "Traces"] },
    ]);
  });

  it("reads the format's decline text as declined", () => {
    expect(callState("done", askUserQuestionFormat.decline(), askUserQuestionFormat, claudeCall)).toEqual({
      declined: true,
    });
  });

  it.each([
    ["a reply in the chat", toAskUserQuestionReply(claudeCall, "Later"), { repliedInChat: "Later" }],
    ["an expiry", toAskUserQuestionDismissed(claudeCall, { afkTimeoutMs: 60_000 }), { expired: true }],
    [
      "an expiry, as JSON text",
      JSON.stringify(toAskUserQuestionDismissed(claudeCall, { afkTimeoutMs: 1 })),
      { expired: true },
    ],
  ])("reads Claude's %s back as such, not as an answer set with no answers", (_, stored, props) => {
    expect(callState("done", stored, askUserQuestionFormat, claudeCall)).toEqual(props);
  });

  it("reads the Codex format's reply (the ask_questions text) back too", async () => {
    const { requestUserInputFormat } = await import("../../src/codex/index.ts");
    expect(callState("done", formatReply("Later"), requestUserInputFormat, {})).toEqual({ repliedInChat: "Later" });
  });
});
