import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lastAssistantMessageIsCompleteWithToolCalls } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { askQuestionsToolkit } from "../../src/assistant-ui/index.ts";
import { declineText } from "../../src/protocol/index.ts";
import { expectModelGets, finishCall, replyAfterAnswers, toolPartOf } from "../support/aiSdkChat.tsx";
import {
  answerTheRest,
  draftKey,
  expectDraftKept,
  modelCallHalfway,
  typeThenSkip,
  typeWhileStreaming,
} from "../support/answerSteps.ts";
import {
  CALL,
  expectedOutput,
  invalidCall,
  invalidCallIssues,
  modelCall,
  modelCallText,
} from "../support/modelCall.ts";
import { sendFirstMessage } from "../support/runtimeChat.tsx";
import { textReply, toolCallOpening, toolInputDeltas } from "../support/scriptedTransport.ts";

// The README's "Use with assistant-ui" client (runtimeChat.tsx, as written there) on
// @assistant-ui/react-ai-sdk's useChatRuntime, over a scripted transport.

const toolkit = askQuestionsToolkit(); // module scope: assistant-ui wants a stable toolkit
// Sends the answers, the decline or the input error back to the model as soon as they exist.
const chat = { toolkit, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls };

/** Renders the chat, sends a message as the person would and opens the model's ask_questions call. */
async function startCall(user: ReturnType<typeof userEvent.setup>) {
  const transport = await sendFirstMessage(user, chat, "Set up a project for me");
  transport.emit(...toolCallOpening(CALL));
  return transport;
}

afterEach(() => sessionStorage.clear());

// The whole kit renders and streams in jsdom: on a loaded 2-core machine one scenario can pass 5 s.
describe("agent-question-form/assistant-ui with @assistant-ui/react-ai-sdk's useChatRuntime (the README example)", {
  timeout: 20_000,
}, () => {
  it("streams the questions in, takes the answers and sends the exact tool output to the route", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    const first = await transport.request(1);
    expect(first.at(-1)?.parts).toEqual([{ type: "text", text: "Set up a project for me" }]);

    const deltas = toolInputDeltas(CALL, modelCallText, 5);
    const cut = modelCallHalfway(5);
    transport.emit(...deltas.slice(0, cut));
    // The second question's first word shows: the tokens up to the cut are in.
    await screen.findByText("Which");
    const name = await typeWhileStreaming(user, CALL);

    transport.emit(...deltas.slice(cut));
    finishCall(transport, modelCall);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    expectDraftKept(name);

    await answerTheRest(user);

    const next = await transport.request(2);
    await waitFor(() => expect(sessionStorage.getItem(draftKey(CALL))).toBeNull());
    const part = toolPartOf(next);
    expect(part).toMatchObject({ state: "output-available", output: expectedOutput });
    // What the server route hands the model.
    await expectModelGets(next, expectedOutput);

    await replyAfterAnswers(transport);
  });

  it("sends the decline text when the person skips", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    transport.emit(...toolInputDeltas(CALL, modelCallText));
    finishCall(transport, modelCall);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());

    await typeThenSkip(user);

    const part = toolPartOf(await transport.request(2));
    expect(part).toMatchObject({ state: "output-available", output: declineText() });
    transport.emit(...textReply("t1", "No problem, I will pick defaults."));
    transport.close();
    expect(await screen.findByText("No problem, I will pick defaults.")).toBeInTheDocument();
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
    // The chat has read the reply to its end and decided not to send on.
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });

  it("sends the issuesText text as a tool error when the arguments are invalid", async () => {
    const user = userEvent.setup();
    const transport = await startCall(user);
    transport.emit(...toolInputDeltas(CALL, JSON.stringify(invalidCall)));
    finishCall(transport, invalidCall);

    const part = toolPartOf(await transport.request(2));
    expect(part).toMatchObject({ state: "output-error", errorText: invalidCallIssues() });
    transport.emit(...textReply("t1", "Let me fix those questions."));
    transport.close();
    expect(await screen.findByText("Let me fix those questions.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    // The chat has read the reply to its end and decided not to send on.
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });
});
