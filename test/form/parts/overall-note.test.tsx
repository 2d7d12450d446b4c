import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { askUserQuestionFormat } from "../../../src/claude/index.ts";
import { requestUserInputFormat } from "../../../src/formats/codex.ts";
import {
  QuestionCall,
  QuestionForm,
  type QuestionOutput,
  type QuestionTextareaProps,
  readOutcome,
} from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";
import { claudeOneQuestion } from "../../support/claudeCall.ts";

// A note on the whole answer set ("yes, but…", SPEC §14): one optional box under the questions,
// off by default, sent as the output's `note`, and written by each format where it has a place.

const box = () => screen.queryByRole("textbox", { name: /Anything to add about these answers\?/ });
const ONE = [{ id: "git", question: "Initialise git?", type: "YesNo" }];

describe("the note on the whole answer set", () => {
  it("is off by default", () => {
    render(<QuestionForm questions={BATCH} onSubmit={() => undefined} />);
    expect(box()).toBeNull();
  });

  it("in the list, is sent trimmed as the output's note, after the questions and before Submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={ONE} overallNote onSubmit={onSubmit} />);
    const note = box();
    expect(note).not.toBeNull();
    expect(note).toHaveAccessibleName("Anything to add about these answers? (optional)");
    // In the reading order: the question, the note, the button.
    const order = [screen.getByRole("radio", { name: "Yes" }), note, screen.getByRole("button", { name: "Submit" })];
    expect(order.map((element) => element?.compareDocumentPosition(order[2] as Node))).toEqual([4, 4, 0]);

    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.type(note as HTMLElement, "  yes, but not on main  ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({
      questions: [expect.objectContaining({ id: "git" })],
      answers: [{ id: "git", answer: "Yes" }],
      note: "yes, but not on main",
    });
    // Sent: the note shows with the answers, read-only.
    expect(await screen.findByRole("status")).toHaveTextContent("Answers sent");
    expect(box()).toHaveAttribute("readonly");
    expect(box()).toHaveValue("  yes, but not on main  ");
  });

  it("a blank note is no note", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={ONE} overallNote onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.type(box() as HTMLElement, "   ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[1]).not.toHaveProperty("note");
  });

  it("in the steps, is on the review, with every answer on show", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={ONE} layout="steps" overallNote onSubmit={onSubmit} />);
    await screen.findByRole("button", { name: "Next" });
    expect(box()).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("region", { name: "Check your answers" })).toBeInTheDocument();
    await user.type(box() as HTMLElement, "after the release");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ note: "after the release" });
  });

  it("a stored output's note shows read-only, and none shows without one", () => {
    const output: QuestionOutput = {
      questions: [{ id: "git", question: "Initialise git?", type: "YesNo", required: true }],
      answers: [{ id: "git", answer: "Yes" }],
      note: "only locally",
    };
    const { rerender } = render(<QuestionForm questions={ONE} overallNote output={output} />);
    expect(box()).toHaveValue("only locally");
    expect(box()).toHaveAttribute("readonly");
    rerender(<QuestionForm questions={ONE} overallNote output={{ ...output, note: undefined }} />);
    expect(box()).toBeNull();
  });
});

describe("the note, format by format", () => {
  const claudeCall = claudeOneQuestion;

  it("Claude: the end of the last question's notes, read back after a reload", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionCall input={claudeCall} format={askUserQuestionFormat} overallNote onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: /Postgres/ }));
    await user.type(box() as HTMLElement, "but keep SQLite for tests");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const [, output, toolResult] = onSubmit.mock.calls[0] ?? [];
    expect(output.note).toBe("but keep SQLite for tests");
    // Not a reply (`response`): the answer stands, the note beside it.
    expect(toolResult).toEqual({
      questions: claudeCall.questions,
      answers: { "Which database?": "Postgres" },
      annotations: { "Which database?": { notes: "On all the answers: but keep SQLite for tests" } },
    });
    const back = readOutcome(toolResult, { format: askUserQuestionFormat, input: claudeCall });
    expect(back).toMatchObject({ kind: "answered", output: { note: "but keep SQLite for tests" } });
  });

  it("Claude: a question's own note comes first, the note on the whole set after it", () => {
    const result = askUserQuestionFormat.write(claudeCall, [{ id: "q0", selected: ["SQLite"], note: "for now" }], {
      questions: [],
      answers: [],
      note: "ask me again next week",
    }) as { annotations: Record<string, { notes?: string }> };
    expect(result.annotations["Which database?"]?.notes).toBe("for now\n\nOn all the answers: ask me again next week");
    const back = askUserQuestionFormat.answered(claudeCall, result);
    expect(back?.note).toBe("ask me again next week");
  });

  it("a format with no place for it (Codex) offers no box", () => {
    const codexCall = { questions: [{ id: "q0", header: "Name", question: "What should the project be called?" }] };
    render(<QuestionCall input={codexCall} format={requestUserInputFormat} overallNote onSubmit={() => undefined} />);
    expect(screen.getByRole("textbox", { name: /project be called/ })).toBeInTheDocument();
    expect(box()).toBeNull();
  });

  it("ask_questions: a field of the tool result", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionCall input={{ questions: ONE }} overallNote onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.type(box() as HTMLElement, "we use jj");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ answers: [{ id: "git", answer: "No" }], note: "we use jj" });
  });
});

// A host's box, told apart by its class; it takes the props a native textarea does.
const Textarea = ({ ref, ...props }: QuestionTextareaProps) => (
  <textarea ref={ref} {...props} className={`${props.className} host-box`} />
);

describe("the note on the whole answer set, in the host's parts", () => {
  it("is the host's Textarea from `components`, as a Text question's box is", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={ONE} overallNote components={{ Textarea }} onSubmit={onSubmit} />);
    const note = box();
    expect(note).toHaveClass("host-box", "qf-overall-note-input");
    expect(note).toHaveAttribute("data-slot", "overall-note-input");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.type(note as HTMLElement, "on Friday");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ note: "on Friday" });
  });
});
