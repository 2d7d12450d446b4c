import { useChat } from "@ai-sdk/react";
import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from "ai";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { isQuestionToolPart, QuestionToolPart } from "../../src/ai-sdk/index.ts";
import { QuestionCall, type QuestionOutput } from "../../src/index.ts";
import "../../src/styles.css";
import { invalidCall, modelCall } from "../support/modelCall.ts";
import { ScriptedTransport } from "../support/scriptedTransport.ts";

// Issue 11, defect 1: in a chat the answers become the call's `result` at once, so the
// Submit button holding focus is gone before onSubmit settles; focus must not fall to the page.

const CALL = "call_1";

/** A chat host as the adapters are: the answers turn into the stored result in the same tick. */
function Host({ questions, streaming }: { questions: unknown; streaming?: boolean }) {
  const [result, setResult] = useState<QuestionOutput>();
  return (
    <main>
      <input aria-label="Message" />
      <QuestionCall
        input={questions}
        streaming={streaming}
        outcome={result && { kind: "answered", output: result }}
        onSubmit={(_, out) => setResult(out)}
      />
    </main>
  );
}

function Chat({ transport, messages }: { transport: ScriptedTransport; messages: UIMessage[] }) {
  const chat = useChat({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <main>
      {chat.messages.flatMap((message) =>
        message.parts
          .filter(isQuestionToolPart)
          .map((part) => <QuestionToolPart key={part.toolCallId} part={part} addToolOutput={chat.addToolOutput} />),
      )}
    </main>
  );
}

const waiting: UIMessage[] = [
  {
    id: "a1",
    role: "assistant",
    parts: [{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input: modelCall }],
  },
];

async function answerLastTwo(screen: Awaited<ReturnType<typeof render>>) {
  await screen.getByRole("radio", { name: /TypeScript/ }).click();
  await screen.getByRole("radio", { name: "No" }).click();
}

describe("focus after a chat call ends", () => {
  it("lands on 'Answers sent' after clicking Submit, when the host stores the result at once", async () => {
    const screen = await render(<Host questions={modelCall.questions} />);
    await answerLastTwo(screen);
    await screen.getByRole("textbox", { name: /project be called/ }).fill("acme");
    await screen.getByRole("button", { name: "Submit" }).click();
    await expect.element(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
    await expect.element(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("lands on 'Answers sent' after Ctrl+Enter in a text answer", async () => {
    const screen = await render(<Host questions={modelCall.questions} />);
    await answerLastTwo(screen);
    await screen.getByRole("textbox", { name: /project be called/ }).click();
    await userEvent.keyboard("acme{Control>}{Enter}{/Control}");
    await expect.element(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("lands on 'Answers sent' with the real AI SDK's useChat", async () => {
    const transport = new ScriptedTransport();
    const screen = await render(<Chat transport={transport} messages={waiting} />);
    await answerLastTwo(screen);
    await screen.getByRole("textbox", { name: /project be called/ }).fill("acme-billing");
    await screen.getByRole("button", { name: "Submit" }).click();
    await transport.request(1);
    await expect.element(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
    await expect.element(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("moves to the invalid panel when the stream the person is typing into ends invalid", async () => {
    const questions = [modelCall.questions[0], ...invalidCall.questions];
    const screen = await render(<Host questions={questions} streaming />);
    await screen.getByRole("textbox", { name: /project be called/ }).click();
    await userEvent.keyboard("acme");
    await screen.rerender(<Host questions={questions} />);
    await expect.element(screen.getByRole("alert")).toHaveFocus();
  });

  it("leaves focus alone when the stream ends invalid while the person is in the chat box", async () => {
    const questions = [modelCall.questions[0], ...invalidCall.questions];
    const screen = await render(<Host questions={questions} streaming />);
    await screen.getByRole("textbox", { name: "Message" }).click();
    await screen.rerender(<Host questions={questions} />);
    await expect.element(screen.getByRole("alert")).toBeInTheDocument();
    await expect.element(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
  });
});
