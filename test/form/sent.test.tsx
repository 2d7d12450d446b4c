import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuestionCall } from "../../src/call/QuestionCall.tsx";
import { type AnswerItem, QuestionForm, type QuestionItem, type QuestionOutput } from "../../src/index.ts";

// What the form does once it is sent, or fails to be: where focus goes, what counts as a result,
// the alerts, and questions that change afterwards (defects of version 1, each reproduced first).

const NAME = { id: "name", question: "What should the project be called?", type: "Text" };
const LATE = { id: "late", question: "Which licence?", type: "Text" };

/** A chat host as the adapters are: the answers become the call's stored result in the same tick. */
function StoresAtOnce() {
  const [result, setResult] = useState<QuestionOutput>();
  return (
    <QuestionCall
      input={[NAME]}
      outcome={result && { kind: "answered", output: result }}
      onSubmit={(_, output) => setResult(output)}
    />
  );
}

describe("focus after a send", () => {
  it("after a send, focus stays where the person moved it meanwhile", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSubmit = () => new Promise<void>((resolve) => (finish = resolve));
    render(
      <>
        <input aria-label="Message" />
        <QuestionForm questions={[NAME]} onSubmit={onSubmit} />
      </>,
    );
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(screen.getByRole("textbox", { name: "Message" }));
    await act(async () => finish());
    expect(screen.getByText("Answers sent")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
  });

  it("a chat call whose answers become its result at once puts focus on 'Answers sent'", async () => {
    const user = userEvent.setup();
    render(<StoresAtOnce />);
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme{Control>}{Enter}{/Control}");
    expect(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
    expect(screen.getByText("Answers sent")).toHaveFocus();
  });

  it("invalid input at the end of a stream takes focus only from inside the form", async () => {
    const user = userEvent.setup();
    const questions = [NAME, { id: "size", question: "Which size?", type: "SingleChoice", options: ["S", "M"] }];
    const { rerender, unmount } = render(<QuestionCall input={questions} streaming />);
    // From outside the form: the panel shows, focus stays put.
    rerender(<QuestionCall input={questions} />);
    expect(screen.getByRole("alert")).not.toHaveFocus();
    unmount();

    const again = render(<QuestionCall input={questions} streaming />);
    await user.click(screen.getByRole("textbox", { name: NAME.question }));
    again.rerender(<QuestionCall input={questions} />);
    expect(screen.getByRole("alert")).toHaveFocus();
  });
});

describe("result={null} is not a result", () => {
  it("result={null} is not answered: the form can still be sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[NAME]} output={null} onSubmit={onSubmit} />);
    expect(screen.queryByText("Answers sent")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith([{ id: "name", answer: "acme" }], expect.anything());
  });

  it("outcome={null} in a chat call shows the form, not a receipt", () => {
    render(<QuestionCall input={[NAME]} outcome={null} onSubmit={() => {}} />);
    expect(screen.queryByRole("region", { name: "Your answers" })).toBeNull();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});

describe("a send that fails", () => {
  it("the 'could not be sent' alert clears on the next edit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline"));
    render(<QuestionForm questions={[NAME]} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox", { name: NAME.question });
    await user.type(box, "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your answers could not be sent");
    await user.type(box, "-billing");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box).toHaveValue("acme-billing");
  });

  it("after a failed send, a failed required check shows one alert, not two", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline"));
    render(<QuestionForm questions={[NAME, { ...LATE, required: false }]} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(/could not be sent/);
    await user.clear(screen.getByRole("textbox", { name: NAME.question }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent("There is a problem");
  });

  it("a submit attempt that fails the required check clears the 'could not be sent' alert", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline"));
    const { rerender } = render(<QuestionForm questions={[{ ...NAME, required: false }]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(/could not be sent/);
    // The host now requires the answer: the next attempt fails the check, without an edit in between.
    rerender(<QuestionForm questions={[NAME]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });
});

describe("questions that change after a send", () => {
  it("questions added after a successful submit are not shown as sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(answers: AnswerItem[], output: QuestionOutput) => void>();
    const { rerender } = render(<QuestionForm questions={[NAME]} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Answers sent")).toBeInTheDocument();

    rerender(<QuestionForm questions={[NAME, LATE]} onSubmit={onSubmit} />);
    expect(screen.getByRole("textbox", { name: NAME.question })).toHaveValue("acme");
    expect(screen.queryByRole("textbox", { name: LATE.question })).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("a chat call's receipt lists only the questions that were sent", async () => {
    const user = userEvent.setup();
    // With a choice question: the receipt's toggle shows only when there are options to reveal.
    const ci: QuestionItem = { id: "ci", question: "Run CI?", type: "YesNo", required: false };
    const { rerender } = render(<QuestionCall input={[NAME, ci]} onSubmit={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    rerender(<QuestionCall input={[NAME, ci, LATE]} onSubmit={() => {}} />);
    const receipt = screen.getByRole("region", { name: "Your answers" });
    expect(within(receipt).getByText(NAME.question)).toBeInTheDocument();
    expect(within(receipt).queryByText(LATE.question)).toBeNull();
    await user.click(within(receipt).getByRole("button", { name: "Show the options" }));
    expect(within(receipt).queryByRole("textbox", { name: LATE.question })).toBeNull();
  });

  it("invalid questions after a successful submit keep showing what was sent", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={[NAME]} onSubmit={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: NAME.question }), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    rerender(<QuestionForm questions={[{ id: "" }]} onSubmit={() => {}} />);
    expect(screen.getByRole("textbox", { name: NAME.question })).toHaveValue("acme");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
