import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { DEFAULT_LABELS } from "../../../src/form/kit/labels.ts";
import { QuestionBoundary } from "../../../src/form/parts/QuestionBoundary.tsx";
import { QuestionForm, type QuestionFormProps, type QuestionProps } from "../../../src/index.ts";
import { type QuestionItem, validateAnswers } from "../../../src/protocol/index.ts";

// A host's custom renderer (passed through `components`) is code we do not control. When it throws, the
// fault stays inside its question (QuestionBoundary wraps each one): every other question, and every draft,
// keeps working.
//
// Decision: a question that could not be shown is sent unanswered (`{ id }`), whatever its draft or
// default held: the person never saw that value, so it is not their answer. It never blocks the send,
// required or not: the person cannot answer it, and blocking left them stuck (in a QuestionForm
// without Decline, for good). The agent hears the truth: a required one left unanswered, which
// validateAnswers reports as `unanswered` (SPEC §8).

type OnSubmit = NonNullable<QuestionFormProps["onSubmit"]>;

const NAME = { id: "name", question: "Project name?", type: "Text" };
const GIT = { id: "git", question: "Initialise git?", type: "YesNo" };
const LANG = {
  id: "lang",
  question: "Which language?",
  type: "SingleChoice",
  options: ["Go", "Rust"],
  recommended: "Rust",
};

function BrokenYesNo(_props: QuestionProps<string>): never {
  throw new Error("the host's renderer has a bug");
}

/** Works until the person types "boom", like a renderer with a bug in one branch. */
function FragileText({ question, value, onChange }: QuestionProps<string>) {
  if (value?.includes("boom")) throw new Error("cannot render boom");
  return (
    <input aria-label={question.question} value={value ?? ""} onChange={(event) => onChange(event.target.value)} />
  );
}

let consoleError: MockInstance;
// jsdom prints every error React rethrows to the window; these are the ones the test provokes.
const quiet = (event: ErrorEvent) => event.preventDefault();
// The errors the renderers below throw: React reports each on the console, and nothing else may be.
const PROVOKED = /renderer bug|the host's renderer has a bug|cannot render boom/;
beforeEach(() => {
  window.addEventListener("error", quiet);
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener("error", quiet);
  const unexpected = consoleError.mock.calls.filter((call) => !PROVOKED.test(call.map(String).join(" ")));
  consoleError.mockRestore();
  expect(unexpected).toEqual([]);
});

const question: QuestionItem = { id: "city", question: "Which city?", type: "Text", required: true };

function Broken(): never {
  throw new Error("renderer bug");
}

function Fixed() {
  return <input aria-label="Which city?" />;
}

