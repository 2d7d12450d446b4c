import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import { formatDecline } from "../../src/protocol/index.ts";

const output = { questions: [{ id: "a", question: "A?", type: "Text", required: true }], answers: [{ id: "a" }] };

// The one reading of a tool call's state that both chat adapters go through.
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
});
