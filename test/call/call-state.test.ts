import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import { askUserQuestionFormat, toAskUserQuestionDismissed, toAskUserQuestionReply } from "../../src/claude/index.ts";
import { declineText, expiredText, replyText } from "../../src/protocol/index.ts";
import { claudeCall, claudeResult } from "../support/claudeCall.ts";

const output = { questions: [{ id: "a", question: "A?", type: "Text", required: true }], answers: [{ id: "a" }] };

// The one reading of a tool call's state that every chat adapter goes through.
describe("callState", () => {
  // `undefined`: the call takes answers.
  it.each([
    ["streaming", undefined, { streaming: true }],
    ["waiting", undefined, undefined],
    ["done", output, { outcome: { kind: "answered", output } }],
    ["done", declineText(), { outcome: { kind: "declined" } }],
    // A reply in the chat and an expiry (SPEC §12) are declines, each read back as what it was.
    [
      "done",
      replyText("Use Go.\n\nAnd call it billing."),
      { outcome: { kind: "replied", text: "Use Go.\n\nAnd call it billing." } },
    ],
    ["done", replyText(""), { outcome: { kind: "replied", text: "" } }],
    ["done", expiredText(), { outcome: { kind: "expired" } }],
    ["done", `${expiredText()} `, { outcome: { kind: "declined" } }],
    ["done", JSON.stringify(output), { outcome: { kind: "answered", output } }],
    ["done", `\uFEFF${JSON.stringify(output)}`, { outcome: { kind: "answered", output } }],
    ["done", '{"answers": []}', { outcome: { kind: "declined" } }],
    ["done", { answers: "not a list" }, { failed: true }],
    ["done", undefined, { failed: true }],
    ["failed", output, { failed: true }],
    // Nothing went back to the agent: no claim that it was told.
    ["dismissed", undefined, { outcome: { kind: "dismissed" } }],
    ["dismissed", output, { outcome: { kind: "dismissed" } }],
  ] as const)("%s with %j shows %j", (phase, stored, props) => {
    expect(callState(phase, stored)).toEqual(props);
  });

  // CopilotKit stores every result as JSON text: a format's result is read back from it too.
  it.each([
    ["as a value", claudeResult],
    ["as its JSON text", JSON.stringify(claudeResult)],
  ])("reads a format's stored result %s as answered", (_, stored) => {
    expect(callState("done", stored, askUserQuestionFormat, claudeCall)).toMatchObject({
      outcome: {
        kind: "answered",
        output: {
          answers: [
            { id: "q0", selected: ["OAuth"] },
            { id: "q1", selected: ["Logs", "Traces"] },
          ],
        },
      },
    });
  });

  it("reads the format's decline text as declined", () => {
    expect(callState("done", askUserQuestionFormat.decline(), askUserQuestionFormat, claudeCall)).toEqual({
      outcome: { kind: "declined" },
    });
  });

  it.each([
    [
      "a reply in the chat",
      toAskUserQuestionReply(claudeCall, "Later"),
      { outcome: { kind: "replied", text: "Later" } },
    ],
    ["an expiry", toAskUserQuestionDismissed(claudeCall, { afkTimeoutMs: 60_000 }), { outcome: { kind: "expired" } }],
    [
      "an expiry, as JSON text",
      JSON.stringify(toAskUserQuestionDismissed(claudeCall, { afkTimeoutMs: 1 })),
      { outcome: { kind: "expired" } },
    ],
  ])("reads Claude's %s back as such, not as an answer set with no answers", (_, stored, props) => {
    expect(callState("done", stored, askUserQuestionFormat, claudeCall)).toEqual(props);
  });

  it("reads the Codex format's reply (the ask_questions text) back too", async () => {
    const { requestUserInputFormat } = await import("../../src/formats/codex.ts");
    expect(callState("done", replyText("Later"), requestUserInputFormat, {})).toEqual({
      outcome: { kind: "replied", text: "Later" },
    });
  });
});
