import { describe, expect, it } from "vitest";
import {
  fromInterrupt,
  type InterruptQuestionsRead,
  interruptWriters,
  type LangGraphInterruptRead,
  reviewEffects,
  toDecisions,
} from "../../src/langgraph/index.ts";
import { type AnswerItem, toAnswer, toOutcomeResult } from "../../src/protocol/index.ts";
import formats from "../support/fixtures/formats.json";
import fixtures from "../support/fixtures/langgraph.json";
import { hostileValues } from "../support/hostile.ts";

// What LangChain's JS middleware sends (langchain's HITLRequest), camelCase.
const camelRequest = {
  actionRequests: [
    { name: "send_email", args: { to: "a@b.com", subject: "Hi" }, description: "Tool execution requires approval" },
    { name: "delete_file", args: { path: "notes/old.txt" } },
  ],
  reviewConfigs: [
    {
      actionName: "send_email",
      allowedDecisions: ["approve", "edit", "reject"],
      argsSchema: { type: "object", properties: { to: { type: "string" } } },
    },
    { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
  ],
};

const readOk = (value: unknown): LangGraphInterruptRead => {
  const read = fromInterrupt(value);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
};
/** A question interrupt's resume value, written by the one writer with the interrupt's writers (SPEC §17). */
const resumeWith = (read: InterruptQuestionsRead, answers: AnswerItem[]) =>
  toOutcomeResult(
    { kind: "answered", output: { questions: read.questions, answers } },
    { input: read.request, format: interruptWriters(read) },
  );
const declined = (read: InterruptQuestionsRead) =>
  toOutcomeResult({ kind: "declined" }, { input: read.request, format: interruptWriters(read) });
const questionsOf = (value: unknown): InterruptQuestionsRead => {
  const read = readOk(value);
  if (read.kind !== "questions") throw new Error(`read as ${read.kind}`);
  return read;
};

describe("fromInterrupt: LangChain's human-in-the-loop request (SPEC §13)", () => {
  it("reads each action request with its review config, in order, camelCase", () => {
    expect(readOk(camelRequest)).toEqual({
      kind: "review",
      naming: "camelCase",
      actions: [
        {
          name: "send_email",
          args: { to: "a@b.com", subject: "Hi" },
          description: "Tool execution requires approval",
          allowedDecisions: ["approve", "edit", "reject"],
          argsSchema: { type: "object", properties: { to: { type: "string" } } },
        },
        { name: "delete_file", args: { path: "notes/old.txt" }, allowedDecisions: ["approve", "reject"] },
      ],
    });
  });

  it("reads a Python server's snake_case request into the same camelCase actions", () => {
    const read = readOk(fixtures.hitl_snake_case.value);
    expect(read).toEqual({
      kind: "review",
      naming: "snake_case",
      actions: [
        {
          name: "send_email",
          args: { to: "a@b.com", subject: "Hi" },
          description: "Tool execution requires approval",
          allowedDecisions: ["approve", "edit", "reject"],
        },
        { name: "delete_file", args: { path: "notes/old.txt" }, allowedDecisions: ["approve", "reject"] },
      ],
    });
  });

  it("finds a config by the action's name when the configs come in another order, and drops unknown decisions", () => {
    const read = readOk({
      actionRequests: [
        { name: "a", args: {} },
        { name: "b", args: {} },
      ],
      reviewConfigs: [
        { actionName: "b", allowedDecisions: ["reject", "later"] },
        { actionName: "a", allowedDecisions: ["approve"] },
      ],
    });
    expect(read.kind === "review" && read.actions.map((action) => action.allowedDecisions)).toEqual([
      ["approve"],
      ["reject"],
    ]);
  });

  it("reads a long review in linear time: each config is looked at a bounded number of times, in order or not", () => {
    // Counted, not timed: the reads of `reviewConfigs`' entries, through a Proxy. Reading each action's
    // config by scanning the whole list made 2,000 actions cost millions of reads (40,000: 41 s).
    const count = 2000;
    const requests = Array.from({ length: count }, (_, index) => ({ name: `tool_${index}`, args: { index } }));
    const configs = requests.map(({ name }) => ({ actionName: name, allowedDecisions: ["approve", "reject"] }));
    for (const list of [configs, [...configs].reverse()]) {
      let reads = 0;
      const counted = new Proxy(list, {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      const read = readOk({ actionRequests: requests, reviewConfigs: counted });
      expect(read.kind === "review" && read.actions.map((action) => action.name)).toEqual(
        requests.map(({ name }) => name),
      );
      expect(reads).toBeLessThanOrEqual(4 * count);
    }
  });

  it("reports every broken action at once, and an action no config covers", () => {
    const read = fromInterrupt({
      actionRequests: [null, { args: {} }, { name: "c", args: {} }],
      reviewConfigs: [],
    });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues.map(({ code, path }) => [code, path])).toEqual([
      ["wrong_type", ["actionRequests", 0]],
      ["missing_field", ["actionRequests", 1, "name"]],
      ["missing_field", ["reviewConfigs", 2]],
    ]);
  });

  it("refuses an empty review and a request list that is not a list", () => {
    expect(fromInterrupt({ actionRequests: [], reviewConfigs: [] })).toMatchObject({
      ok: false,
      issues: [{ code: "no_questions" }],
    });
    expect(fromInterrupt({ action_requests: "x" })).toMatchObject({ ok: false, issues: [{ code: "wrong_type" }] });
  });
});

describe("toDecisions (SPEC §13)", () => {
  const review = readOk(camelRequest);

  it("writes approve, edit with the full editedAction, and reject with the reason, in the actions' order", () => {
    expect(
      toDecisions(review, {
        approvals: [
          { approved: true, editedArgs: { to: "c@d.com", subject: "Hi" } },
          { approved: false, reason: " not that file " },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        decisions: [
          { type: "edit", editedAction: { name: "send_email", args: { to: "c@d.com", subject: "Hi" } } },
          { type: "reject", message: "not that file" },
        ],
      },
    });
    expect(toDecisions(review, { approvals: [{ approved: true }, { approved: false }] })).toEqual({
      ok: true,
      value: { decisions: [{ type: "approve" }, { type: "reject" }] },
    });
  });

  it("answers a snake_case server in its own spelling (edited_action)", () => {
    const read = readOk(fixtures.hitl_snake_case.value);
    const written = toDecisions(read, {
      approvals: [
        { approved: true, editedArgs: { to: "c@d.com", subject: "Hi" } },
        { approved: false, reason: "not that file" },
      ],
    });
    expect(written).toEqual({ ok: true, value: fixtures.hitl_snake_case.resume });
  });

  it("refuses a decision the action's allowedDecisions excludes, and writes none", () => {
    // delete_file allows approve and reject only: an edit is refused.
    const written = toDecisions(review, {
      approvals: [{ approved: true }, { approved: true, editedArgs: { path: "other.txt" } }],
    });
    expect(written).toEqual({
      ok: false,
      issues: [
        {
          code: "not_an_option",
          path: ["approvals", 1],
          message: '"edit" is not allowed on "delete_file" (allowed: approve, reject).',
        },
      ],
    });
    expect(
      toDecisions(review, { approvals: [{ approved: false, respond: "use the other address" }, { approved: true }] }),
    ).toMatchObject({ ok: false, issues: [{ code: "not_an_option", path: ["approvals", 0] }] });
  });

  it("writes the respond decision where it is allowed", () => {
    const read = readOk({
      actionRequests: [{ name: "ask_user", args: { question: "Which city?" } }],
      reviewConfigs: [{ actionName: "ask_user", allowedDecisions: ["respond", "reject"] }],
    });
    expect(toDecisions(read, { approvals: [{ approved: false, respond: "Paris" }] })).toEqual({
      ok: true,
      value: { decisions: [{ type: "respond", message: "Paris" }] },
    });
  });

  it("refuses a count that is not one per action, and a question read", () => {
    expect(toDecisions(review, { approvals: [{ approved: true }] })).toMatchObject({
      ok: false,
      issues: [{ code: "wrong_count" }],
    });
    const questions = questionsOf(formats.claude_ask_user_question.input);
    expect(toDecisions(questions, { approvals: [] })).toMatchObject({ ok: false, issues: [{ code: "wrong_type" }] });
  });
});

describe("reviewEffects: what the middleware does with each action (SPEC §13)", () => {
  const actions = [
    { name: "send_email", args: {} },
    { name: "edit_doc", args: {} },
    { name: "delete_file", args: {} },
  ];
  const configs = actions.map(({ name }) => ({ actionName: name, allowedDecisions: ["approve", "edit", "reject"] }));

  it("a JS server (camelCase): a rejection stops the approved and edited actions too", () => {
    const read = readOk({ actionRequests: actions, reviewConfigs: configs });
    if (read.kind !== "review") throw new Error("a review expected");
    expect(reviewEffects(read, [{ approved: true }, { approved: true, editedArgs: { a: 1 } }, undefined])).toEqual([
      "runs",
      "edited",
      undefined,
    ]);
    expect(
      reviewEffects(read, [{ approved: true }, { approved: true, editedArgs: { a: 1 } }, { approved: false }]),
    ).toEqual(["stopped", "stopped", "rejected"]);
  });

  it("a Python server (snake_case): each approved action runs whatever the others' decisions", () => {
    const read = readOk({
      action_requests: actions,
      review_configs: configs.map(({ actionName, allowedDecisions }) => ({
        action_name: actionName,
        allowed_decisions: allowedDecisions,
      })),
    });
    if (read.kind !== "review") throw new Error("a review expected");
    expect(
      reviewEffects(read, [{ approved: true }, { approved: false, respond: "later" }, { approved: false }]),
    ).toEqual(["runs", "responded", "rejected"]);
  });
});

describe("fromInterrupt: a question batch, read by the first reader that knows it", () => {
  const asked = {
    questions: [
      { id: "city", question: "Which city?", type: "SingleChoice", options: ["Paris", "Rome"], recommended: "Paris" },
      { id: "why", question: "Why?", type: "Text", required: false },
    ],
  };

  it("reads an ask_questions batch and answers it with its tool result", () => {
    const read = questionsOf(asked);
    expect(read.reader).toBe("ask_questions");
    expect(read.questions.map(({ id, type }) => [id, type])).toEqual([
      ["city", "SingleChoice"],
      ["why", "Text"],
    ]);
    const [city, why] = read.questions;
    if (!city || !why) throw new Error("two questions expected");
    const answers = [toAnswer(city, "Rome"), toAnswer(why, undefined)];
    expect(resumeWith(read, answers)).toEqual({ questions: read.questions, answers });
  });

  it("reads the batch as JSON text too", () => {
    expect(fromInterrupt(JSON.stringify(asked))).toEqual(fromInterrupt(asked));
  });

  it("reads Claude's AskUserQuestion and answers it with AskUserQuestionOutput", () => {
    const { input, output_after_answering_passkeys_and_staging_production: output } = formats.claude_ask_user_question;
    const read = questionsOf(input);
    expect(read.reader).toBe("AskUserQuestion");
    const [auth, deploy] = read.questions;
    if (!auth || !deploy) throw new Error("two questions expected");
    const answers = [toAnswer(auth, "Passkeys"), toAnswer(deploy, ["Staging", "Production"])];
    expect(resumeWith(read, answers)).toEqual({ questions: input.questions, answers: output.answers });
  });

  it("reports an ask_questions batch with a mistake as ask_questions, never reading it as Claude's", () => {
    const read = fromInterrupt({
      questions: [{ id: "city", question: "Which city?", type: "SingleChoice", options: ["Paris", "Rome"] }],
    });
    expect(read).toMatchObject({ ok: false, issues: [{ code: "missing_recommended" }] });
  });

  it("reads an MCP-style requestedSchema (snake_case too) with its message and defaults, answered as accepted content", () => {
    const { message, requestedSchema } = formats.mcp_elicitation_form.params;
    const read = questionsOf({ message, requestedSchema });
    expect(read).toMatchObject({ reader: "elicitation", message, defaults: [{ id: "visibility" }, { id: "issues" }] });
    expect(questionsOf({ message, requested_schema: requestedSchema }).questions).toEqual(read.questions);
    const owner = read.questions.find(({ id }) => id === "owner");
    const stars = read.questions.find(({ id }) => id === "stars_goal");
    if (!owner || !stars) throw new Error("owner and stars_goal expected");
    expect(resumeWith(read, [toAnswer(owner, "octo-org"), toAnswer(stars, "500")])).toEqual({
      action: "accept",
      content: { owner: "octo-org", stars_goal: 500 },
    });
    expect(declined(read)).toEqual({ action: "decline" });
    expect(questionsOf({ requestedSchema }).message).toBeUndefined();
  });

  it("declines a batch with the decline text", () => {
    expect(declined(questionsOf(asked))).toMatch(/declined/i);
  });

  it("says what it found nothing to read in", () => {
    expect(fromInterrupt({ question: "Which city?" })).toMatchObject({ ok: false, issues: [{ code: "no_questions" }] });
    expect(fromInterrupt("Which city?")).toMatchObject({ ok: false, issues: [{ code: "not_an_object" }] });
    expect(fromInterrupt(null)).toMatchObject({ ok: false, issues: [{ code: "not_an_object" }] });
  });
});

describe("hostile input never throws (SPEC §13)", () => {
  const review = readOk(camelRequest);
  /** The places a hostile value can sit in an interrupt's value. */
  const places = (value: unknown): unknown[] => [
    value,
    { actionRequests: value },
    { actionRequests: [value], reviewConfigs: [value] },
    { actionRequests: [{ name: "a", args: value }], reviewConfigs: value },
    { actionRequests: [{ name: "a", args: {} }], reviewConfigs: [{ actionName: "a", allowedDecisions: value }] },
    { action_requests: [{ name: "a", args: {} }], review_configs: [{ action_name: "a", args_schema: value }] },
    { questions: value },
    { questions: [value] },
    { requestedSchema: value },
    { requested_schema: { type: "object", properties: value } },
  ];

  it.each(hostileValues().map(({ name }, index) => [name, index] as const))("%s", (_name, index) => {
    const value = () => (hostileValues()[index] as { value: unknown }).value;
    for (const place of places(value())) {
      let read: ReturnType<typeof fromInterrupt> | undefined;
      expect(() => {
        read = fromInterrupt(place);
      }).not.toThrow();
      expect(read?.ok).toBe(false);
    }
    for (const approvals of [value(), [value(), value()], [{ approved: true, editedArgs: value() }, value()]])
      expect(toDecisions(review, { approvals } as never).ok).toBe(false);
    expect(toDecisions(value() as never, { approvals: [] }).ok).toBe(false);
  });
});
