import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm } from "../../src/index.ts";

// The questions render in groups (see QuestionList) that must stay invisible: no markup of their own,
// and no question ever moving to another group while questions stream in after it.

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

  it("renders every question as a direct child of the form, in order", () => {
    const { container } = render(<QuestionForm questions={texts(100)} />);
    const form = container.querySelector("form") as HTMLFormElement;
    const questions = [...form.querySelectorAll(":scope > [data-slot=question]")];
    expect(questions).toHaveLength(100);
    expect(questions.map((question) => question.querySelector("textarea")?.id)).toEqual(
      screen.getAllByRole("textbox").map((box) => box.id),
    );
    expect(screen.getByRole("textbox", { name: "Question 100?" })).toBe(questions[99]?.querySelector("textarea"));
  });
});
