import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler, useSyncExternalStore } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWaitingParts } from "../../src/call/loadWaitingParts.ts";
import { TYPING_PAUSE_MS } from "../../src/call/useExpiry.ts";
import { askUserQuestionFormat } from "../../src/claude/index.ts";
import {
  expiredText,
  QuestionCall,
  type QuestionCallProps,
  type QuestionOutcome,
  replyText,
  WaitingQuestionsProvider,
} from "../../src/index.ts";
import { claudeCall } from "../support/claudeCall.ts";
import { modelCall } from "../support/modelCall.ts";
import { PendingChatInput } from "../support/PendingChatInput.tsx";

// A call that waits (SPEC §12): what a host learns of it, a reply in the chat, and an expiry that respects the person.

/** The parts of a call that waits are loaded on first use: let that import and the render after it settle. */
async function loaded() {
  await act(async () => {
    await loadWaitingParts();
  });
  await act(async () => {});
}

function Chat({ calls, onSend = () => undefined }: { calls: QuestionCallProps[]; onSend?: (text: string) => void }) {
  return (
    <WaitingQuestionsProvider>
      {calls.map((call) => (
        <QuestionCall key={call.callId} {...call} />
      ))}
      <PendingChatInput onSend={onSend} />
    </WaitingQuestionsProvider>
  );
}

const questions = modelCall.questions;

/**
 * A chat kit keeping its messages in a store read with useSyncExternalStore (useChat does): the result
 * handed over on expiry re-renders the call at once, in a render of its own, as `expired` without a
 * draft (the stored text has none).
 */
const kitStore = {
  outcome: undefined as QuestionOutcome | undefined,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    kitStore.listeners.add(listener);
    return () => kitStore.listeners.delete(listener);
  },
  store(outcome: QuestionOutcome) {
    kitStore.outcome = outcome;
    for (const listener of kitStore.listeners) listener();
  },
};

function StoringHost() {
  const outcome = useSyncExternalStore(kitStore.subscribe, () => kitStore.outcome);
  return (
    <QuestionCall
      input={questions}
      timeoutMs={1_000}
      outcome={outcome}
      onExpire={() => kitStore.store({ kind: "expired" })}
    />
  );
}

