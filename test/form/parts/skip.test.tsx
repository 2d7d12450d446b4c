import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionCall, QuestionForm } from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";

// Per-question Skip (SPEC §14): an optional question can be skipped, and is sent as
// `{ id, skipped: true }`, never as the blank or empty answer it would otherwise be.

const [name, lang, extras, git] = BATCH;
const optionalName = { ...name, required: false };
const skipButtons = () => screen.queryAllByRole("button", { name: "Skip this question" });

describe("Skip on an optional question", () => {
  it("is offered only with `skip`, and only on optional questions", () => {
    const { unmount } = render(<QuestionForm questions={[optionalName, lang, extras, git]} />);
    expect(skipButtons()).toHaveLength(0);
    unmount();
    render(<QuestionForm questions={[optionalName, lang, extras, git]} skip />);
    expect(skipButtons()).toHaveLength(2);
  });

  it("in the list: a skipped question is sent as skipped (apart from one left blank, and from chose nothing)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[optionalName, lang, extras, git]} skip onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox"), "half typed");
    const [skipName, skipExtras] = skipButtons();
    await user.click(skipName as HTMLElement);
    expect(skipName).toHaveAttribute("aria-pressed", "true");
    await user.click(skipExtras as HTMLElement);
    // Pressed again, the skip is taken back: the MultiChoice is sent as chose nothing.
    await user.click(skipExtras as HTMLElement);
    expect(skipExtras).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", skipped: true },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: [] },
      { id: "git", answer: "No" },
    ]);
    // The ask_questions output carries the same items.
    expect(onSubmit.mock.calls[0]?.[1].answers[0]).toEqual({ id: "name", skipped: true });
  });

  it("answering a skipped question takes the skip back", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[extras]} skip onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    await user.click(screen.getByRole("checkbox", { name: "License" }));
    expect(screen.getByRole("button", { name: "Skip this question" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", selected: ["License"] }]);
  });

  it("in the steps: Skip goes on, and the review says Skipped, not Not answered", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[extras, { ...git, required: false }]} layout="steps" skip onSubmit={onSubmit} />);
    await screen.findByRole("button", { name: "Next" });
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    expect(await screen.findByText("Question 2 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    const review = screen.getByRole("region", { name: "Check your answers" });
    const rows = within(review)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["Which extras do you want?: Skipped", "Initialise a git repository?: Not answered"]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", skipped: true }, { id: "git" }]);
  });

  // An Other chosen and its box left empty used to keep its "Enter your answer" error through the
  // skip, so Submit (and Next) stayed blocked by a question the person had just skipped.
  const optionalLang = { ...lang, required: false, allowOther: true };

  it("in the list: Skip works after choosing Other and leaving its box empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[optionalLang, git]} skip onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.queryByText("Enter your answer")).toBeNull();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "lang", skipped: true },
      { id: "git", answer: "Yes" },
    ]);
  });

  it("in the list: Skip also clears the error a failed Submit showed on the empty Other", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[optionalLang]} skip onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("Enter your answer")).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", skipped: true }]);
  });

  it("in the steps: Skip goes on after choosing Other and leaving its box empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[optionalLang, git]} layout="steps" skip onSubmit={onSubmit} />);
    await screen.findByRole("button", { name: "Next" });
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    expect(await screen.findByText("Question 2 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const review = screen.getByRole("region", { name: "Check your answers" });
    expect(within(review).getByText("Skipped")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "lang", skipped: true },
      { id: "git", answer: "No" },
    ]);
  });

  it("QuestionCall's receipt says Skipped", async () => {
    const user = userEvent.setup();
    render(<QuestionCall input={[optionalName, git]} skip onSubmit={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const receipt = await screen.findByRole("region", { name: /your answers/i });
    expect(within(receipt).getByText("Skipped")).toBeInTheDocument();
  });

  it("a stored result's skip shows as Skipped in the receipt", async () => {
    const result = {
      questions: [
        { ...optionalName, required: false },
        { ...git, required: true },
      ],
      answers: [
        { id: "name", skipped: true as const },
        { id: "git", answer: "Yes" },
      ],
    };
    render(<QuestionCall input={[optionalName, git]} outcome={{ kind: "answered", output: result as never }} />);
    const receipt = await screen.findByRole("region", { name: /your answers/i });
    expect(within(receipt).getByText("Skipped")).toBeInTheDocument();
  });
});
