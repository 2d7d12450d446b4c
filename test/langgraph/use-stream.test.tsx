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
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createAgent, humanInTheLoopMiddleware } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LangGraphInterrupts } from "../../src/langgraph/index.ts";
import { wholeText } from "../support/wholeText.ts";

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
      <output aria-label="pending">{stream.interrupts.length}</output>
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
    // Several actions: nothing goes until Send, so a decision can still be changed.
    expect(ran).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Send decisions" }));
    expect(await screen.findByText(/Done\./)).toBeInTheDocument();
    expect(ran).toEqual([{ to: "a@b.com" }]);
  });
  describe("the review's receipts say what the middleware does (SPEC §13)", () => {
    /** An agent whose model asks for send_email and delete_file at once, both under review; `ran` lists each tool's executions. */
    function reviewAgent() {
      const ran = { send_email: [] as unknown[], delete_file: [] as unknown[] };
      const sendEmail = tool(
        (args) => {
          ran.send_email.push(args);
          return "sent";
        },
        { name: "send_email", description: "Send an email", schema: z.object({ to: z.string() }) },
      );
      const deleteFile = tool(
        (args) => {
          ran.delete_file.push(args);
          return "deleted";
        },
        { name: "delete_file", description: "Delete a file", schema: z.object({ path: z.string() }) },
      );
      const agent = createAgent({
        model: fakeModel()
          .respondWithTools([
            { name: "send_email", args: { to: "a@b.com" }, id: "call-1" },
            { name: "delete_file", args: { path: "old.txt" }, id: "call-2" },
          ])
          .respond(new AIMessage("Done.")),
        tools: [sendEmail, deleteFile],
        middleware: [humanInTheLoopMiddleware({ interruptOn: { send_email: true, delete_file: true } })],
        checkpointer: new MemorySaver(),
      });
      return { agent: agent as unknown as Runnable, ran };
    }

    /** The line under an action that says what happens to it. */
    const effectOf = (tool: string) => {
      // The tool's name is in a <bdi> of its own: the line is matched by its whole text.
      const line = screen.getByText((_, element) =>
        Boolean(
          element?.getAttribute("data-slot") === "interrupt-effect" &&
            new RegExp(`^${tool} (will|did|ran)`).test(element.textContent ?? ""),
        ),
      );
      return line.textContent;
    };

    it("approve one, reject the other: both say, before Send, that neither runs; none runs; the record stays", async () => {
      const { agent, ran } = reviewAgent();
      const user = userEvent.setup();
      render(<Thread graph={agent} thread="mixed" />);
      await user.click(screen.getByRole("button", { name: "Start" }));
      const [approveMail] = await screen.findAllByRole("button", { name: "Approve" });
      if (!approveMail) throw new Error("an approval expected");
      // The middleware's default description says its first line; the tool and its arguments show once, under it.
      expect(screen.getAllByText("Tool execution requires approval")).toHaveLength(2);
      expect(screen.queryByText(/Args:/, { ignore: "output, script, style" })).toBeNull();
      await user.click(approveMail);
      expect(effectOf("send_email")).toBe("send_email will run.");
      await user.click(screen.getByRole("button", { name: "Deny" }));
      await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Keep it{Enter}");
      // Before Send, where the person can still change course: the approval under it will not run either.
      expect(effectOf("send_email")).toBe(
        "send_email will not run: a rejection in the same review stops every action.",
      );
      // Issue 46, item 2: the rejection's line says what the agent is told, the person's reason word for word.
      expect(effectOf("delete_file")).toBe("delete_file will not run: the agent is told your reason, “Keep it”.");
      await user.click(screen.getByRole("button", { name: "Send decisions" }));
      expect(await screen.findByText(/Done\./)).toBeInTheDocument();
      // What ran is what the receipts say: nothing.
      expect(ran).toEqual({ send_email: [], delete_file: [] });
      // The thread's interrupts have cleared; the review stays as its record.
      await waitFor(() => expect(screen.getByLabelText("state")).toHaveTextContent("Done."));
      expect(screen.getByLabelText("pending")).toHaveTextContent("0");
      expect(screen.getByText("Approved")).toBeInTheDocument();
      expect(screen.getByText(wholeText("Denied: Keep it"))).toBeInTheDocument();
      expect(effectOf("send_email")).toBe(
        "send_email did not run: a rejection in the same review stopped every action.",
      );
      expect(effectOf("delete_file")).toBe("delete_file did not run: the agent was told your reason, “Keep it”.");
      expect(screen.queryByRole("button", { name: "Send decisions" })).toBeNull();
    });

    it("a decision can be changed before Send: reject taken back and approved, both run, and the receipts say so", async () => {
      const { agent, ran } = reviewAgent();
      const user = userEvent.setup();
      render(<Thread graph={agent} thread="changed" />);
      await user.click(screen.getByRole("button", { name: "Start" }));
      const [approveMail] = await screen.findAllByRole("button", { name: "Approve" });
      if (!approveMail) throw new Error("an approval expected");
      await user.click(approveMail);
      await user.click(screen.getByRole("button", { name: "Deny" }));
      await user.click(screen.getByRole("button", { name: "Send denial" }));
      expect(effectOf("send_email")).toMatch(/will not run/);
      const [, changeDelete] = screen.getAllByRole("button", { name: "Change decision" });
      if (!changeDelete) throw new Error("two decisions to change expected");
      await user.click(changeDelete);
      // The action is open again, its Approve focused; the approval above it runs again.
      expect(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
      expect(effectOf("send_email")).toBe("send_email will run.");
      await user.click(screen.getByRole("button", { name: "Approve" }));
      expect(effectOf("delete_file")).toBe("delete_file will run.");
      await user.click(screen.getByRole("button", { name: "Send decisions" }));
      expect(await screen.findByText(/Done\./)).toBeInTheDocument();
      expect(ran).toEqual({ send_email: [{ to: "a@b.com" }], delete_file: [{ path: "old.txt" }] });
      await waitFor(() => expect(screen.getByLabelText("pending")).toHaveTextContent("0"));
      expect(effectOf("send_email")).toBe("send_email ran.");
      expect(effectOf("delete_file")).toBe("delete_file ran.");
    });

    // Issue 46, item 2: a review of one action is sent at its decision; its line says what happened, and
    // the agent's run agrees: the tool ran once as sent, not at all when rejected, once as edited.
    describe("of one action, checked against what ran", () => {
      function oneAction() {
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
            humanInTheLoopMiddleware({
              interruptOn: { send_email: { allowedDecisions: ["approve", "edit", "reject"] } },
            }),
          ],
          checkpointer: new MemorySaver(),
        });
        return { agent: agent as unknown as Runnable, ran };
      }

      it("approved: ran once as sent, and the line says so", async () => {
        const { agent, ran } = oneAction();
        const user = userEvent.setup();
        render(<Thread graph={agent} thread="one-approved" />);
        await user.click(screen.getByRole("button", { name: "Start" }));
        await user.click(await screen.findByRole("button", { name: "Approve" }));
        expect(await screen.findByText(/Done\./)).toBeInTheDocument();
        expect(ran).toEqual([{ to: "a@b.com" }]);
        expect(effectOf("send_email")).toBe("send_email ran.");
      });

      it("rejected with a reason: never ran, the agent got the reason, and the line says so", async () => {
        const { agent, ran } = oneAction();
        const user = userEvent.setup();
        render(<Thread graph={agent} thread="one-rejected" />);
        await user.click(screen.getByRole("button", { name: "Start" }));
        await user.click(await screen.findByRole("button", { name: "Deny" }));
        await user.type(screen.getByRole("textbox", { name: "Reason (optional)" }), "Not before Monday{Enter}");
        expect(await screen.findByText(/Done\./)).toBeInTheDocument();
        expect(ran).toEqual([]);
        expect(effectOf("send_email")).toBe(
          "send_email did not run: the agent was told your reason, “Not before Monday”.",
        );
      });

      it("rejected without a reason: never ran, and the line says the agent was told it was rejected", async () => {
        const { agent, ran } = oneAction();
        const user = userEvent.setup();
        render(<Thread graph={agent} thread="one-rejected-bare" />);
        await user.click(screen.getByRole("button", { name: "Start" }));
        await user.click(await screen.findByRole("button", { name: "Deny" }));
        await user.click(screen.getByRole("button", { name: "Send denial" }));
        expect(await screen.findByText(/Done\./)).toBeInTheDocument();
        expect(ran).toEqual([]);
        expect(effectOf("send_email")).toBe("send_email did not run: the agent was told you rejected it.");
      });

      it("edited: ran once with the person's arguments, and the line says so", async () => {
        const { agent, ran } = oneAction();
        const user = userEvent.setup();
        render(<Thread graph={agent} thread="one-edited" />);
        await user.click(screen.getByRole("button", { name: "Start" }));
        await user.click(await screen.findByRole("button", { name: "Edit" }));
        const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
        await user.clear(box);
        await user.type(box, '{{"to": "c@d.com"}');
        await user.click(screen.getByRole("button", { name: "Approve with changes" }));
        expect(await screen.findByText(/Done\./)).toBeInTheDocument();
        expect(ran).toEqual([{ to: "c@d.com" }]);
        expect(effectOf("send_email")).toBe("send_email ran with your changes.");
      });
    });

    it("Send with an action undecided sends nothing and says why", async () => {
      const { agent, ran } = reviewAgent();
      const user = userEvent.setup();
      render(<Thread graph={agent} thread="undecided" />);
      await user.click(screen.getByRole("button", { name: "Start" }));
      const [approveMail] = await screen.findAllByRole("button", { name: "Approve" });
      if (!approveMail) throw new Error("an approval expected");
      await user.click(approveMail);
      await user.click(screen.getByRole("button", { name: "Send decisions" }));
      expect(screen.getByRole("alert")).toHaveTextContent("Approve or deny every action before sending.");
      expect(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
      expect(screen.getByLabelText("pending")).toHaveTextContent("1");
      expect(ran).toEqual({ send_email: [], delete_file: [] });
    });
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