describe("useWaitingQuestions and onWaitingChange", () => {
  it("count the calls that wait, by id, but not one still streaming nor one that has ended", async () => {
    const user = userEvent.setup();
    const onWaitingChange = vi.fn();
    const { rerender } = render(
      <Chat
        calls={[
          { callId: "call_1", input: questions, onWaitingChange },
          { callId: "call_2", input: questions.slice(0, 1), streaming: true },
          { callId: "call_3", input: questions, outcome: { kind: "declined" } },
        ]}
      />,
    );
    expect(screen.getByText("1 question waiting")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Chat" })).toHaveAttribute("data-waiting", "call_1");
    expect(onWaitingChange.mock.calls).toEqual([[true]]);

    // The second call's arguments complete: it waits too.
    rerender(
      <Chat
        calls={[
          { callId: "call_1", input: questions, onWaitingChange },
          { callId: "call_2", input: questions.slice(0, 1) },
        ]}
      />,
    );
    expect(screen.getByText("2 questions waiting")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Chat" })).toHaveAttribute("data-waiting", "call_1 call_2");

    // Answered, the second one no longer waits.
    await user.type(screen.getAllByRole("textbox", { name: /project be called/ })[1] as HTMLElement, "acme");
    await user.click(screen.getAllByRole("button", { name: "Submit" })[1] as HTMLElement);
    // (The send settles after the click: the count follows once it has.)
    await waitFor(() => expect(screen.getByText("1 question waiting")).toBeInTheDocument());
    expect(onWaitingChange.mock.calls).toEqual([[true]]);
  });

  it("tells onWaitingChange false once the call is answered, and never for a stored call", async () => {
    const user = userEvent.setup();
    const onWaitingChange = vi.fn();
    render(<QuestionCall input={questions.slice(0, 1)} onWaitingChange={onWaitingChange} />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Answers sent");
    await waitFor(() => expect(onWaitingChange.mock.calls).toEqual([[true], [false]]));

    const stored = vi.fn();
    render(<QuestionCall input={questions} outcome={{ kind: "declined" }} onWaitingChange={stored} />);
    expect(stored).not.toHaveBeenCalled();
  });

  it("is empty without a provider: the chat input's message goes out as a message", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onReply = vi.fn();
    render(
      <>
        <QuestionCall input={questions} onReply={onReply} />
        <PendingChatInput onSend={onSend} />
      </>,
    );
    await user.type(screen.getByRole("textbox", { name: "Message" }), "hello{Enter}");
    expect(onSend).toHaveBeenCalledWith("hello");
    expect(onReply).not.toHaveBeenCalled();
  });
});

describe("a reply in the chat", () => {
  it("ends a call that takes replies with the message, and the host does not send it again", async () => {
    const user = userEvent.setup();
    const onReply = vi.fn();
    const onOutcome = vi.fn();
    const onSend = vi.fn();
    render(<Chat calls={[{ callId: "call_1", input: questions, onReply, onOutcome }]} onSend={onSend} />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    await user.type(
      screen.getByRole("textbox", { name: /^(Message|Reply here)/ }),
      "Use Go, and call it billing{Enter}",
    );
    await loaded();

    expect(onSend).not.toHaveBeenCalled();
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(onReply.mock.calls[0]?.[0]).toEqual({
      text: "Use Go, and call it billing",
      draft: [{ id: "name", answer: "acme" }, { id: "language" }, { id: "ci" }],
      toolResult: replyText("Use Go, and call it billing"),
    });
    expect(onOutcome.mock.calls).toEqual([[{ kind: "replied", text: "Use Go, and call it billing" }]]);
    expect(screen.getByText(/You replied in the chat:/)).toHaveTextContent(
      "You replied in the chat: Use Go, and call it billing",
    );
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    // Focus stays where the person wrote.
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
  });

  it("leaves a call without onReply waiting, and the message goes out as a message", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Chat calls={[{ callId: "call_1", input: questions }]} onSend={onSend} />);
    await user.type(screen.getByRole("textbox", { name: /^(Message|Reply here)/ }), "hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSend).toHaveBeenCalledWith("hello");
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
  });

  it("is written in the call's format: Claude's response, every question replied_in_chat", async () => {
    const user = userEvent.setup();
    const onReply = vi.fn();
    render(<Chat calls={[{ callId: "toolu_1", input: claudeCall, format: askUserQuestionFormat, onReply }]} />);
    await user.type(screen.getByRole("textbox", { name: /^(Message|Reply here)/ }), "Whatever is cheapest");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(onReply.mock.calls[0]?.[0].toolResult).toEqual({
      questions: claudeCall.questions,
      answers: {},
      response: "Whatever is cheapest",
      annotations: {
        "Which sign-in method should the app use?": { unanswered: "replied_in_chat" },
        "Which telemetry should be on?": { unanswered: "replied_in_chat" },
      },
    });
  });

  it("shows a stored reply", async () => {
    render(<QuestionCall input={questions} outcome={{ kind: "replied", text: "Use Go" }} />);
    await loaded();
    expect(screen.getByText(/You replied in the chat:/)).toHaveTextContent("You replied in the chat: Use Go");
  });
});

describe("expiry that respects the person", () => {
  // Testing Library ends each user-event step with a setTimeout(0); it advances fake timers only when it
  // sees a `jest` global, so it is given one for these tests.
  const testingGlobals = globalThis as { jest?: unknown };
  beforeEach(() => {
    vi.useFakeTimers();
    testingGlobals.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  });
  afterEach(() => {
    setVisibility("visible");
    delete testingGlobals.jest;
    vi.useRealTimers();
  });

  /** The page goes to the background or comes back, as a browser says it: a real `visibilitychange` event. */
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
  }

  const countdown = () => document.querySelector('[data-slot="expiry"]');
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("counts down visibly, says it once to a screen reader, and ends the call as expired with the draft kept", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onExpire = vi.fn();
    const onOutcome = vi.fn();
    render(<QuestionCall input={questions} timeoutMs={120_000} onExpire={onExpire} onOutcome={onOutcome} />);
    await loaded();
    expect(countdown()).toHaveTextContent("Answer within 2 minutes");
    expect(screen.getByRole("status")).toHaveTextContent("Answer within 2 minutes");

    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    // Typing paused it; 5 s after the last key it runs again.
    await advance(TYPING_PAUSE_MS);
    await advance(61_000);
    expect(countdown()).toHaveTextContent("Answer within a minute");
    await advance(30_000);
    expect(countdown()).toHaveTextContent("Answer within 30 seconds");
    // Announced once: the status still says what it said first.
    expect(screen.getByRole("status")).toHaveTextContent("Answer within 2 minutes");
    expect(onExpire).not.toHaveBeenCalled();

    await advance(30_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onExpire.mock.calls[0]?.[0]).toEqual({
      draft: [{ id: "name", answer: "acme" }, { id: "language", selected: ["TypeScript"] }, { id: "ci" }],
      toolResult: expiredText(),
      afkTimeoutMs: 120_000,
    });
    expect(onOutcome.mock.calls).toEqual([[{ kind: "expired", draft: onExpire.mock.calls[0]?.[0].draft }]]);
    await loaded();
    expect(screen.getByText(/Time ran out before you answered/)).toBeInTheDocument();
    // The draft, for the record: what was entered, never sent.
    const draft = screen.getByRole("region", { name: "What you had entered (not sent)" });
    expect(draft).toHaveTextContent("acme");
    expect(draft).toHaveTextContent("TypeScript");
    expect(draft).not.toHaveTextContent("Should CI run");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    await advance(120_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("stands still while the person types, and for a while after the last keystroke", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onExpire = vi.fn();
    render(<QuestionCall input={questions} timeoutMs={10_000} onExpire={onExpire} />);
    await loaded();
    const name = screen.getByRole("textbox", { name: /project be called/ });
    // Ten minutes of slow typing, a key every 4 s: it never expires.
    for (let key = 0; key < 150; key++) {
      await user.type(name, "a");
      await advance(4_000);
    }
    expect(onExpire).not.toHaveBeenCalled();
    expect(countdown()).toHaveAttribute("data-state", "paused");
    expect(countdown()).toHaveAttribute("data-paused", "typing");
    expect(countdown()).toHaveTextContent("Answer within 10 seconds (paused while you type)");
    // Then they stop: 5 s of grace, then the 10 s run out.
    await advance(TYPING_PAUSE_MS - 4_000 + 1_000);
    expect(countdown()).toHaveAttribute("data-state", "running");
    await advance(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onExpire.mock.calls[0]?.[0].draft[0]).toEqual({ id: "name", answer: "a".repeat(150) });
  });

  it.each([
    ["under WaitingQuestionsProvider", true],
    ["without a provider", false],
  ])("listens to the page once for every call that waits, %s, and pauses them all", async (_, provided) => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // Counted from here: React, Radix and user-event add listeners of their own on the document.
    const added = vi.spyOn(document, "addEventListener");
    const removed = vi.spyOn(document, "removeEventListener");
    const listening = (type: string) =>
      added.mock.calls.filter(([name]) => name === type).length -
      removed.mock.calls.filter(([name]) => name === type).length;
    const calls = ["a", "b", "c"].map((callId) => ({ callId, input: questions.slice(0, 1), timeoutMs: 60_000 }));
    const view = render(
      provided ? <Chat calls={calls} /> : calls.map((call) => <QuestionCall key={call.callId} {...call} />),
    );
    await loaded();
    const countdowns = () => [...document.querySelectorAll('[data-slot="expiry"]')];
    expect(countdowns()).toHaveLength(3);
    expect({ keydown: listening("keydown"), input: listening("input"), seen: listening("visibilitychange") }).toEqual({
      keydown: 1,
      input: 1,
      seen: 1,
    });
    // One keystroke in one call pauses every countdown on the page, and they all run again together.
    await user.type(screen.getAllByRole("textbox", { name: /project be called/ })[1] as HTMLElement, "acme");
    for (const each of countdowns()) expect(each).toHaveAttribute("data-paused", "typing");
    await advance(TYPING_PAUSE_MS);
    for (const each of countdowns()) expect(each).toHaveAttribute("data-state", "running");
    view.unmount();
    expect({ keydown: listening("keydown"), input: listening("input"), seen: listening("visibilitychange") }).toEqual({
      keydown: 0,
      input: 0,
      seen: 0,
    });
  });

  it("stands still while the page is hidden (visibilitychange), and runs again when it shows", async () => {
    const onExpire = vi.fn();
    render(<QuestionCall input={questions} timeoutMs={60_000} onExpire={onExpire} />);
    await loaded();
    await advance(20_000);
    setVisibility("hidden");
    expect(countdown()).toHaveAttribute("data-paused", "hidden");
    await advance(60 * 60_000);
    expect(onExpire).not.toHaveBeenCalled();
    setVisibility("visible");
    await advance(39_000);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("shows the unsent draft from the first frame, though the host stores the expiry at once", async () => {
    kitStore.outcome = undefined;
    // The kit re-renders the call as expired (no draft) as soon as it holds the result: the note must
    // not show a frame without what the person had entered.
    // Every commit, as the person would see it: is the note there, and the draft with it?
    const frames: string[] = [];
    const note = () => screen.queryByText(/Time ran out before you answered/);
    const draft = () => screen.queryByRole("region", { name: "What you had entered (not sent)" });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <Profiler id="chat" onRender={() => frames.push(note() ? (draft() ? "note and draft" : "note alone") : "form")}>
        <StoringHost />
      </Profiler>,
    );
    await loaded();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    // Typing paused it; 5 s after the last key it runs again, and its one second runs out.
    await advance(TYPING_PAUSE_MS);
    await advance(1_000);
    await loaded();
    expect(note()).toBeInTheDocument();
    expect(draft()).toHaveTextContent("acme");
    expect(frames).not.toContain("note alone");
    expect(frames.at(-1)).toBe("note and draft");
  });

  it("takes expiresAt as a time, and writes Claude's dismissed answer with afkTimeoutMs", async () => {
    const onExpire = vi.fn();
    render(
      <QuestionCall
        input={claudeCall}
        format={askUserQuestionFormat}
        expiresAt={new Date(Date.now() + 90_000)}
        onExpire={onExpire}
      />,
    );
    await loaded();
    expect(countdown()).toHaveTextContent("Answer within 2 minutes");
    await advance(90_000);
    expect(onExpire.mock.calls[0]?.[0].toolResult).toEqual({
      questions: claudeCall.questions,
      answers: {},
      annotations: {
        "Which sign-in method should the app use?": { unanswered: "dismissed" },
        "Which telemetry should be on?": { unanswered: "dismissed" },
      },
      afkTimeoutMs: 90_000,
    });
  });

  it("does not run while the answers are being sent", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onExpire = vi.fn();
    render(
      <QuestionCall
        input={questions.slice(0, 1)}
        timeoutMs={10_000}
        onExpire={onExpire}
        onSubmit={() => new Promise(() => undefined)}
      />,
    );
    await loaded();
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await advance(60_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
