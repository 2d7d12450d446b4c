import { run } from "@openai/agents";
import { describe, expect, it } from "vitest";
import { applyApprovals, fromRunInterruptions } from "../../src/formats/openaiAgents.ts";
import { emailAgent } from "../support/scriptedOpenAiAgent.ts";

const memo = { to: "ana@example.com", subject: "Q3 plan" };

describe("fromRunInterruptions with the real SDK", () => {
  it("reads each approval of a stopped run in order: tool, parsed arguments, call id, agent", async () => {
    const { agent } = emailAgent([{ call: "c1", args: memo }]);
    const result = await run(agent, "Mail Ana the plan.");
    const read = fromRunInterruptions(result.interruptions);
    expect(read).toEqual({
      ok: true,
      value: {
        items: [
          { toolName: "send_email", args: memo, callId: "c1", agentName: "Mailer", item: result.interruptions[0] },
        ],
      },
    });
  });

  it("reads the items as JSON too (as a server sends them to the browser)", async () => {
    const { agent } = emailAgent([{ call: "c1", args: memo }]);
    const result = await run(agent, "Mail Ana the plan.");
    const sent: unknown = JSON.parse(JSON.stringify(result.interruptions));
    expect(fromRunInterruptions(sent)).toMatchObject({
      ok: true,
      value: { items: [{ toolName: "send_email", args: memo, callId: "c1", agentName: "Mailer" }] },
    });
  });
});

describe("applyApprovals with the real SDK", () => {
  it("Approve runs the tool exactly once", async () => {
    const { agent, sent, model } = emailAgent([{ call: "c1", args: memo }, { text: "Done." }]);
    const stopped = await run(agent, "Mail Ana the plan.");
    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    expect(applyApprovals(stopped.state, read.value, [{ approved: true }])).toEqual({
      ok: true,
      value: { applied: 1 },
    });
    const finished = await run(agent, stopped.state);
    expect(finished.finalOutput).toBe("Done.");
    expect(sent).toEqual([memo]);
    expect(model.toolResults()).toEqual({ c1: expect.objectContaining({ text: "Sent to ana@example.com." }) });
  });

  it("Deny does not run the tool and the model receives the person's reason", async () => {
    const { agent, sent, model } = emailAgent([{ call: "c1", args: memo }, { text: "Not sent." }]);
    const stopped = await run(agent, "Mail Ana the plan.");
    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    applyApprovals(stopped.state, read.value, [{ approved: false, reason: "Wait for the board." }]);
    await run(agent, stopped.state);
    expect(sent).toEqual([]);
    expect(JSON.stringify(model.toolResults().c1)).toContain("Wait for the board.");
  });

  it("Always allow lets the next identical call run without asking", async () => {
    const { agent, sent } = emailAgent([
      { call: "c1", args: memo },
      { call: "c2", args: memo },
      { text: "Both sent." },
    ]);
    const stopped = await run(agent, "Mail Ana the plan twice.");
    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    applyApprovals(stopped.state, read.value, [{ approved: true, always: true }]);
    const finished = await run(agent, stopped.state);
    expect(finished.interruptions).toEqual([]);
    expect(finished.finalOutput).toBe("Both sent.");
    expect(sent).toEqual([memo, memo]);
  });

  it("without Always, the next identical call asks again", async () => {
    const { agent, sent } = emailAgent([
      { call: "c1", args: memo },
      { call: "c2", args: memo },
      { text: "Both sent." },
    ]);
    const stopped = await run(agent, "Mail Ana the plan twice.");
    const read = fromRunInterruptions(stopped.interruptions);
    if (!read.ok) throw new Error("not read");
    applyApprovals(stopped.state, read.value, [{ approved: true }]);
    const again = await run(agent, stopped.state);
    expect(fromRunInterruptions(again.interruptions)).toMatchObject({ ok: true, value: { items: [{ callId: "c2" }] } });
    expect(sent).toEqual([memo]);
  });
});
