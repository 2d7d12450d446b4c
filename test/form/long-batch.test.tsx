import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm } from "../../src/index.ts";

// The questions render in groups of 32 (see QuestionList): the first with no markup of its own, each
// later one a question-group element; no question ever moves to another group while questions stream
// in after it.

function texts(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `q${index}`,
    question: `Question ${index + 1}?`,
    type: "Text",
  }));
}

describe("a long batch", () => {
  it("keeps every text box, and the one being typed in focused, as more questions arrive after it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionForm questions={texts(32)} />);
    const before = screen.getAllByRole("textbox");
    await user.type(before[19] as HTMLElement, "draft");
    rerender(<QuestionForm questions={texts(45)} />);
    const after = screen.getAllByRole("textbox");
    expect(after).toHaveLength(45);
    // The same elements: no question was remounted, so focus and the caret stay where the person is.
    before.forEach((box, index) => {
      expect(after[index]).toBe(box);
    });
    expect(after[19]).toHaveFocus();
    expect(after[19]).toHaveValue("draft");
    await user.keyboard("s");
    expect(after[19]).toHaveValue("drafts");
  });

  it("lists the first 32 questions in the form itself and each further 32 in a question group, in order", () => {
    const { container } = render(
      <QuestionForm questions={texts(100)} classNames={{ "question-group": "host-group" }} />,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    const groups = [...form.querySelectorAll(":scope > [data-slot=question-group]")];
    expect(form.querySelectorAll(":scope > [data-slot=question]")).toHaveLength(32);
    expect(groups.map((group) => group.querySelectorAll(":scope > [data-slot=question]").length)).toEqual([32, 32, 4]);
    expect(groups.every((group) => group.className === "qf-question-group host-group")).toBe(true);
    // Groups follow the first 32, in order: document order is still question order.
    const questions = [...form.querySelectorAll("[data-slot=question]")];
    expect(questions.map((question) => question.querySelector("textarea")?.id)).toEqual(
      screen.getAllByRole("textbox").map((box) => box.id),
    );
    expect(screen.getByRole("textbox", { name: "Question 100?" })).toBe(questions[99]?.querySelector("textarea"));
    const direct = [...form.querySelectorAll(":scope > [data-slot=question] textarea")];
    expect(direct.at(-1)).toHaveAccessibleName("Question 32?");
    expect(groups[0]?.querySelector("textarea")).toHaveAccessibleName("Question 33?");
  });

  it("adds no element around the questions of a form of up to 32", () => {
    const { container } = render(<QuestionForm questions={texts(32)} />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.querySelectorAll(":scope > [data-slot=question]")).toHaveLength(32);
    expect(form.querySelector("[data-slot=question-group]")).toBeNull();
  });
});
