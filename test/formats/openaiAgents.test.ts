import { describe, expect, it } from "vitest";
import { applyApprovals, fromRunInterruptions, type RunApprovalState } from "../../src/formats/openaiAgents.ts";

const item = (name: string, args: string, callId = `call_${name}`) => ({
  name,
  arguments: args,
  rawItem: { type: "function_call", callId },
  agent: { name: "Helper" },
});

/** A run state that records each call, as the SDK's would be made. */
function recorder() {
  const calls: unknown[][] = [];
  const state: RunApprovalState<unknown> = {
    approve: (...args) => void calls.push(["approve", ...args]),
    reject: (...args) => void calls.push(["reject", ...args]),
  };
  return { state, calls };
}

describe("fromRunInterruptions", () => {
  it("keeps the run's order and parses each item's arguments", () => {
    const first = item("search", '{"q":"plans"}');
    const second = item("delete_file", "");
    expect(fromRunInterruptions([first, second])).toEqual({
      ok: true,
      value: {
        items: [
          { toolName: "search", args: { q: "plans" }, callId: "call_search", agentName: "Helper", item: first },
          { toolName: "delete_file", args: {}, callId: "call_delete_file", agentName: "Helper", item: second },
        ],
      },
    });
  });

  it("reads a hosted tool's call id from rawItem.id", () => {
    const read = fromRunInterruptions([{ name: "mcp", arguments: "{}", rawItem: { id: "h1" } }]);
    expect(read).toMatchObject({ ok: true, value: { items: [{ callId: "h1" }] } });
  });

  it("says which item cannot be read, and never throws", () => {
    const throwing = {
      get name(): string {
        throw new Error("boom");
      },
    };
    const read = fromRunInterruptions([
      item("ok", "{}"),
      item("bad", "{not json"),
      null,
      { arguments: "{}" },
      throwing,
    ]);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues.map(({ code, path }) => [code, path])).toEqual([
      ["invalid_json", [1, "arguments"]],
      ["not_an_object", [2]],
      ["missing_field", [3, "name"]],
      ["wrong_type", [4]],
    ]);
    expect(fromRunInterruptions(undefined)).toMatchObject({ ok: false, issues: [{ code: "wrong_type" }] });
  });
});

describe("applyApprovals", () => {
  const read = fromRunInterruptions([item("a", "{}"), item("b", "{}"), item("c", "{}")]);
  if (!read.ok) throw new Error("not read");
  const [a, b, c] = read.value.items.map(({ item }) => item);

  it("calls approve or reject once for every item, in order, with always and the reason", () => {
    const { state, calls } = recorder();
    const result = applyApprovals(state, read.value, [
      { approved: true },
      { approved: false, reason: "Not now." },
      { approved: true, always: true },
    ]);
    expect(result).toEqual({ ok: true, value: { applied: 3 } });
    expect(calls).toEqual([
      ["approve", a, undefined],
      ["reject", b, { message: "Not now." }],
      ["approve", c, { alwaysApprove: true }],
    ]);
  });

  it("refuses a wrong count or edited arguments, and then applies nothing", () => {
    const { state, calls } = recorder();
    expect(applyApprovals(state, read.value, [{ approved: true }])).toMatchObject({
      ok: false,
      issues: [{ code: "wrong_count" }],
    });
    expect(
      applyApprovals(state, read.value, [
        { approved: true },
        { approved: true, editedArgs: { x: 1 } },
        { approved: false },
      ]),
    ).toMatchObject({ ok: false, issues: [{ code: "wrong_payload", path: ["decisions", 1, "editedArgs"] }] });
    expect(calls).toEqual([]);
  });
});
