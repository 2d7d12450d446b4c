import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuestionCall, QuestionForm } from "../../../src/index.ts";
import { BATCH, BATCH_ANSWERS } from "../../support/batch.ts";

// Safari on macOS, in its default settings, moves Tab only to text fields and menus: a <button> or a
// link is skipped unless it carries a tabindex of its own (WebKit then takes it as opted in). Radix's
// checkboxes are buttons with none. Every button and link the form renders must carry one, or a
// keyboard user there cannot reach it.
function withoutTabIndex(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>("button, a[href]"))
    .filter((control) => !control.hasAttribute("disabled") && !control.hasAttribute("tabindex"))
    .map((control) => control.getAttribute("aria-label") ?? control.textContent ?? control.tagName);
}

describe("every button and link is in Safari's default Tab order", () => {
  it("in the form, with the error summary shown", () => {
    const { container } = render(<QuestionForm questions={BATCH} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(container.querySelectorAll("[role=checkbox]")).toHaveLength(3);
    expect(withoutTabIndex(container)).toEqual([]);
  });

  it("in a tool call that can be declined, and in its receipt", () => {
    const { container, rerender } = render(<QuestionCall input={BATCH} onDecline={() => {}} />);
    expect(withoutTabIndex(container)).toEqual([]);
    rerender(
      <QuestionCall
        input={BATCH}
        outcome={{ kind: "answered", output: { questions: BATCH, answers: BATCH_ANSWERS } as never }}
        onDecline={() => {}}
      />,
    );
    expect(container.querySelector(".qf-receipt-toggle")).not.toBeNull();
    expect(withoutTabIndex(container)).toEqual([]);
  });
});
