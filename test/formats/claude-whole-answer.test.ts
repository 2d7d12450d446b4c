import type { PermissionResult } from "@anthropic-ai/claude-agent-sdk";
import { describe, expect, it } from "vitest";
import {
  createAskUserQuestionBridge,
  toAskUserQuestionDismissed,
  toAskUserQuestionPermission,
  toAskUserQuestionReply,
  toAskUserQuestionResult,
} from "../../src/claude/index.ts";
import { validateAnswers } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";

// SPEC §11: everything AskUserQuestionOutput carries, not only `answers`.
const { input } = fixtures.claude_ask_user_question;
const AUTH = "How should we authenticate users?";
const DEPLOY = "Which environments should we deploy to?";

describe("Claude's whole answer", () => {
  it("annotates the chosen option's preview, and only when it has one", () => {
    const result = toAskUserQuestionResult(input, [
      { id: "q0", selected: ["OAuth with GitHub"] },
      { id: "q1", selected: ["Staging"] },
    ]);
    expect(result.annotations).toEqual({ [AUTH]: { preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=..." } });
    expect(
      toAskUserQuestionResult(input, [
        { id: "q0", selected: ["Passkeys"] },
        { id: "q1", selected: ["Staging"] },
      ]),
    ).not.toHaveProperty("annotations");
  });

  it("writes a note as notes, drops a blank one, and keeps it beside a preview", () => {
    const answers = [
      { id: "q0", selected: ["OAuth with GitHub"], note: "Only for staff" },
      { id: "q1", selected: ["Staging"], note: " \u200b " },
    ];
    expect(toAskUserQuestionResult(input, answers).annotations).toEqual({
      [AUTH]: { preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=...", notes: "Only for staff" },
    });
  });

  it("replies in the person's words, or says the card was dismissed, every question annotated why", () => {
    expect(toAskUserQuestionReply(input, "Let's talk about auth first")).toEqual({
      questions: input.questions,
      answers: {},
      response: "Let's talk about auth first",
      annotations: { [AUTH]: { unanswered: "replied_in_chat" }, [DEPLOY]: { unanswered: "replied_in_chat" } },
    });
    expect(toAskUserQuestionDismissed(input)).toEqual({
      questions: input.questions,
      answers: {},
      annotations: { [AUTH]: { unanswered: "dismissed" }, [DEPLOY]: { unanswered: "dismissed" } },
    });
  });

  it("never throws on junk input, as the other writers", () => {
    for (const junk of [{}, { questions: 5 }, { questions: [null, 7] }]) {
      expect(toAskUserQuestionReply(junk, "x").annotations).toEqual({});
      expect(toAskUserQuestionDismissed(junk).annotations).toEqual({});
    }
  });
});

describe("validateAnswers and a note", () => {
  const questions = [{ id: "q", question: "Q?", type: "YesNo" as const, required: true }];
  it("accepts a note on any type, and names one that is not a string", () => {
    expect(validateAnswers(questions, [{ id: "q", answer: "Yes", note: "but ask me again" }])).toEqual([]);
    expect(
      validateAnswers(questions, [{ id: "q", answer: "Yes", note: 5 }]).map(({ code, path }) => [code, path]),
    ).toEqual([["wrong_payload", ["answers", 0, "note"]]]);
  });
});

describe("the bridge settles a call with each of them", () => {
  const ask = () => {
    const bridge = createAskUserQuestionBridge({ onAsk: () => {} });
    const signal = new AbortController().signal;
    const decision = bridge.canUseTool("AskUserQuestion", input, { signal, toolUseID: "t1" });
    return { bridge, decision };
  };

  it.each([
    ["a reply", toAskUserQuestionReply(input, "Later"), { response: "Later" }],
    ["a dismissal", toAskUserQuestionDismissed(input), {}],
    // An expiry (SPEC §12): the SDK's AskUserQuestionOutput carries how long it waited.
    ["an expiry", toAskUserQuestionDismissed(input, { afkTimeoutMs: 120_000 }), { afkTimeoutMs: 120_000 }],
    [
      "a written result with a note",
      toAskUserQuestionResult(input, [{ id: "q0", selected: ["Passkeys"], note: "n" }]),
      {},
    ],
    ["a permission result", toAskUserQuestionPermission(input, [{ id: "q0", selected: ["Passkeys"] }]), {}],
  ])("%s, as an allow with its answers, annotations and response", async (_name, result, extra) => {
    const { bridge, decision } = ask();
    // Over the wire: JSON.
    expect(bridge.resolve("t1", JSON.parse(JSON.stringify(result)))).toBe(true);
    const settled: PermissionResult = await decision;
    const written = "updatedInput" in result ? result.updatedInput : result;
    expect(settled).toEqual({
      behavior: "allow",
      updatedInput: { ...input, answers: written.answers, annotations: written.annotations, ...extra },
    });
  });

  it("keeps waiting for something that is neither", () => {
    const { bridge } = ask();
    expect(bridge.resolve("t1", { answers: { [AUTH]: 5 } })).toBe(false);
    expect(bridge.resolve("t1", { behavior: "maybe", answers: {} })).toBe(false);
    expect(bridge.waiting()).toHaveLength(1);
  });
});
