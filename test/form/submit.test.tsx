import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type AnswerItem, QuestionForm, type QuestionOutput } from "../../src/index.ts";
import { BATCH, OPTIONAL_BATCH } from "../support/batch.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByRole("textbox", { name: "What should the project be called?" }),
    "  agent-question-form  ",
  );
  await user.click(screen.getByRole("radio", { name: "Go" }));
  await user.click(screen.getByRole("checkbox", { name: "License" }));
  await user.click(screen.getByRole("checkbox", { name: "CI workflow" }));
  await user.click(screen.getByRole("radio", { name: "No" }));
}

describe("submitting", () => {
  it("sends exactly one AnswerItem per question, in question order, with the normalized questions", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(answers: AnswerItem[], output: QuestionOutput) => void>();
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [answers, output] = onSubmit.mock.calls[0] ?? [];
    expect(answers).toEqual([
      { id: "name", answer: "agent-question-form" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: ["CI workflow", "License"] },
      { id: "git", answer: "No" },
    ]);
    expect(output?.answers).toEqual(answers);
    expect(output?.questions.map((q) => q.id)).toEqual(["name", "lang", "extras", "git"]);
    expect(output?.questions[1]?.options).toEqual(["Rust", "TypeScript", "Go"]);
    expect(output?.questions.every((q) => q.required !== undefined)).toBe(true);
  });

  it("sends skipped optional questions as { id } (MultiChoice as selected: [])", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={OPTIONAL_BATCH} onSubmit={onSubmit} />);
    // Whitespace-only text counts as blank.
    await user.type(screen.getByRole("textbox"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      [{ id: "name" }, { id: "lang" }, { id: "extras", selected: [] }, { id: "git" }],
      expect.anything(),
    );
  });

  it("ignores further submits while onSubmit's promise is pending and shows it is sending", async () => {
    const user = userEvent.setup();
    const sending = deferred();
    const onSubmit = vi.fn(() => sending.promise);
    const { container } = render(<QuestionForm questions={OPTIONAL_BATCH} onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Submit" });
    await user.tripleClick(button);
    await user.type(screen.getByRole("textbox"), "{Control>}{Enter}{/Control}");

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("Sending…");
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(form).toHaveAttribute("data-state", "submitting");
    sending.resolve();
    await screen.findByText("Answers sent");
  });

  it("two submit events in the same tick submit once", async () => {
    const onSubmit = vi.fn(() => new Promise(() => {}));
    const { container } = render(<QuestionForm questions={OPTIONAL_BATCH} onSubmit={onSubmit} />);
    const form = container.querySelector("form");
    form?.requestSubmit();
    form?.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("after success shows the answers read-only and cannot submit again", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const { container } = render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Answers sent");
    expect(status).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(container.querySelector("form")).toHaveAttribute("data-state", "submitted");

    const name = screen.getByRole("textbox", { name: "What should the project be called?" });
    // As sent: trimmed (the draft was "  agent-question-form  ").
    expect(name).toHaveValue("agent-question-form");
    expect(name).toHaveAttribute("readonly");
    await user.type(name, "x");
    expect(name).toHaveValue("agent-question-form");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).not.toBeChecked();

    container.querySelector("form")?.requestSubmit();
    await user.type(name, "{Control>}{Enter}{/Control}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("when onSubmit rejects, shows the error, keeps every answer, and a retry sends them", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("network down")).mockResolvedValueOnce(undefined);
    render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your answers could not be sent. Try again.");
    expect(screen.getByRole("textbox")).toHaveValue("  agent-question-form  ");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "License" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    const button = screen.getByRole("button", { name: "Submit" });

    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(onSubmit.mock.calls[0]?.[0]);
    await screen.findByText("Answers sent");
    expect(screen.queryByText("Your answers could not be sent. Try again.")).toBeNull();
  });

  it("when onSubmit throws synchronously, shows the error and allows a retry", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const onSubmit = () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
    };
    render(<QuestionForm questions={OPTIONAL_BATCH} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your answers could not be sent. Try again.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Answers sent");
    expect(calls).toBe(2);
  });

  it("Ctrl+Enter and Cmd+Enter in a text answer submit; Enter makes a new line", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => new Promise(() => {}));
    render(<QuestionForm questions={[OPTIONAL_BATCH[0]]} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox");
    await user.type(box, "one{Enter}two");
    expect(box).toHaveValue("one\ntwo");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(box, "{Meta>}{Enter}{/Meta}");
    expect(onSubmit).toHaveBeenCalledWith([{ id: "name", answer: "one\ntwo" }], expect.anything());
    expect(box).toHaveValue("one\ntwo");
  });

  it("a disabled form takes no input and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<QuestionForm questions={OPTIONAL_BATCH} onSubmit={onSubmit} disabled />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    expect(screen.getByRole("textbox")).toBeDisabled();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeDisabled();
    container.querySelector("form")?.requestSubmit();
    await user.click(screen.getByText("Rust"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();
  });

  it("readOnly shows stored answers with no submit button", () => {
    const stored: AnswerItem[] = [
      { id: "name", answer: "qf" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: ["License"] },
      { id: "git", answer: "Yes" },
    ];
    render(<QuestionForm questions={BATCH} defaultAnswers={stored} readOnly />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("textbox")).toHaveValue("qf");
    expect(screen.getByRole("textbox")).toHaveAttribute("readonly");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "License" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByRole("radiogroup", { name: "Which language?" })).toHaveAttribute("aria-readonly", "true");
    const group = screen.getByRole("group", { name: /Which extras/ });
    expect(within(group).getByRole("checkbox", { name: "License" })).toHaveAttribute("aria-readonly", "true");
  });
});
