// useStream from @langchain/langgraph-sdk/react, the real hook, driving a real LangGraph graph
// (LangGraph's runtime in this process, MemorySaver) through useStream's own `transport` option,
// which streams the graph's "values" chunks as a server would. LangGraph's API server is
// api-server.test.tsx. Not a real browser: in a page interrupt() has no AsyncLocalStorage
// ("Called interrupt() outside the context of a graph").

import { AIMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool } from "@langchain/core/tools";
import { Annotation, Command, interrupt, MemorySaver, Send, StateGraph } from "@langchain/langgraph";
import { useStream } from "@langchain/langgraph-sdk/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createAgent, humanInTheLoopMiddleware } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LangGraphInterrupts } from "../../src/langgraph/index.ts";

type Runnable = {
  stream: (input: unknown, options: Record<string, unknown>) => Promise<AsyncIterable<Record<string, unknown>>>;
};

/** useStream's transport for a graph in the page: each submit is one run of the graph on one thread. */
function transportFor(graph: Runnable, thread: string) {
  return {
    async stream({ input, command, signal }: { input: unknown; command?: { resume?: unknown }; signal: AbortSignal }) {
      const run = command?.resume !== undefined ? new Command({ resume: command.resume }) : (input ?? {});
      const chunks = await graph.stream(run, { configurable: { thread_id: thread }, streamMode: "values", signal });
      // LangGraph streams each of a fan-out's interrupts in a chunk of its own, and useStream keeps the
      // last: the transport hands on every interrupt of the run so far, as a thread's state lists them.
      return (async function* () {
        let pending: unknown[] = [];
        for await (const data of chunks) {
          const paused = data.__interrupt__;
          if (Array.isArray(paused)) pending = [...pending, ...paused];
          yield { event: "values", data: Array.isArray(paused) ? { ...data, __interrupt__: pending } : data };
        }
      })();
    },
  };
}

function Thread({ graph, thread }: { graph: Runnable; thread: string }) {
  const stream = useStream<{ reply?: unknown; cities?: string[] }>({ transport: transportFor(graph, thread) });
  return (
    <>
      <button type="button" onClick={() => stream.submit({})}>
        Start
      </button>
      <LangGraphInterrupts stream={stream} />
      <output aria-label="state">{JSON.stringify(stream.values)}</output>
    </>
  );
}

const asked = {
  questions: [
    { id: "city", question: "Which city?", type: "SingleChoice", options: ["Paris", "Rome"], recommended: "Paris" },
  ],
};

