import { describe, expect, it } from "vitest";
import {
  type ConfirmationRequestsRead,
  fromConfirmationRequests,
  toConfirmationPayload,
  toConfirmationResponses,
} from "../../src/formats/adk.ts";
import { confirmingAgent } from "../support/adkAgent.ts";

// Google ADK's confirmations (SPEC §15) against the real ADK 2.0: an LlmAgent whose tool is
// declared with `requireConfirmation`, run by InMemoryRunner on a scripted model.

const read = (events: unknown): ConfirmationRequestsRead => {
  const result = fromConfirmationRequests(events);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe("fromConfirmationRequests", () => {
  it("reads the confirmation a requireConfirmation tool yields: the tool's name, its arguments and ADK's hint", async () => {
    const agent = await confirmingAgent([{ name: "delete_file", args: { path: "/tmp/a" } }]);
    const { items } = read(await agent.turn([{ text: "Delete it" }]));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      toolName: "delete_file",
      args: { path: "/tmp/a" },
      toolCallId: "call-0",
      questions: [],
    });
    expect(items[0]?.hint).toMatch(/approve or reject the tool call delete_file/);
    expect(items[0]?.payload).toBeUndefined();
    expect(agent.runs).toEqual([]);
  });

  it("reads the payload a tool asks for as questions, its values the defaults", async () => {
    const payload = { note: "Rent", amount: 120, urgent: false, meta: { source: "bank" } };
    const agent = await confirmingAgent([{ name: "transfer", args: { to: "Ada" }, payload }]);
    const [item] = read(await agent.turn([{ text: "Pay" }])).items;
    expect(item?.hint).toBe("Check the details before it runs.");
    expect(item?.payload).toEqual(payload);
    expect(item?.questions.map(({ id, type, required }) => ({ id, type, required }))).toEqual([
      { id: "note", type: "Text", required: true },
      { id: "amount", type: "Text", required: true },
      { id: "urgent", type: "YesNo", required: true },
    ]);
    expect(item?.defaults).toEqual([
      { id: "note", answer: "Rent" },
      { id: "amount", answer: "120" },
      { id: "urgent", answer: "No" },
    ]);
  });

  it("reads every confirmation of a turn, in order, and none from a turn that asks none", async () => {
    const agent = await confirmingAgent([
      { name: "delete_file", args: { path: "/a" } },
      { name: "send_mail", args: { to: "ada@example.com" } },
    ]);
    const events = await agent.turn([{ text: "Both" }]);
    expect(read(events).items.map((item) => item.toolName)).toEqual(["delete_file", "send_mail"]);
    expect(read([]).items).toEqual([]);
    expect(read([{ content: { role: "model", parts: [{ text: "hello" }] } }]).items).toEqual([]);
  });

  it("never throws: a call it cannot answer is an issue that says where and why", () => {
    for (const events of [undefined, null, "events", 3, { content: {} }])
      expect(fromConfirmationRequests(events).ok).toBe(false);
    const result = fromConfirmationRequests([
      { content: { parts: [{ functionCall: { name: "adk_request_confirmation", args: {} } }] } },
      {
        content: {
          parts: [
            { text: "x" },
            {
              functionCall: {
                id: "c2",
                name: "adk_request_confirmation",
                args: { originalFunctionCall: { name: "rm" } },
              },
            },
          ],
        },
      },
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          code: "missing_field",
          path: [0, "content", "parts", 0, "functionCall", "id"],
          message: 'A confirmation call has no "id" to answer it by.',
        },
        {
          code: "missing_field",
          path: [1, "content", "parts", 1, "functionCall", "args", "originalFunctionCall"],
          message: 'The confirmation "c2" names no tool call (its "originalFunctionCall" needs "name" and "id").',
        },
      ],
    });
  });
});

describe("toConfirmationResponses", () => {
  it("an approval with an edited payload runs the tool exactly once, with that payload", async () => {
    const payload = { note: "Rent", amount: 120, meta: { source: "bank" } };
    const agent = await confirmingAgent([{ name: "transfer", args: { to: "Ada" }, payload }]);
    const asked = read(await agent.turn([{ text: "Pay" }]));
    const [item] = asked.items;
    if (!item) throw new Error("no confirmation");
    const edited = toConfirmationPayload(item, [
      { id: "note", answer: "Rent, March" },
      { id: "amount", answer: "125" },
    ]);
    // What could not be asked goes back as it came.
    expect(edited).toEqual({ meta: { source: "bank" }, note: "Rent, March", amount: 125 });
    const parts = toConfirmationResponses(asked, [{ approved: true, payload: edited }]);
    expect(parts).toEqual([
      {
        functionResponse: {
          id: item.id,
          name: "adk_request_confirmation",
          response: { confirmed: true, payload: edited },
        },
      },
    ]);
    await agent.turn(parts);
    expect(agent.runs).toEqual([{ name: "transfer", args: { to: "Ada" }, payload: edited }]);
  });

  it("a denial does not run the tool, and carries neither payload nor reason (ADK tells the model only that it was rejected)", async () => {
    const agent = await confirmingAgent([{ name: "delete_file", args: { path: "/a" } }]);
    const asked = read(await agent.turn([{ text: "Delete" }]));
    const parts = toConfirmationResponses(asked, [{ approved: false, reason: "Wrong file" }]);
    expect(parts[0]?.functionResponse.response).toEqual({ confirmed: false });
    const events = await agent.turn(parts);
    expect(agent.runs).toEqual([]);
    const told = events.flatMap((event) => event.content?.parts ?? []).find((part) => part.functionResponse);
    expect(told?.functionResponse?.response).toEqual({ error: "This tool call is rejected." });
  });

  it("never confirms a call without a decision; an approval without its own payload sends the tool's back", () => {
    const asked: ConfirmationRequestsRead = {
      items: [
        {
          id: "a",
          toolName: "t",
          args: {},
          toolCallId: "1",
          payload: { n: 1 },
          questions: [],
          defaults: [],
          fields: [],
        },
        { id: "b", toolName: "t", args: {}, toolCallId: "2", questions: [], defaults: [], fields: [] },
      ],
    };
    expect(toConfirmationResponses(asked, [{ approved: true }]).map((part) => part.functionResponse.response)).toEqual([
      { confirmed: true, payload: { n: 1 } },
      { confirmed: false },
    ]);
    expect(() => toConfirmationResponses(asked, {} as never)).toThrow(TypeError);
  });
});
