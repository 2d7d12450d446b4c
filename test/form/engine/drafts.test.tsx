import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AnswerItem,
  MultiChoice,
  type OtherDraft,
  QuestionCall,
  QuestionForm,
  type QuestionFormComponents,
  type QuestionProps,
  SingleChoice,
  TextQuestion,
  YesNo,
} from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";

const copy = () => structuredClone(BATCH);

describe("drafts", () => {
  it("defaultAnswers restores a draft, and onChange reports the answers on every edit", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(answers: AnswerItem[]) => void>();
    const saved: AnswerItem[] = [
      { id: "name", answer: "draft" },
      { id: "lang", selected: ["TypeScript"] },
      { id: "extras", selected: ["Dockerfile", "CI workflow"] },
      { id: "git", answer: "Yes" },
    ];
    render(<QuestionForm questions={copy()} defaultAnswers={saved} onChange={onChange} />);
    expect(screen.getByRole("textbox")).toHaveValue("draft");
    expect(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "CI workflow" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();

    await user.type(screen.getByRole("textbox"), "!");
    expect(onChange.mock.lastCall?.[0]).toEqual([
      { id: "name", answer: "draft!" },
      { id: "lang", selected: ["TypeScript"] },
      { id: "extras", selected: ["CI workflow", "Dockerfile"] },
      { id: "git", answer: "Yes" },
    ]);
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    expect(onChange.mock.lastCall?.[0]).toContainEqual({ id: "extras", selected: ["CI workflow"] });
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(onChange.mock.lastCall?.[0]).toContainEqual({ id: "git", answer: "No" });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("onChange also gives each question's draft as entered: the answers trim text, the draft does not", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuestionForm questions={copy()} onChange={onChange} />);
    await user.type(screen.getByRole("textbox"), "  hi{Enter}");
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    const [answers, draftOf] = onChange.mock.lastCall ?? [];
    expect(answers).toContainEqual({ id: "name", answer: "hi" });
    expect(draftOf("name")).toBe("  hi\n");
    expect(draftOf("extras")).toEqual(["Dockerfile"]);
    expect(draftOf("git")).toBeUndefined();
  });

  it("a new-but-equal questions array (as streaming chat UIs pass) keeps every draft", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={copy()} />);
    await user.type(screen.getByRole("textbox"), "kept");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("checkbox", { name: "License" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    for (let i = 0; i < 3; i++) rerender(<QuestionForm questions={copy()} />);
    expect(screen.getByRole("textbox")).toHaveValue("kept");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "License" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  });

  it("drafts are kept by question id when the batch grows or passes through an invalid state", async () => {
    const user = userEvent.setup();
    const first = copy().slice(0, 1);
    const { rerender } = render(<QuestionForm questions={first} />);
    await user.type(screen.getByRole("textbox"), "kept");
    rerender(
      <QuestionForm questions={[...first, { id: "lang", question: "Which language?", type: "SingleChoice" }]} />,
    );
    expect(screen.getByRole("alert")).toHaveClass("qf-invalid");
    rerender(<QuestionForm questions={copy()} />);
    expect(screen.getByRole("textbox")).toHaveValue("kept");
  });
});

// Issue 11, defect 2: a draft is kept by id, but only for the type it was entered for.
describe("a question that keeps its id but changes type", () => {
  const options = ["TypeScript", "Rust", "Go"];
  const choice = { SingleChoice: { options, recommended: "Go" }, MultiChoice: { options } };
  const ask = (type: string) => [
    { id: "q", question: "Which language?", type, ...choice[type as keyof typeof choice] },
  ];

  it("SingleChoice to MultiChoice: nothing ticked, so nothing is sent and the required check fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<QuestionForm questions={ask("SingleChoice")} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    rerender(<QuestionForm questions={ask("MultiChoice")} onSubmit={onSubmit} />);
    expect(screen.getByRole("checkbox", { name: "Rust" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: /Select at least one option/ })).toBeInTheDocument();
  });

  it("Text to SingleChoice: the text typed pre-selects no radio and is not sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const optional = (type: string) => ask(type).map((question) => ({ ...question, required: false }));
    const { rerender } = render(<QuestionForm questions={optional("Text")} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox"), "Rust");
    rerender(<QuestionForm questions={optional("SingleChoice")} onSubmit={onSubmit} />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.lastCall?.[0]).toEqual([{ id: "q" }]);
  });

  it("YesNo to Text: the box is empty", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={ask("YesNo")} />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    rerender(<QuestionForm questions={ask("Text")} />);
    expect(screen.getByRole("textbox")).toHaveValue("");
  });
});