describe("LangGraphInterrupts with useStream and a LangGraph graph (SPEC §13)", () => {
  it("shows the graph's interrupt() as the form, and the graph goes on with the person's answer", async () => {
    const State = Annotation.Root({ reply: Annotation<unknown>() });
    const graph = new StateGraph(State)
      .addNode("ask", () => ({ reply: interrupt(asked) }))
      .addEdge("__start__", "ask")
      .compile({ checkpointer: new MemorySaver() });
    const user = userEvent.setup();
    render(<Thread graph={graph as unknown as Runnable} thread="one" />);
    await user.click(screen.getByRole("button", { name: "Start" }));
    await user.click(await screen.findByRole("radio", { name: "Rome" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/"answers":\[\{"id":"city","selected":\["Rome"\]\}\]/)).toBeInTheDocument();
  });

  it("answers two interrupts at once (a fan-out) and resumes both in one run", async () => {
    const Fan = Annotation.Root({
      cities: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }),
    });
    const graph = new StateGraph(Fan)
      .addNode("ask", (state: { trip: string }) => {
        const reply = interrupt({
          questions: [{ id: "city", question: `Where for ${state.trip}?`, type: "Text" }],
        }) as { answers: { answer?: string }[] };
        return { cities: [`${state.trip}: ${reply.answers[0]?.answer}`] };
      })
      .addConditionalEdges("__start__", () => [new Send("ask", { trip: "work" }), new Send("ask", { trip: "holiday" })])
      .compile({ checkpointer: new MemorySaver() });
    const user = userEvent.setup();
    render(<Thread graph={graph as unknown as Runnable} thread="two" />);
    await user.click(screen.getByRole("button", { name: "Start" }));
    await user.type(await screen.findByRole("textbox", { name: "Where for work?" }), "Lyon");
    await user.type(screen.getByRole("textbox", { name: "Where for holiday?" }), "Nice");
    const [first, second] = screen.getAllByRole("button", { name: "Submit" });
    if (!first || !second) throw new Error("two forms expected");
    await user.click(first);
    // One answered, one waiting: nothing is resumed yet.
    expect(screen.getByLabelText("state")).not.toHaveTextContent("Lyon");
    await user.click(second);
    expect(await screen.findByText(/work: Lyon/)).toHaveTextContent("holiday: Nice");
  });

  it("resumes only the interrupt it shows: a payment no reader knows stays pending for the host", async () => {
    const Trip = Annotation.Root({
      cities: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }),
      paid: Annotation<unknown>(),
    });
    const checkpointer = new MemorySaver();
    const graph = new StateGraph(Trip)
      .addNode("ask", () => {
        const reply = interrupt(asked) as { answers: { selected?: string[] }[] };
        return { cities: reply.answers[0]?.selected ?? [] };
      })
      // The docs tell the host to render this one itself and resume it by id.
      .addNode("pay", () => ({ paid: interrupt({ kind: "payment_confirmation", amount: 5000 }) }))
      .addConditionalEdges("__start__", () => [new Send("ask", {}), new Send("pay", {})])
      .compile({ checkpointer });
    const user = userEvent.setup();
    render(<Thread graph={graph as unknown as Runnable} thread="payment" />);
    await user.click(screen.getByRole("button", { name: "Start" }));
    await user.click(await screen.findByRole("radio", { name: "Rome" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/"cities":\["Rome"\]/)).toBeInTheDocument();
    const state = await graph.getState({ configurable: { thread_id: "payment" } });
    // The payment node still waits, unanswered, on the host's own rendering of it.
    expect(state.next).toEqual(["pay"]);
    expect(state.values.paid).toBeUndefined();
  });

  it("shows humanInTheLoopMiddleware's review as ToolApprovals, and the agent runs what the person approved", async () => {
    const ran: unknown[] = [];
    const sendEmail = tool(
      (args) => {
        ran.push(args);
        return "sent";
      },
      { name: "send_email", description: "Send an email", schema: z.object({ to: z.string() }) },
    );
    const deleteFile = tool(() => "deleted", {
      name: "delete_file",
      description: "Delete a file",
      schema: z.object({ path: z.string() }),
    });
    const agent = createAgent({
      model: fakeModel()
        .respondWithTools([
          { name: "send_email", args: { to: "a@b.com" }, id: "call-1" },
          { name: "delete_file", args: { path: "old.txt" }, id: "call-2" },
        ])
        .respond(new AIMessage("Done.")),
      tools: [sendEmail, deleteFile],
      middleware: [
        humanInTheLoopMiddleware({
          interruptOn: {
            send_email: { allowedDecisions: ["approve", "reject"], description: "Mail goes out" },
            delete_file: true,
          },
        }),
      ],
      checkpointer: new MemorySaver(),
    });
    const user = userEvent.setup();
    render(<Thread graph={agent as unknown as Runnable} thread="review" />);
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Mail goes out")).toBeInTheDocument();
    const [approveMail, approveDelete] = screen.getAllByRole("button", { name: "Approve" });
    if (!approveMail || !approveDelete) throw new Error("two approvals expected");
    await user.click(approveMail);
    // One action decided, one to go: nothing sent, nothing refused.
    expect(ran).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(approveDelete);
    expect(await screen.findByText(/Done\./)).toBeInTheDocument();
    expect(ran).toEqual([{ to: "a@b.com" }]);
  });
  it("offers Edit where the middleware allows it, and the agent runs the arguments as the person edited them", async () => {
    const ran: unknown[] = [];
    const sendEmail = tool(
      (args) => {
        ran.push(args);
        return "sent";
      },
      { name: "send_email", description: "Send an email", schema: z.object({ to: z.string() }) },
    );
    const agent = createAgent({
      model: fakeModel()
        .respondWithTools([{ name: "send_email", args: { to: "a@b.com" }, id: "call-1" }])
        .respond(new AIMessage("Done.")),
      tools: [sendEmail],
      middleware: [
        humanInTheLoopMiddleware({ interruptOn: { send_email: { allowedDecisions: ["approve", "edit", "reject"] } } }),
      ],
      checkpointer: new MemorySaver(),
    });
    const user = userEvent.setup();
    render(<Thread graph={agent as unknown as Runnable} thread="edit" />);
    await user.click(screen.getByRole("button", { name: "Start" }));
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    // No argsSchema from the middleware: the arguments as JSON text.
    const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
    await user.clear(box);
    await user.type(box, '{{"to": "c@d.com"}');
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(await screen.findByText(/Done\./)).toBeInTheDocument();
    expect(ran).toEqual([{ to: "c@d.com" }]);
  });
});
