import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { QuestionForm, type QuestionFormProps } from "../../src/index.ts";
import { validateAnswers } from "../../src/protocol/index.ts";
import { answerBatch, expectBatchAnswered } from "../support/answerBatch.ts";
import { BATCH, BATCH_ANSWERS } from "../support/batch.ts";

// Every way a chat UI or a person can make a form drop what was typed (SPEC §5, "Nothing the person typed is lost").

type OnSubmit = NonNullable<QuestionFormProps["onSubmit"]>;

const [NAME, LANG, EXTRAS, GIT] = BATCH;
const LATE = { id: "late", question: "Anything else?", type: "Text", required: false };

let consoleError: MockInstance;
beforeEach(() => {
  // Any React warning (keys, state updates on unmounted components, hydration) is a failure here.
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function submit() {
  return userEvent.click(screen.getByRole("button", { name: "Submit" }));
}

describe("the host re-renders mid-draft", () => {
  it("keeps every answer through a new but equal questions array (a streaming chat re-render)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    for (let round = 0; round < 5; round++) rerender(<QuestionForm questions={structuredClone(BATCH)} />);
    expectBatchAnswered();
  });

  it("keeps every answer when the host reorders the questions, and answers in the new order", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    const { rerender } = render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    const reversed = [...BATCH].reverse();
    rerender(<QuestionForm questions={reversed} onSubmit={onSubmit} />);
    expectBatchAnswered();
    const types = Array.from(document.querySelectorAll(".qf-question"), (question) =>
      question.getAttribute("data-type"),
    );
    expect(types).toEqual(["YesNo", "MultiChoice", "SingleChoice", "Text"]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([...BATCH_ANSWERS].reverse());
  });

  it("keeps the other drafts when a question is added mid-draft", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    rerender(<QuestionForm questions={[NAME, LATE, LANG, EXTRAS, GIT]} />);
    expectBatchAnswered();
    expect(screen.getByRole("textbox", { name: /Anything else\?/ })).toHaveValue("");
  });

  it("keeps the other drafts when a question is removed mid-draft, and does not send the removed one", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    const { rerender } = render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    rerender(<QuestionForm questions={[NAME, EXTRAS, GIT]} onSubmit={onSubmit} />);
    expect(screen.queryByRole("radio", { name: "Go" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("billing");
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toBeChecked();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(BATCH_ANSWERS.filter((answer) => answer.id !== "lang"));
  });

  it("keeps a removed question's draft by id, so it comes back if the host brings the question back", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    rerender(<QuestionForm questions={[NAME, GIT]} />);
    rerender(<QuestionForm questions={BATCH} />);
    expectBatchAnswered();
  });

  it("keeps every answer while the input is briefly invalid (a half-streamed batch) and valid again", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    rerender(<QuestionForm questions={[...BATCH, { id: "half", question: "Which" }]} />);
    expect(screen.getByRole("alert")).toHaveClass("qf-invalid");
    rerender(<QuestionForm questions={BATCH} />);
    expectBatchAnswered();
  });

  it("keeps every answer when labels, components, disabled or className change", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    rerender(<QuestionForm questions={BATCH} labels={{ submit: "Send" }} />);
    rerender(<QuestionForm questions={BATCH} labels={{ submit: "Send" }} disabled />);
    rerender(<QuestionForm questions={BATCH} labels={{ submit: "Send" }} className="narrow" components={{}} />);
    expectBatchAnswered();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("does not carry a draft into a question whose id stays but whose type changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={BATCH} />);
    await answerBatch(user);
    const retyped = {
      id: "name",
      question: "What should the project be called?",
      type: "SingleChoice",
      options: ["a", "b"],
      recommended: "a",
    };
    rerender(<QuestionForm questions={[retyped, LANG, EXTRAS, GIT]} />);
    expect(screen.getByRole("radio", { name: /^a/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /^b/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
  });
});

describe("sending fails", () => {
  it.each([
    [
      "onSubmit throws",
      () => {
        throw new Error("offline");
      },
    ],
    ["the promise rejects", () => Promise.reject(new Error("offline"))],
  ] as const)("keeps every answer for a retry when %s", async (_how, failing) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>(failing);
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    await submit();
    expect(await screen.findByText("Your answers could not be sent. Try again.")).toBeInTheDocument();
    expectBatchAnswered();
    onSubmit.mockImplementation(() => Promise.resolve());
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(BATCH_ANSWERS);
  });
});

describe("a person clicks more than once", () => {
  it.each([
    ["double click", (button: HTMLElement) => userEvent.dblClick(button)],
    ["triple click", (button: HTMLElement) => userEvent.tripleClick(button)],
    [
      "three submits in one tick",
      async (_button: HTMLElement, form: HTMLFormElement) => {
        act(() => {
          fireEvent.submit(form);
          fireEvent.submit(form);
          fireEvent.submit(form);
        });
      },
    ],
  ] as const)("%s sends exactly once, while sending and after", async (_how, clicks) => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSubmit = vi.fn<OnSubmit>(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    const button = screen.getByRole("button", { name: "Submit" });
    const form = button.closest("form") as HTMLFormElement;
    await clicks(button, form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await clicks(button, form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(validateAnswers(onSubmit.mock.calls[0]?.[1].questions ?? [], onSubmit.mock.calls[0]?.[0])).toEqual([]);
  });

  it("sends once when onSubmit returns nothing and the person double clicks", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    await user.dblClick(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("sends once for Ctrl+Enter pressed twice in a text answer", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>(() => new Promise(() => {}));
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerBatch(user);
    await user.click(screen.getByRole("textbox", { name: "What should the project be called?" }));
    await user.keyboard("{Control>}{Enter}{Enter}{/Control}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
