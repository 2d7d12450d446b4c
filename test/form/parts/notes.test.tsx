import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionCall, QuestionForm, type QuestionTextareaProps } from "../../../src/index.ts";

const questions = [
  {
    id: "db",
    type: "SingleChoice",
    question: "Which database?",
    options: [{ label: "Postgres" }, { label: "SQLite" }],
    recommended: "Postgres",
  },
  { id: "name", type: "Text", question: "Project name?" },
];

describe('"Add a note" (notes)', () => {
  it("sends the note a person adds, trimmed, with that question's answer", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={questions} notes onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Postgres" }));
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "atlas");
    const [toggle] = screen.getAllByRole("button", { name: "Add a note" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("textbox", { name: "Note" })).not.toBeInTheDocument();
    await user.click(toggle as HTMLElement);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.type(screen.getByRole("textbox", { name: "Note" }), "  we already run it  ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "db", selected: ["Postgres"], note: "we already run it" },
      { id: "name", answer: "atlas" },
    ]);
  });

  it("sends no note when the box is left blank", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={questions} notes onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "SQLite" }));
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "atlas");
    await user.click(screen.getAllByRole("button", { name: "Add a note" })[1] as HTMLElement);
    await user.type(screen.getByRole("textbox", { name: "Note" }), "   ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "db", selected: ["SQLite"] },
      { id: "name", answer: "atlas" },
    ]);
  });

  it("works the same on QuestionCall, whose onSubmit gets the note too", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionCall input={questions} notes onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Postgres" }));
    await user.type(screen.getByRole("textbox", { name: "Project name?" }), "atlas");
    await user.click(screen.getAllByRole("button", { name: "Add a note" })[1] as HTMLElement);
    await user.type(screen.getByRole("textbox", { name: "Note" }), "for now");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "db", selected: ["Postgres"] },
      { id: "name", answer: "atlas", note: "for now" },
    ]);
  });

  it("offers no note without `notes`", () => {
    render(<QuestionForm questions={questions} />);
    expect(screen.getByRole("radio", { name: "Postgres" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a note" })).not.toBeInTheDocument();
  });

  it("shows a stored note read-only", () => {
    render(
      <QuestionForm
        questions={questions}
        notes
        output={{ questions, answers: [{ id: "db", selected: ["Postgres"], note: "we run it" }] } as never}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("we run it");
    expect(screen.getAllByRole("button", { name: "Add a note" })).toHaveLength(1);
  });
});

// A host's box, told apart by its class; it takes the props a native textarea does.
const Textarea = ({ ref, ...props }: QuestionTextareaProps) => (
  <textarea ref={ref} {...props} className={`${props.className} host-box`} />
);

describe('"Add a note" in the host\'s parts', () => {
  it("is the host's Textarea from `components`, as a Text question's box and the overall note are", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={questions.slice(0, 1)} notes components={{ Textarea }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Postgres" }));
    await user.click(screen.getByRole("button", { name: "Add a note" }));
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note).toHaveClass("host-box", "qf-note-input");
    expect(note).toHaveAttribute("data-slot", "note-input");
    await user.type(note, "we already run it");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "db", selected: ["Postgres"], note: "we already run it" }]);
  });
});
