import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import { askUserQuestionFormat } from "../../src/claude/index.ts";
import { formatDecline } from "../../src/protocol/index.ts";
import { claudeCall, claudeResult } from "./claudeCall.ts";

const output = { questions: [{ id: "a", question: "A?", type: "Text", required: true }], answers: [{ id: "a" }] };

// The one reading of a tool call's state that every chat adapter goes through.
describe("callState", () => {
  it.each([
    ["streaming", undefined, "streaming", { streaming: true }],
    ["waiting", undefined, "waiting", {}],
    ["done", output, "answered", { result: output }],
    ["done", formatDecline(), "declined", { declined: true }],
    ["done", JSON.stringify(output), "answered", { result: output }],
    ["done", `\uFEFF${JSON.stringify(output)}`, "answered", { result: output }],
    ["done", '{"answers": []}', "declined", { declined: true }],
    ["done", { answers: "not a list" }, "failed", { disabled: true, failed: true }],
    ["done", undefined, "failed", { disabled: true, failed: true }],
    ["failed", output, "failed", { disabled: true, failed: true }],
  ] as const)("%s with %j is %s", (phase, stored, status, props) => {
    expect(callState(phase, stored)).toEqual({ status, props });
  });

  // CopilotKit stores every result as JSON text: a format's result is read back from it too.
  it.each([
    ["as a value", claudeResult],
    ["as its JSON text", JSON.stringify(claudeResult)],
  ])("reads a format's stored result %s as answered", (_, stored) => {
    const state = callState("done", stored, askUserQuestionFormat, claudeCall);
    expect(state.status).toBe("answered");
    expect(state.props.result?.answers).toEqual([
      { id: "q0", selected: ["OAuth"] },
      { id: "q1", selected: ["Logs", "Traces"] },
    ]);
  });

  it("reads the format's decline text as declined", () => {
    expect(callState("done", askUserQuestionFormat.decline(), askUserQuestionFormat, claudeCall).status).toBe(
      "declined",
    );
  });
});
