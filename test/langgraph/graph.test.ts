// @vitest-environment node
// LangGraph's own runtime (a graph calling interrupt(), continued with Command({ resume })) and
// LangChain's own human-in-the-loop middleware, in process with a MemorySaver: what fromInterrupt
// reads is what the frameworks send, and what toDecisions / toOutcomeResult with interruptWriters write, they take.
import { AIMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool } from "@langchain/core/tools";
import { Annotation, Command, interrupt, MemorySaver, Send, StateGraph } from "@langchain/langgraph";
import { createAgent, humanInTheLoopMiddleware } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fromInterrupt,
  type InterruptQuestionsRead,
  interruptWriters,
  type LangGraphInterruptRead,
  toDecisions,
} from "../../src/langgraph/index.ts";
import { type AnswerItem, toAnswer, toOutcomeResult } from "../../src/protocol/index.ts";
import formats from "../support/fixtures/formats.json";

const asked = {
  questions: [
    { id: "city", question: "Which city?", type: "SingleChoice", options: ["Paris", "Rome"], recommended: "Paris" },
    { id: "note", question: "Anything else?", type: "Text", required: false },
  ],
};

const read = (value: unknown): LangGraphInterruptRead => {
  const result = fromInterrupt(value);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};
/** The value that resumes a question interrupt with these answers: the one writer, in its reader's words. */
const toInterruptResponse = (batch: InterruptQuestionsRead, answers: AnswerItem[]) =>
  toOutcomeResult(
    { kind: "answered", output: { questions: batch.questions, answers } },
    { input: batch.request, format: interruptWriters(batch) },
  );
const questions = (value: unknown): InterruptQuestionsRead => {
  const result = read(value);
  if (result.kind !== "questions") throw new Error(`read as ${result.kind}`);
  return result;
};
/** The person's picks, by question id, as the form would send them. */
const answer = (batch: InterruptQuestionsRead, drafts: Record<string, string | string[] | undefined>): AnswerItem[] =>
  batch.questions.map((question) => toAnswer(question, drafts[question.id]));

type Interrupted = { __interrupt__?: { id: string; value: unknown }[] };

describe("a LangGraph graph that calls interrupt() (SPEC §13)", () => {
  const State = Annotation.Root({ reply: Annotation<unknown>() });

  function askingGraph(value: unknown) {
    return new StateGraph(State)
      .addNode("ask", () => ({ reply: interrupt(value) }))
      .addEdge("__start__", "ask")
      .compile({ checkpointer: new MemorySaver() });
  }

  it("pauses with an ask_questions batch and continues with the person's answers", async () => {
    const graph = askingGraph(asked);
    const config = { configurable: { thread_id: "questions" } };
    const paused = (await graph.invoke({}, config)) as Interrupted;
    const [pause] = paused.__interrupt__ ?? [];
    expect(pause?.id).toEqual(expect.any(String));
    const batch = questions(pause?.value);
    const answers = answer(batch, { city: "Rome", note: " by train " });
    const done = await graph.invoke(new Command({ resume: toInterruptResponse(batch, answers) }), config);
    expect(done.reply).toEqual({
      questions: batch.questions,
      answers: [
        { id: "city", selected: ["Rome"] },
        { id: "note", answer: "by train" },
      ],
    });
  });

  it("pauses with Claude's AskUserQuestion and continues with its AskUserQuestionOutput", async () => {
    const { input } = formats.claude_ask_user_question;
    const graph = askingGraph(input);
    const config = { configurable: { thread_id: "claude" } };
    const paused = (await graph.invoke({}, config)) as Interrupted;
    const batch = questions(paused.__interrupt__?.[0]?.value);
    const answers = answer(batch, { q0: "Passkeys", q1: ["Staging", "Production"] });
    const done = await graph.invoke(new Command({ resume: toInterruptResponse(batch, answers) }), config);
    expect(done.reply).toMatchObject({
      answers: {
        "How should we authenticate users?": "Passkeys (Recommended)",
        "Which environments should we deploy to?": "Staging, Production",
      },
    });
  });

  it("pauses twice at once (a fan-out) and continues both with one resume keyed by interrupt id", async () => {
    const Fan = Annotation.Root({
      cities: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }),
    });
    const graph = new StateGraph(Fan)
      .addNode("ask", (state: { trip: string }) => {
        const reply = interrupt({
          questions: [{ id: "city", question: `Where for ${state.trip}?`, type: "Text" }],
        }) as { answers: AnswerItem[] };
        return { cities: [`${state.trip}: ${reply.answers[0]?.answer}`] };
      })
      .addConditionalEdges("__start__", () => [new Send("ask", { trip: "work" }), new Send("ask", { trip: "holiday" })])
      .compile({ checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: "fan-out" } };
    const paused = (await graph.invoke({}, config)) as Interrupted;
    const pauses = paused.__interrupt__ ?? [];
    expect(pauses).toHaveLength(2);
    const resume = Object.fromEntries(
      pauses.map(({ id, value }) => {
        const batch = questions(value);
        const trip = batch.questions[0]?.question.includes("work") ? "Lyon" : "Nice";
        return [id, toInterruptResponse(batch, answer(batch, { city: trip }))];
      }),
    );
    const done = await graph.invoke(new Command({ resume }), config);
    expect([...done.cities].sort()).toEqual(["holiday: Nice", "work: Lyon"]);
  });
});