// Our renderers wrapped so every render of a question is counted, by question id.
const renders = new Map<string, number>();
function counted<V extends string | string[] | OtherDraft>(Inner: (props: QuestionProps<V>) => React.ReactNode) {
  return function Counted(props: QuestionProps<V>) {
    renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
    return Inner(props);
  };
}
const COUNTED: QuestionFormComponents = {
  Text: counted(TextQuestion),
  SingleChoice: counted(SingleChoice),
  MultiChoice: counted(MultiChoice),
  YesNo: counted(YesNo),
};
const total = () => [...renders.values()].reduce((sum, count) => sum + count, 0);

// A chat UI re-rendering: new arrays, objects and callbacks each time, all equal.
function Host() {
  return (
    <QuestionForm
      questions={copy()}
      labels={{ submit: "Send" }}
      components={{ ...COUNTED }}
      onSubmit={() => {}}
      onChange={() => {}}
      onInvalid={() => {}}
    />
  );
}

describe("render cost", () => {
  beforeEach(() => renders.clear());

  it("typing into one question re-renders that question only", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={copy()} components={COUNTED} />);
    expect(Object.fromEntries(renders)).toEqual({ name: 1, lang: 1, extras: 1, git: 1 });
    renders.clear();

    await user.type(screen.getByRole("textbox"), "hello");
    expect(Object.fromEntries(renders)).toEqual({ name: 5 });
    renders.clear();

    await user.click(screen.getByRole("checkbox", { name: "License" }));
    await user.click(screen.getByRole("radio", { name: "Go" }));
    expect(Object.fromEntries(renders)).toEqual({ extras: 1, lang: 1 });
  });

  it("the host re-rendering with a new-but-equal questions array (and equal props) re-renders no question", () => {
    const { rerender } = render(<Host />);
    renders.clear();
    for (let i = 0; i < 5; i++) rerender(<Host />);
    expect(total()).toBe(0);
  });

  it("a host re-render that changes what the form shows (id, class, actions, readOnly) shows it", () => {
    // One prop changed per re-render, so each must reach the markup on its own.
    const skip = <button type="button">Skip</button>;
    const { rerender, container } = render(<QuestionForm questions={copy()} />);
    const form = () => container.querySelector("form") as HTMLFormElement;
    rerender(<QuestionForm questions={copy()} id="f2" className="mine" />);
    expect(form()).toHaveAttribute("id", "f2");
    expect(form()).toHaveClass("qf-form", "mine");
    rerender(<QuestionForm questions={copy()} id="f2" className="mine" actions={skip} />);
    expect(screen.getByRole("button", { name: "Skip" })).toBeInTheDocument();
    rerender(<QuestionForm questions={copy()} id="f2" className="mine" actions={skip} readOnly />);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("a question streaming in re-renders none of those before it, nor does the end of the stream", () => {
    // While streaming, the last item is the one still arriving: `count` items show `count - 1` questions.
    const call = (count: number, streaming = true) => (
      <QuestionCall input={copy().slice(0, count)} streaming={streaming} components={COUNTED} />
    );
    const { rerender } = render(call(2));
    rerender(call(3));
    rerender(call(4));
    rerender(call(4, false));
    expect(screen.getAllByRole("radiogroup")).toHaveLength(2);
    expect(Object.fromEntries(renders)).toEqual({ name: 1, lang: 1, extras: 1, git: 1 });
  });

  it("a question added to the batch re-renders none of the others", () => {
    const { rerender } = render(<QuestionForm questions={copy().slice(0, 3)} components={COUNTED} />);
    rerender(<QuestionForm questions={copy()} components={COUNTED} />);
    expect(Object.fromEntries(renders)).toEqual({ name: 1, lang: 1, extras: 1, git: 1 });
  });

  it("an error shown or cleared re-renders only the questions it concerns", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={copy()} components={COUNTED} />);
    await user.type(screen.getByRole("textbox"), "x");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    renders.clear();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // Only the unanswered required question (git) gains an error.
    expect(Object.fromEntries(renders)).toEqual({ git: 1 });
  });
});
