// useStream from @langchain/langgraph-sdk/react against LangGraph's own API server
// (@langchain/langgraph-api's startServer, in this process, file-backed in a temp folder): two tabs
// on one thread, as two Clients and two useStreams, and the graph in server/trip.mjs.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { useStream } from "@langchain/langgraph-sdk/react";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LangGraphInterrupt, LangGraphInterrupts } from "../../src/langgraph/index.ts";

// The server's workers look for new runs up to a second apart: a run's result can take that long to
// arrive, so the waits for it below are allowed longer than Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });

let apiUrl = "";
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  // The server logs every request at "debug" unless told otherwise before it loads.
  process.env.LOG_LEVEL = "error";
  const { startServer } = await import("@langchain/langgraph-api/server");
  // Its storage (.langgraph_api/) goes to a folder of this run's own, removed even if the start fails.
  const cwd = await mkdtemp(join(tmpdir(), "aqf-langgraph-api-"));
  stop = () => rm(cwd, { recursive: true, force: true });
  const graph = join(import.meta.dirname, "server", "trip.mjs");
  // Port 0: the system picks a free one (LangGraph's default, 2024, may be taken).
  const server = await startServer({ port: 0, nWorkers: 4, host: "127.0.0.1", cwd, graphs: { trip: `${graph}:trip` } });
  apiUrl = `http://${server.host}`;
  stop = async () => {
    await server.cleanup();
    await rm(cwd, { recursive: true, force: true });
  };
});

afterAll(() => stop());

/** A thread the graph has paused on "Which city?", started as any client would. */
async function pausedThread() {
  const client = new Client({ apiUrl });
  const { thread_id } = await client.threads.create();
  await client.runs.wait(thread_id, "trip", { input: {} });
  return thread_id;
}

/** What the server waits on now: the interrupts of the thread's tasks that have not finished. */
async function serverInterrupts(threadId: string): Promise<LangGraphInterrupt[]> {
  const state = await new Client({ apiUrl }).threads.getState(threadId);
  return state.tasks.filter((task) => task.result == null).flatMap((task) => task.interrupts);
}

/** One browser tab: its own Client and useStream on the thread, asking the server before it resumes when `checks`. */
function Tab({ name, threadId, checks }: { name: string; threadId: string; checks: boolean }) {
  const stream = useStream({ client: new Client({ apiUrl }), assistantId: "trip", threadId });
  return (
    <section aria-label={name} aria-busy={stream.isLoading}>
      <LangGraphInterrupts
        stream={stream}
        pendingInterrupts={checks ? () => serverInterrupts(threadId) : undefined}
        labels={{ interruptAnsweredElsewhere: "Answered on another device. Here is the next question." }}
      />
      <output aria-label="state">{JSON.stringify(stream.values)}</output>
    </section>
  );
}

/** Waits for a tab's run to end (its stream closed), so the server can stop without cutting it off. */
const settled = (name: string) =>
  waitFor(() => expect(screen.getByRole("region", { name })).toHaveAttribute("aria-busy", "false"));

/** Two tabs on one thread, both showing "Which city?"; the phone answers "Rome" and moves on to the budget. */
async function phoneAnswersFirst(checks: boolean) {
  const threadId = await pausedThread();
  render(
    <>
      <Tab name="phone" threadId={threadId} checks={checks} />
      <Tab name="laptop" threadId={threadId} checks={checks} />
    </>,
  );
  const user = userEvent.setup();
  const phone = within(screen.getByRole("region", { name: "phone" }));
  const laptop = within(screen.getByRole("region", { name: "laptop" }));
  await user.type(await phone.findByRole("textbox", { name: "Which city?" }), "Rome");
  await user.click(phone.getByRole("button", { name: "Submit" }));
  expect(await phone.findByRole("textbox", { name: "What budget?" })).toBeInTheDocument();
  await settled("phone");
  // The laptop is not told: it still shows the city, and the person answers it there too.
  await user.type(await laptop.findByRole("textbox", { name: "Which city?" }), "Paris");
  await user.click(laptop.getByRole("button", { name: "Submit" }));
  return { threadId, laptop, user };
}

describe("LangGraphInterrupts with useStream and LangGraph's API server (SPEC §13)", () => {
  it("never gives a stale tab's answer to the next question: keyed by id, the server drops it", async () => {
    const { threadId, laptop } = await phoneAnswersFirst(false);
    // The run the stale answer started ends paused on the budget again, which the laptop now shows.
    expect(await laptop.findByRole("textbox", { name: "What budget?" })).toBeInTheDocument();
    await settled("laptop");
    const state = await new Client({ apiUrl }).threads.getState(threadId);
    expect(state.values).toEqual({ city: "Rome" });
    expect(state.next).toEqual(["ask_budget"]);
  });

  it("with pendingInterrupts, does not send an answer the server no longer waits on, says so, and shows what it asks now", async () => {
    const { threadId, laptop, user } = await phoneAnswersFirst(true);
    expect(await laptop.findByText("Answered on another device. Here is the next question.")).toHaveAttribute(
      "role",
      "status",
    );
    await user.type(laptop.getByRole("textbox", { name: "What budget?" }), "900 EUR");
    await user.click(laptop.getByRole("button", { name: "Submit" }));
    // The budget, answered from the laptop, finishes the run with the phone's city.
    // Read from the tab's state alone: the form's receipt shows "900 EUR" too while the run goes on.
    await waitFor(() => expect(laptop.getByLabelText("state")).toHaveTextContent(/900 EUR/));
    expect(laptop.getByLabelText("state")).toHaveTextContent('"city":"Rome"');
    await settled("laptop");
    const state = await new Client({ apiUrl }).threads.getState(threadId);
    expect(state.next).toEqual([]);
    expect(state.values).toMatchObject({ city: "Rome", budget: { answers: [{ id: "budget", answer: "900 EUR" }] } });
  });
});