describe("LangChain's humanInTheLoopMiddleware (SPEC §13)", () => {
  function agentWithTools() {
    const ran: { name: string; args: unknown }[] = [];
    const sendEmail = tool(
      (args) => {
        ran.push({ name: "send_email", args });
        return "sent";
      },
      { name: "send_email", description: "Send an email", schema: z.object({ to: z.string(), subject: z.string() }) },
    );
    const deleteFile = tool(
      (args) => {
        ran.push({ name: "delete_file", args });
        return "deleted";
      },
      { name: "delete_file", description: "Delete a file", schema: z.object({ path: z.string() }) },
    );
    const model = fakeModel()
      .respondWithTools([
        { name: "send_email", args: { to: "a@b.com", subject: "Hi" }, id: "call-1" },
        { name: "delete_file", args: { path: "notes/old.txt" }, id: "call-2" },
      ])
      .respond(new AIMessage("Done."));
    const agent = createAgent({
      model,
      tools: [sendEmail, deleteFile],
      middleware: [
        humanInTheLoopMiddleware({
          interruptOn: { send_email: true, delete_file: { allowedDecisions: ["approve", "reject"] } },
        }),
      ],
      checkpointer: new MemorySaver(),
    });
    return { agent, ran };
  }

  it("sends a review that fromInterrupt reads, and runs what toDecisions decided: the edited call as edited", async () => {
    const { agent, ran } = agentWithTools();
    const config = { configurable: { thread_id: "review" } };
    const paused = (await agent.invoke({ messages: [{ role: "user", content: "Tidy up" }] }, config)) as Interrupted;
    const review = read(paused.__interrupt__?.[0]?.value);
    expect(review).toMatchObject({
      kind: "review",
      naming: "camelCase",
      actions: [
        { name: "send_email", args: { to: "a@b.com", subject: "Hi" }, allowedDecisions: ["approve", "edit", "reject"] },
        { name: "delete_file", args: { path: "notes/old.txt" }, allowedDecisions: ["approve", "reject"] },
      ],
    });
    expect(ran).toEqual([]);
    const written = toDecisions(review, {
      approvals: [{ approved: true, editedArgs: { to: "c@d.com", subject: "Hi" } }, { approved: true }],
    });
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    await agent.invoke(new Command({ resume: written.value }), config);
    expect(ran).toEqual([
      { name: "send_email", args: { to: "c@d.com", subject: "Hi" } },
      { name: "delete_file", args: { path: "notes/old.txt" } },
    ]);
  });

  it("hands the model the person's reason for a rejection (and, as LangChain does then, runs neither call)", async () => {
    const { agent, ran } = agentWithTools();
    const config = { configurable: { thread_id: "rejected" } };
    const paused = (await agent.invoke({ messages: [{ role: "user", content: "Tidy up" }] }, config)) as Interrupted;
    const review = read(paused.__interrupt__?.[0]?.value);
    const written = toDecisions(review, {
      approvals: [{ approved: true }, { approved: false, reason: "not that file" }],
    });
    if (!written.ok) throw new Error(JSON.stringify(written.issues));
    const done = await agent.invoke(new Command({ resume: written.value }), config);
    expect(ran).toEqual([]);
    const toolMessages = done.messages.filter((message) => message.type === "tool");
    expect(toolMessages.map((message) => [message.name, message.content])).toEqual([["delete_file", "not that file"]]);
  });

  it("never sends what the review forbids: an edit of delete_file is refused before the agent sees it", async () => {
    const { agent, ran } = agentWithTools();
    const config = { configurable: { thread_id: "refused" } };
    const paused = (await agent.invoke({ messages: [{ role: "user", content: "Tidy up" }] }, config)) as Interrupted;
    const review = read(paused.__interrupt__?.[0]?.value);
    const written = toDecisions(review, {
      approvals: [{ approved: true }, { approved: true, editedArgs: { path: "other.txt" } }],
    });
    expect(written).toMatchObject({ ok: false, issues: [{ code: "not_an_option", path: ["approvals", 1] }] });
    // What the middleware itself does with that decision, had it been sent: it refuses it too.
    const forbidden = {
      decisions: [{ type: "approve" }, { type: "edit", editedAction: { name: "delete_file", args: { path: "x" } } }],
    };
    await expect(agent.invoke(new Command({ resume: forbidden }), config)).rejects.toThrow(/edit/);
    expect(ran).toEqual([]);
  });
});
