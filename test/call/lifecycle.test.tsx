import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AnswerItem, declineText, QuestionCall, type QuestionToolFormat } from "../../src/index.ts";
import { readQuestions } from "../../src/protocol/arguments.ts";
import { expectedOutput, invalidCall, modelCall } from "../support/modelCall.ts";

const [nameQuestion, languageQuestion] = modelCall.questions;
const DRAFT = "agent-question-form:draft:call_1";

afterEach(() => sessionStorage.clear());

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme-billing");
  await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
  await user.click(screen.getByRole("radio", { name: "No" }));
}

describe("streaming", () => {
  it("never reports partial arguments as invalid, and reports the complete ones once", () => {
    const onInvalid = vi.fn();
    const { rerender } = render(
      <QuestionCall input={[{ id: "size", question: "Which" }]} streaming onInvalid={onInvalid} />,
    );
    rerender(<QuestionCall input={invalidCall.questions} streaming onInvalid={onInvalid} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();

    rerender(<QuestionCall input={invalidCall.questions} onInvalid={onInvalid} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it("shows the questions known to be complete, a placeholder for the rest, and cannot submit yet", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <QuestionCall
        input={[nameQuestion, { id: "language", question: "Which language sh" }]}
        streaming
        onSubmit={onSubmit}
      />,
    );
    const name = screen.getByRole("textbox", { name: /project be called/ });
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
    // Whole words only: the half-written "sh" waits for the next token.
    expect(screen.queryByText("Which language")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await user.type(name, "acme{Control>}{Enter}{/Control}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name.closest("form")).toHaveAttribute("aria-busy", "true");
  });

  it("keeps a complete question's element and draft as more tokens arrive and when the stream ends", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionCall input={[nameQuestion, { id: "lang" }]} streaming />);
    const name = screen.getByRole("textbox", { name: /project be called/ });
    await user.type(name, "acme");
    rerender(<QuestionCall input={[nameQuestion, languageQuestion, { id: "c" }]} streaming />);
    rerender(<QuestionCall input={modelCall.questions} />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toBe(name);
    expect(name).toHaveValue("acme");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});

describe("answered", () => {
  it("turns into a compact receipt that expands to the full read-only form", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionCall input={modelCall.questions} onSubmit={onSubmit} />);
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(expectedOutput.answers, expectedOutput);

    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText("What should the project be called?").nextSibling).toHaveTextContent(
      "acme-billing",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Show the options" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide the options");
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveAttribute("readonly");
    expect(screen.getByRole("status")).toHaveTextContent("Answers sent");
  });

  it("renders a stored result the same way, and nothing can be sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    // `questions` no longer matters once there is a result (here: something the model broke).
    const { container } = render(
      <QuestionCall
        input="garbage"
        outcome={{ kind: "answered", output: expectedOutput }}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(receipt).toHaveTextContent("acme-billing");
    expect(receipt).toHaveTextContent("TypeScript");
    expect(container.querySelector("form")).toHaveAttribute("data-state", "submitted");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show the options" }));
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it("shows a result that arrives after the questions, exactly as stored", async () => {
    const user = userEvent.setup();
    // With a choice question: the receipt's toggle shows only when there are options to reveal.
    const name = [
      { id: "name", question: "Your name?", type: "Text" as const },
      { id: "ci", question: "Run CI?", type: "YesNo" as const, required: false },
    ];
    const { rerender } = render(<QuestionCall input={name} />);
    rerender(
      <QuestionCall
        input={name}
        outcome={{ kind: "answered", output: { questions: name, answers: [{ id: "name", answer: "Ann" }] } }}
      />,
    );
    expect(screen.getByRole("region", { name: "Your answers" })).toHaveTextContent("Ann");
    await user.click(screen.getByRole("button", { name: "Show the options" }));
    expect(screen.getByRole("textbox", { name: "Your name?" })).toHaveValue("Ann");
  });

  it("shows the result's answers, not a draft typed before the result arrived", async () => {
    const user = userEvent.setup();
    // With a choice question: the receipt's toggle shows only when there are options to reveal.
    const name = [
      { id: "name", question: "Your name?", type: "Text" as const },
      { id: "ci", question: "Run CI?", type: "YesNo" as const, required: false },
    ];
    const { rerender } = render(<QuestionCall input={name} />);
    await user.type(screen.getByRole("textbox", { name: "Your name?" }), "draft");
    rerender(
      <QuestionCall
        input={name}
        outcome={{ kind: "answered", output: { questions: name, answers: [{ id: "name", answer: "Ann" }] } }}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(receipt).toHaveTextContent("Ann");
    expect(receipt).not.toHaveTextContent("draft");
    await user.click(screen.getByRole("button", { name: "Show the options" }));
    expect(screen.getByRole("textbox", { name: "Your name?" })).toHaveValue("Ann");

    // A newer stored result replaces the one shown.
    rerender(
      <QuestionCall
        input={name}
        outcome={{ kind: "answered", output: { questions: name, answers: [{ id: "name", answer: "Bo" }] } }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Your name?" })).toHaveValue("Bo");
  });

  it("shows a skipped optional question as not answered in the receipt", () => {
    const optional = [{ id: "po", question: "Purchase order?", type: "Text" as const, required: false }];
    render(
      <QuestionCall
        input={optional}
        outcome={{ kind: "answered", output: { questions: optional, answers: [{ id: "po" }] } }}
      />,
    );
    expect(screen.getByRole("region", { name: "Your answers" })).toHaveTextContent("Not answered");
  });
});

describe("onOutcome", () => {
  it("tells the host how the call ended here: answered once sent, skipped on Skip", async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn();
    const { unmount } = render(<QuestionCall input={modelCall.questions} onSubmit={() => {}} onOutcome={onOutcome} />);
    await answerAll(user);
    expect(onOutcome).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onOutcome.mock.calls).toEqual([[{ kind: "answered", output: expectedOutput }]]);
    unmount();

    onOutcome.mockClear();
    render(<QuestionCall input={modelCall.questions} onDecline={() => {}} onOutcome={onOutcome} />);
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(onOutcome.mock.calls).toEqual([[{ kind: "declined" }]]);
  });

  it("is not told when sending fails: the call has not ended", async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn();
    render(
      <QuestionCall
        input={modelCall.questions}
        onSubmit={() => Promise.reject(new Error("offline"))}
        onOutcome={onOutcome}
      />,
    );
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe("declined", () => {
  it("has no Skip button unless the host can take a decline", () => {
    render(<QuestionCall input={modelCall.questions} />);
    expect(screen.queryByRole("button", { name: "Skip these questions" })).toBeNull();
  });

  it("ends the call with the decline text and the draft, not an answer set", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const onSubmit = vi.fn();
    render(<QuestionCall input={modelCall.questions} onDecline={onDecline} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledWith({
      draft: [{ id: "name" }, { id: "language" }, { id: "ci", answer: "Yes" }],
      toolResult: declineText(),
    });
    expect(declineText()).toMatch(/declined/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("You skipped these questions.")).toHaveFocus();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("hands a format's decline to onDecline as that format types it, an object when it is one", async () => {
    // A format that answers in objects (an MCP-style request, a LangGraph interrupt): its decline is
    // the value to send, typed as such, with no text decline beside it.
    const objectFormat: QuestionToolFormat<{ action: "decline" }> = {
      tool: { name: "elicit", description: "", inputSchema: { type: "object" } },
      read: (input) => readQuestions(input),
      write: (_input, _answers, output) => ({ action: "accept", content: output }),
      decline: () => ({ action: "decline" }),
      answered: () => undefined,
    };
    const user = userEvent.setup();
    const sent: string[] = [];
    render(
      <QuestionCall
        input={modelCall.questions}
        format={objectFormat}
        onDecline={({ toolResult }) => sent.push(toolResult.action)}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(sent).toEqual(["decline"]);
  });

  it("shows a stored decline without taking focus", () => {
    render(<QuestionCall input={modelCall.questions} outcome={{ kind: "declined" }} />);
    expect(screen.getByText("You skipped these questions.")).not.toHaveFocus();
  });

  it("takes its words from labels", async () => {
    const user = userEvent.setup();
    render(
      <QuestionCall
        input={modelCall.questions}
        onDecline={() => {}}
        labels={{ decline: "Passer ces questions", declined: "Vous avez passé ces questions." }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Passer ces questions" }));
    expect(screen.getByText("Vous avez passé ces questions.")).toHaveFocus();
  });

  it("Skip with a non-array defaultAnswers still declines", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(
      <QuestionCall
        input={[{ id: "name", question: "What should the project be called?", type: "Text" }]}
        defaultAnswers={{} as unknown as AnswerItem[]}
        onSubmit={() => {}}
        onDecline={onDecline}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(onDecline).toHaveBeenCalledWith({ draft: [{ id: "name" }], toolResult: declineText() });
    expect(screen.getByText("You skipped these questions.")).toBeInTheDocument();
  });
});

describe("drafts across reloads (draftKey)", () => {
  it("saves every edit, brings it back on the next mount, and forgets it once sent", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={modelCall.questions} draftKey="call_1" />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "acme-billing");
    first.unmount();

    render(<QuestionCall input={modelCall.questions} draftKey="call_1" onSubmit={() => {}} />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveValue("acme-billing");
    await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? "[]")).toEqual(expectedOutput.answers);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it("brings text back exactly as typed, blank lines and spaces included (only the answers sent are trimmed)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const first = render(<QuestionCall input={modelCall.questions} draftKey="call_1" onChange={onChange} />);
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "  Dear team,{Enter}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ id: "name", answer: "Dear team," }]),
      expect.any(Function),
    );
    first.unmount();

    render(<QuestionCall input={modelCall.questions} draftKey="call_1" />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveValue("  Dear team,\n\n");
  });

  it("brings back a draft stored by an earlier version (the answers as sent)", () => {
    sessionStorage.setItem(
      DRAFT,
      JSON.stringify([
        { id: "name", answer: "acme" },
        { id: "ci", answer: "No" },
      ]),
    );
    render(<QuestionCall input={modelCall.questions} draftKey="call_1" />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toHaveValue("acme");
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  });

  it("forgets the draft on decline", async () => {
    const user = userEvent.setup();
    render(<QuestionCall input={modelCall.questions} draftKey="call_1" onDecline={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it.each([
    ["is dismissed with nothing sent", { outcome: { kind: "dismissed" } } as const],
    ["fails (an error went back)", { failed: true }],
  ])("forgets the draft once the call %s, and shows it disabled", async (_, ended) => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionCall input={modelCall.questions} draftKey="call_1" onDecline={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
    rerender(<QuestionCall input={modelCall.questions} draftKey="call_1" onDecline={() => {}} {...ended} />);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(screen.getByRole("radio", { name: "No" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Skip these questions" })).toBeDisabled();
  });

  it("shows an empty form over corrupt stored JSON, and keeps working when storage refuses writes", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(DRAFT, "{corrupt");
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const onChange = vi.fn();
    render(<QuestionCall input={modelCall.questions} draftKey="call_1" onChange={onChange} />);
    const name = screen.getByRole("textbox", { name: /project be called/ });
    expect(name).toHaveValue("");
    await user.type(name, "ok");
    expect(name).toHaveValue("ok");
    expect(onChange).toHaveBeenLastCalledWith(
      [{ id: "name", answer: "ok" }, { id: "language" }, { id: "ci" }],
      expect.any(Function),
    );
    setItem.mockRestore();
  });
});
