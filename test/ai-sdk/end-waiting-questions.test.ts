// endWaitingQuestions' rules, message by message; test/ai-sdk/chat-route.test.tsx runs it in a real
// streamText route behind useChat.
import { convertToModelMessages, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { endWaitingQuestions } from "../../src/ai-sdk/index.ts";
import { askUserQuestionFormat } from "../../src/claude/index.ts";
import { declineText, dismissedText, replyText, toOutcomeResult } from "../../src/protocol/index.ts";
import { storedCall } from "../support/aiSdkChat.tsx";
import { claudeCall } from "../support/claudeCall.ts";
import { CALL, modelCall } from "../support/modelCall.ts";

const ask: UIMessage = { id: "u1", role: "user", parts: [{ type: "text", text: "Set up a project for me" }] };
const said = (text: string, id = "u2"): UIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });

/** The call's part in the messages as ended. */
function callPart(messages: UIMessage[]) {
  const part = messages.flatMap((message) => message.parts).find((each) => "toolCallId" in each);
  if (!part) throw new Error("no tool part");
  return part as UIMessage["parts"][number] & { state: string; output?: unknown };
}

describe("endWaitingQuestions", () => {
  it("ends a waiting call the person talked past as their reply in the chat, and the model reads it", async () => {
    const messages = [ask, storedCall(modelCall), said("What is CI?")];
    const ended = endWaitingQuestions(messages);
    expect(callPart(ended)).toMatchObject({ state: "output-available", output: replyText("What is CI?") });
    // The tool result sits between the call and the person's message: the prompt is whole.
    const model = await convertToModelMessages(ended);
    expect(model.map((message) => message.role)).toEqual(["user", "assistant", "tool", "user"]);
  });

  it("takes the first message after the call, all its text parts, and leaves the given messages as they were", () => {
    const twoParts: UIMessage = {
      id: "u2",
      role: "user",
      parts: [
        { type: "text", text: "Use Go." },
        { type: "text", text: "No CI." },
      ],
    };
    const messages = [ask, storedCall(modelCall), twoParts, said("Later", "u3")];
    const before = structuredClone(messages);
    expect(callPart(endWaitingQuestions(messages)).output).toBe(replyText("Use Go.\n\nNo CI."));
    expect(messages).toEqual(before);
  });

  it("ends a call that nothing followed, or only a message without text, as dismissed", () => {
    expect(callPart(endWaitingQuestions([ask, storedCall(modelCall)])).output).toBe(dismissedText());
    const file: UIMessage = {
      id: "u2",
      role: "user",
      parts: [{ type: "file", mediaType: "image/png", url: "data:image/png;base64,AA==" }],
    };
    expect(callPart(endWaitingQuestions([ask, storedCall(modelCall), file])).output).toBe(dismissedText());
    expect(callPart(endWaitingQuestions([ask, storedCall(modelCall), said("   ")])).output).toBe(dismissedText());
  });

  it("with onlyTalkedPast (for rendering), keeps a call that nothing followed waiting", () => {
    const last = [ask, storedCall(modelCall)];
    expect(endWaitingQuestions(last, { onlyTalkedPast: true })).toEqual(last);
    const talkedPast = [...last, said("What is CI?")];
    expect(callPart(endWaitingQuestions(talkedPast, { onlyTalkedPast: true })).output).toBe(replyText("What is CI?"));
  });

  it("leaves answered, declined and failed calls, calls still streaming in, and other tools alone", () => {
    const answered = storedCall(modelCall, declineText());
    const failed: UIMessage = {
      id: "a1",
      role: "assistant",
      parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "output-error", input: {}, errorText: "bad" }],
    };
    const streaming: UIMessage = {
      id: "a1",
      role: "assistant",
      parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "input-streaming", input: {} }],
    };
    const other: UIMessage = {
      id: "a1",
      role: "assistant",
      parts: [{ type: "tool-search", toolCallId: CALL, state: "input-available", input: { q: "x" } }],
    };
    for (const message of [answered, failed, streaming, other]) {
      const messages = [ask, message, said("Next")];
      const ended = endWaitingQuestions(messages);
      expect(ended).toEqual(messages);
      expect(ended[1]).toBe(message);
    }
  });

  it("ends a dynamic-tool part named ask_questions", () => {
    const dynamic: UIMessage = {
      id: "a1",
      role: "assistant",
      parts: [
        {
          type: "dynamic-tool",
          toolName: "ask_questions",
          toolCallId: CALL,
          state: "input-available",
          input: modelCall,
        },
      ],
    };
    expect(callPart(endWaitingQuestions([ask, dynamic, said("Skip it")]))).toMatchObject({
      type: "dynamic-tool",
      state: "output-available",
      output: replyText("Skip it"),
    });
  });

  it("with a format, finds the format's tool and ends its calls in the format's words", () => {
    const format = askUserQuestionFormat;
    const waiting = storedCall(claudeCall, undefined, format.tool.name);
    const replied = endWaitingQuestions([ask, waiting, said("Use GitHub")], { format });
    expect(callPart(replied).output).toEqual(
      toOutcomeResult({ kind: "replied", text: "Use GitHub" }, { format, input: claudeCall }),
    );
    const dismissed = endWaitingQuestions([ask, waiting], { format });
    expect(callPart(dismissed).output).toEqual(toOutcomeResult({ kind: "dismissed" }, { format, input: claudeCall }));
    // Without the format, Claude's tool is not ask_questions: left alone.
    expect(callPart(endWaitingQuestions([ask, waiting])).state).toBe("input-available");
  });
});
