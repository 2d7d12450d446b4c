import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type AnswerItem, QuestionCall, QuestionForm, type QuestionFormProps } from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";

const next = () => screen.getByRole("button", { name: "Next" });
const back = () => screen.getByRole("button", { name: "Back" });
const progress = () => screen.getByText(/^Question \d/);
// The steps layout is its own chunk, loaded the first time a form uses it.
const loaded = (name = "Next") => screen.findByRole("button", { name });

/** Renders `BATCH` in the steps layout and waits for its chunk. */
async function renderSteps(props: Omit<QuestionFormProps, "questions" | "layout"> = {}) {
  const view = render(<QuestionForm questions={BATCH} layout="steps" {...props} />);
  await loaded();
  return view;
}

/** Answers every question of `BATCH` through the steps, ending on the review. */
async function stepThrough(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "What should the project be called?" }), "  billing ");
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "Go" }));
  await user.click(next());
  await user.click(screen.getByRole("checkbox", { name: "License" }));
  await user.click(screen.getByRole("checkbox", { name: "CI workflow" }));
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(next());
}

/** The review's rows as "question: answer". */
function reviewRows() {
  const review = screen.getByRole("region", { name: "Check your answers" });
  return within(review)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('layout="steps"', () => {
  it("shows one question at a time with its progress, and sends exactly the answers after the review", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSteps({ onSubmit });

    expect(progress()).toHaveTextContent("Question 1 of 4");
    expect(progress()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();

    await stepThrough(user);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const answers: AnswerItem[] = [
      { id: "name", answer: "billing" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: ["CI workflow", "License"] },
      { id: "git", answer: "No" },
    ];
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(answers);
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ answers });
    // Sent: the answers show read-only, as in the list.
    expect(await screen.findByRole("status")).toHaveTextContent("Answers sent");
  });

  it("shows each step's state as data attributes", async () => {
    const user = userEvent.setup();
    const { container } = await renderSteps();
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("data-layout", "steps");
    expect(form).toHaveAttribute("data-step", "1");
    expect(container.querySelector('[data-slot="step"]')).toHaveAttribute("data-step", "1");
    await stepThrough(user);
    expect(form).toHaveAttribute("data-step", "review");
  });

  it("Next checks only the current question, with the submit's message inline and in the focused summary", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSteps({ onSubmit });
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(next());

    await user.click(next());
    expect(progress()).toHaveTextContent("Question 2 of 4");
    const lang = screen.getByRole("radiogroup", { name: "Which language?" });
    expect(lang).toHaveAttribute("aria-invalid", "true");
    expect(lang).toHaveAccessibleDescription("To scaffold the project Select one option");
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    // Only this question: the later required one (git) is not reported yet.
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Which language? — Select one option"]);

    // Answering clears the error; Next then goes on.
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(next());
    expect(progress()).toHaveTextContent("Question 3 of 4");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lets an optional question be passed unanswered, and the review says so", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSteps({ onSubmit });
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    await user.click(next());
    await user.click(next());
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(next());
    expect(reviewRows()).toEqual([
      "What should the project be called?: billing",
      "Which language?: Rust",
      "Which extras do you want?: Not answered",
      "Initialise a git repository?: Yes",
    ]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", answer: "billing" },
      { id: "lang", selected: ["Rust"] },
      { id: "extras", selected: [] },
      { id: "git", answer: "Yes" },
    ]);
  });

  it("Back keeps every draft, and leaves an error behind", async () => {
    const user = userEvent.setup();
    await renderSteps();
    await user.type(screen.getByRole("textbox"), "draft name");
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole("alert")).toBeInTheDocument();

    await user.click(back());
    expect(progress()).toHaveTextContent("Question 1 of 4");
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("draft name");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(next());
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    await user.click(back());
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("radiogroup")).not.toHaveAttribute("aria-invalid");
    await user.click(next());
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toBeChecked();
  });

  it("reviews every answer as the receipt reads it, with a Change button naming each question", async () => {
    const user = userEvent.setup();
    await renderSteps();
    await stepThrough(user);
    expect(screen.queryByText(/^Question \d/)).toBeNull();
    expect(reviewRows()).toEqual([
      "What should the project be called?: billing",
      "Which language?: Go",
      "Which extras do you want?: CI workflow, License",
      "Initialise a git repository?: No",
    ]);
    expect(screen.getAllByRole("button", { name: /^Change / }).map((button) => button.textContent)).toEqual([
      "Change",
      "Change",
      "Change",
      "Change",
    ]);
    expect(screen.getByRole("button", { name: "Change Which language?" })).toBeInTheDocument();
  });

  it("Change goes to that question; its Next returns to the review with the new answer", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSteps({ onSubmit });
    await stepThrough(user);

    await user.click(screen.getByRole("button", { name: "Change Which language?" }));
    expect(progress()).toHaveTextContent("Question 2 of 4");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "TypeScript" }));
    await user.click(next());

    expect(reviewRows()[1]).toBe("Which language?: TypeScript");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0][1]).toEqual({ id: "lang", selected: ["TypeScript"] });
  });

  it("Change then clearing the answer: Next blocks there, with the message, before the review", async () => {
    const user = userEvent.setup();
    await renderSteps();
    await stepThrough(user);
    await user.click(screen.getByRole("button", { name: "Change What should the project be called?" }));
    await user.clear(screen.getByRole("textbox"));
    await user.click(next());
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Used for the package name Enter an answer");
    expect(screen.queryByRole("region", { name: "Check your answers" })).toBeNull();
  });

  it("moves focus to each new step's question, and to the review's heading", async () => {
    const user = userEvent.setup();
    await renderSteps();
    // Never on the first render: a form appearing in a chat does not take focus.
    expect(document.body).toHaveFocus();
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(next());
    // The recommended option comes first.
    expect(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(next());
    expect(screen.getByRole("checkbox", { name: "CI workflow" })).toHaveFocus();
    await user.click(back());
    // The picked radio is the group's tab stop.
    expect(screen.getByRole("radio", { name: "Go" })).toHaveFocus();
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(next());
    expect(screen.getByRole("heading", { name: "Check your answers" })).toHaveFocus();
  });

  it("Ctrl+Enter in a text box is Next; Enter there makes a new line", async () => {
    const user = userEvent.setup();
    await renderSteps();
    const box = screen.getByRole("textbox");
    await user.type(box, "two{Enter}lines");
    expect(box).toHaveValue("two\nlines");
    expect(progress()).toHaveTextContent("Question 1 of 4");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(progress()).toHaveTextContent("Question 2 of 4");
  });

  it("every string comes from labels", async () => {
    const user = userEvent.setup();
    render(
      <QuestionForm
        questions={BATCH}
        layout="steps"
        labels={{
          stepProgress: "{n}/{total}",
          next: "Suivant",
          back: "Retour",
          reviewTitle: "Vérifiez",
          change: "Modifier",
          notAnswered: "Sans réponse",
        }}
      />,
    );
    await loaded("Suivant");
    expect(screen.getByText("1/4")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox"), "x");
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    expect(screen.getByRole("button", { name: "Retour" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    expect(screen.getByRole("heading", { name: "Vérifiez" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Modifier Which language?" })).toBeInTheDocument();
    expect(screen.getByText("Sans réponse")).toBeInTheDocument();
  });

  it("stays a list by default", () => {
    render(<QuestionForm questions={BATCH} />);
    expect(screen.getAllByRole("radiogroup")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });
});

describe('QuestionCall with layout="steps" while the questions stream in', () => {
  // While streaming, the last question of the arguments so far may still be growing: `count` are complete.
  const partial = (count: number) => ({ questions: BATCH.slice(0, count + 1) });

  it("shows each step as its question completes, waits on Next past the last one, never submits early", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<QuestionCall input={partial(0)} streaming layout="steps" onSubmit={onSubmit} />);
    await loaded();
    expect(screen.getByText("Loading questions…")).toBeInTheDocument();
    expect(next()).toBeDisabled();

    rerender(<QuestionCall input={partial(1)} streaming layout="steps" onSubmit={onSubmit} />);
    // The total is not known yet.
    expect(progress()).toHaveTextContent(/^Question 1$/);
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(next());
    // Past the last complete question: the placeholder, no review, no submit.
    expect(screen.getByText("Loading questions…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(next()).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();

    // The question waited for arrives as this step, with the person's focus.
    rerender(<QuestionCall input={partial(2)} streaming layout="steps" onSubmit={onSubmit} />);
    expect(screen.getByRole("radiogroup", { name: "Which language?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "Go" }));

    rerender(<QuestionCall input={BATCH} layout="steps" onSubmit={onSubmit} />);
    expect(progress()).toHaveTextContent("Question 2 of 4");
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(next());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", answer: "billing" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: [] },
      { id: "git", answer: "Yes" },
    ]);
    // Answered: the call's receipt.
    expect(await screen.findByText("Your answers")).toBeInTheDocument();
  });

  it("keeps the Skip button on every step", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(<QuestionCall input={BATCH} layout="steps" onDecline={onDecline} />);
    await loaded();
    await user.type(screen.getByRole("textbox"), "x");
    await user.click(next());
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });
});