describe("QuestionBoundary on its own", () => {
  it("shows a contained alert with the question text in place of a renderer that throws", () => {
    render(
      <>
        <QuestionBoundary question={question} controlId="city-control">
          <Broken />
        </QuestionBoundary>
        <p>Still here</p>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(DEFAULT_LABELS.questionFailed);
    expect(screen.getByText("Which city?")).toBeInTheDocument();
    expect(screen.getByText("Still here")).toBeInTheDocument();
    expect(document.getElementById("city-control")).toBe(screen.getByRole("alert"));
  });

  it("uses the host's message when given one", () => {
    render(
      <QuestionBoundary question={question} message="Diese Frage kann nicht angezeigt werden.">
        <Broken />
      </QuestionBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Diese Frage kann nicht angezeigt werden.");
  });

  it("renders the question untouched when nothing throws", () => {
    render(
      <QuestionBoundary question={question}>
        <label>
          Which city? <input />
        </label>
      </QuestionBoundary>,
    );
    expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("tries again when the reset key changes (e.g. a fixed renderer)", () => {
    const { rerender } = render(
      <QuestionBoundary question={question} resetKey={Broken}>
        <Broken />
      </QuestionBoundary>,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(
      <QuestionBoundary question={question} resetKey={Broken}>
        <Fixed />
      </QuestionBoundary>,
    );
    // Same key: still showing the error, not re-rendering a renderer that failed.
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(
      <QuestionBoundary question={question} resetKey={Fixed}>
        <Fixed />
      </QuestionBoundary>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
  });
});

describe("a question whose renderer throws", () => {
  it("shows a contained alert with the question text, and the rest of the form keeps working", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[NAME, GIT, LANG]} components={{ YesNo: BrokenYesNo }} />);
    const failed = document.querySelector<HTMLElement>(".qf-question[data-failed]");
    expect(failed).not.toBeNull();
    expect(within(failed as HTMLElement).getByRole("alert")).toHaveTextContent(
      "This question could not be shown. Your other answers are kept.",
    );
    expect(failed).toHaveTextContent("Initialise git?");
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "billing");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    expect(screen.getByRole("textbox", { name: "Project name?" })).toHaveValue("billing");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
  });

  it("keeps the other drafts when a renderer starts throwing mid-draft", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <QuestionForm
        questions={[LANG, { ...NAME, question: "Notes?" }]}
        components={{ Text: FragileText }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.type(screen.getByRole("textbox", { name: "Notes?" }), "boom");
    expect(screen.getByRole("alert")).toHaveTextContent("could not be shown");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(onChange.mock.lastCall?.[0]).toEqual([
      { id: "lang", selected: ["Go"] },
      { id: "name", answer: "boom" },
    ]);
  });

  it("does not block the send while a required question cannot be shown: it goes unanswered", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(<QuestionForm questions={[NAME, GIT]} components={{ YesNo: BrokenYesNo }} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "billing");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(document.querySelector(".qf-error-summary")).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [answers, output] = onSubmit.mock.calls[0] ?? [];
    expect(answers).toEqual([{ id: "name", answer: "billing" }, { id: "git" }]);
    // The agent learns the truth: the required question was not answered.
    expect(validateAnswers(output?.questions ?? [], answers).map(({ code, id }) => ({ code, id }))).toEqual([
      { code: "unanswered", id: "git" },
    ]);
  });

  it("sends no value from a default the person never saw, required or optional", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(
      <QuestionForm
        questions={[NAME, GIT, { ...LANG, required: false }]}
        components={{ YesNo: BrokenYesNo, SingleChoice: BrokenYesNo }}
        defaultAnswers={[
          { id: "name", answer: "billing" },
          { id: "git", answer: "Yes" },
          { id: "lang", selected: ["Go"] },
        ]}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "name", answer: "billing" }, { id: "git" }, { id: "lang" }]);
  });

  it("sends no value typed before the renderer started throwing, which the person can no longer see", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(<QuestionForm questions={[LANG, NAME]} components={{ Text: FragileText }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "boom");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Go"] }, { id: "name" }]);
  });

  it("in the steps: Next goes on past a question that cannot be shown, and the review says Not answered", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(
      <QuestionForm
        questions={[GIT, NAME]}
        layout="steps"
        components={{ YesNo: BrokenYesNo }}
        defaultAnswers={[{ id: "git", answer: "Yes" }]}
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByText("Question 2 of 2")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "billing");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const review = screen.getByRole("region", { name: "Check your answers" });
    const rows = within(review)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["Initialise git?: Not answered", "Project name?: billing"]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "git" }, { id: "name", answer: "billing" }]);
  });

  it("sends the other answers when the question that cannot be shown is optional", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(
      <QuestionForm
        questions={[NAME, { ...GIT, required: false }]}
        components={{ YesNo: BrokenYesNo }}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "billing");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [answers, output] = onSubmit.mock.calls[0] ?? [];
    expect(answers).toEqual([{ id: "name", answer: "billing" }, { id: "git" }]);
    expect(validateAnswers(output?.questions ?? [], answers)).toEqual([]);
  });

  it("shows the question again, with the drafts, once the host passes a renderer that works", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={[NAME, GIT]} components={{ YesNo: BrokenYesNo }} />);
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "billing");
    rerender(<QuestionForm questions={[NAME, GIT]} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Project name?" })).toHaveValue("billing");
  });

  it("sends the default again once the question shows it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    const props = { questions: [GIT], defaultAnswers: [{ id: "git", answer: "Yes" }], onSubmit };
    const { rerender } = render(<QuestionForm {...props} components={{ YesNo: BrokenYesNo }} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(<QuestionForm {...props} />);
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "git", answer: "Yes" }]);
  });

  it("uses the host's wording from labels", () => {
    render(
      <QuestionForm
        questions={[NAME, GIT]}
        components={{ YesNo: BrokenYesNo }}
        labels={{ questionFailed: "Diese Frage kann nicht angezeigt werden." }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Diese Frage kann nicht angezeigt werden.");
  });
});
