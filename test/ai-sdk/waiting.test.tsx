import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { convertToModelMessages } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { expiredText, replyText } from "../../src/protocol/index.ts";
import { AiSdkChat, finishCall, startCall, storedCall, toolPartOf } from "../support/aiSdkChat.tsx";
import { draftKey, modelCallHalfway, typeWhileStreaming } from "../support/answerSteps.ts";
import { CALL, modelCall, modelCallText } from "../support/modelCall.ts";
import { ScriptedTransport, textReply, toolInputDeltas } from "../support/scriptedTransport.ts";

afterEach(() => sessionStorage.clear());

const REPLY = "Use Go, and call it billing.\nNo CI for now.";

/** Opens the call and streams it in whole: it then waits for the person. */
async function waitingCall(user: ReturnType<typeof userEvent.setup>, transport: ScriptedTransport) {
  await startCall(transport, user);
  transport.emit(...toolInputDeltas(CALL, modelCallText));
  finishCall(transport, modelCall);
  await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
}

// SPEC §12 with the AI SDK's own useChat: a message written in the chat while a call waits answers it.
describe("a reply in the chat, with useChat (replyInChat)", () => {
  it("goes back as the call's tool result, the chat continues by itself, and the call says so", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} replyInChat />);
    expect(screen.getByRole("textbox", { name: "Message" })).toBeInTheDocument();
    await waitingCall(user, transport);
    // The chat input says what a message does now.
    const box = await screen.findByRole("textbox", { name: "Reply here instead of answering" });
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme");
    await user.type(box, "Use Go, and call it billing.{Enter}");

    const next = await transport.request(2);
    const part = toolPartOf(next);
    expect(part.state).toBe("output-available");
    expect(part.output).toBe(replyText("Use Go, and call it billing."));
    // Sent once, as the result: no user message carries it.
    expect(next.filter((message) => message.role === "user")).toHaveLength(1);
    // What the model reads: the tool result, the person's words in it.
    const model = await convertToModelMessages(next);
    expect(JSON.stringify(model.at(-1))).toContain("Use Go, and call it billing.");
    expect(model.at(-1)?.role).toBe("tool");

    expect(await screen.findByText(/You replied in the chat:/)).toHaveTextContent(
      "You replied in the chat: Use Go, and call it billing.",
    );
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(sessionStorage.getItem(draftKey(CALL))).toBeNull();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeInTheDocument();

    transport.emit(...textReply("t1", "Go it is: creating billing."));
    transport.close();
    expect(await screen.findByText("Go it is: creating billing.")).toBeInTheDocument();
    // The chat has read the reply to its end and decided not to send on.
    await transport.idle(2);
    expect(transport.requests).toHaveLength(2);
  });

  it("shows a stored reply as a reply after a reload, line breaks and all", async () => {
    render(<AiSdkChat transport={new ScriptedTransport()} messages={[storedCall(modelCall, replyText(REPLY))]} />);
    const note = await screen.findByText(/You replied in the chat:/);
    expect(note.querySelector("q")?.textContent).toBe(REPLY);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("is off by default: the message goes out as a new message, and the call keeps waiting", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    render(<AiSdkChat transport={transport} composer />);
    await waitingCall(user, transport);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "What is CI?{Enter}");
    const next = await transport.request(2);
    expect(next.at(-1)?.role).toBe("user");
    expect(next.at(-1)?.parts).toEqual([{ type: "text", text: "What is CI?" }]);
    expect(toolPartOf(next).state).toBe("input-available");
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
  });
});

describe("an expiry, with useChat (timeoutMs)", () => {
  it("sends the expired decline when time runs out, the chat continues, and the draft stays on screen", async () => {
    const user = userEvent.setup();
    const transport = new ScriptedTransport();
    // A second: the countdown runs in real time here, ticking once a second.
    render(<AiSdkChat transport={transport} timeoutMs={1_000} />);
    // The draft is typed while the call streams in: the countdown starts only once it waits, so
    // however slow the machine, the draft is there before time can run out.
    await startCall(transport, user);
    const deltas = toolInputDeltas(CALL, modelCallText, 5);
    transport.emit(...deltas.slice(0, modelCallHalfway(5)));
    // The second question's first word shows: the tokens up to the cut are in.
    await screen.findByText("Which");
    await typeWhileStreaming(user, CALL);
    transport.emit(...deltas.slice(modelCallHalfway(5)));
    finishCall(transport, modelCall);

    const next = await transport.request(2);
    const part = toolPartOf(next);
    expect(part.state).toBe("output-available");
    expect(part.output).toBe(expiredText());
    expect(await screen.findByText(/Time ran out before you answered/)).toBeInTheDocument();
    const draft = screen.getByRole("region", { name: "What you had entered (not sent)" });
    expect(draft).toHaveTextContent("acme-billing");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});
