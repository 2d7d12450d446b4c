import { ThemePage } from "../../support/ThemePage.tsx";
import "../../../src/styles.css";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm, type QuestionItem } from "../../../src/index.ts";

// A long list in a real browser: the keys a keyboard user has once the filter narrowed it.
const NAMES = Array.from({ length: 40 }, (_, index) => `Region ${index + 1}`);
const single: QuestionItem = {
  id: "region",
  type: "SingleChoice",
  question: "Which region?",
  options: NAMES,
  recommended: "Region 1",
  allowOther: true,
};
const multi: QuestionItem = { id: "regions", type: "MultiChoice", question: "Which regions?", options: NAMES };

describe("a filtered list by keyboard", () => {
  it("arrows move and pick among the radios in view, Other included, after typing in the filter", async () => {
    const screen = await render(<QuestionForm questions={[single]} />);
    await userEvent.tab();
    const filter = screen.getByRole("searchbox", { name: "Filter options" });
    await expect.element(filter).toHaveFocus();
    // Region 3, 30 … 39.
    await userEvent.keyboard("Region 3");
    await expect.element(screen.getByRole("status")).toHaveTextContent("11 of 40 options");
    await userEvent.tab();
    await expect.element(screen.getByRole("radio", { name: "Region 3", exact: true })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("radio", { name: "Region 30" })).toBeChecked();
    await expect.element(screen.getByRole("radio", { name: "Region 30" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    // Up from the first in view loops to the last: Other.
    await expect.element(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    // A number picks the n-th radio in view.
    await userEvent.keyboard("2");
    await expect.element(screen.getByRole("radio", { name: "Region 30" })).toBeChecked();
  });

  it("Tab order: the filter box, then the radios; back from the next question, the radios, then the box", async () => {
    const note: QuestionItem = { id: "why", type: "Text", question: "Why?", required: false };
    const screen = await render(<QuestionForm questions={[single, note]} />);
    await userEvent.tab();
    await expect.element(screen.getByRole("searchbox", { name: "Filter options" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("radio", { name: "Region 1", exact: true })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("textbox", { name: /Why\?/ })).toHaveFocus();
    // Into the box directly (no radio has had focus), then back.
    const fresh = await render(<QuestionForm questions={[single, note]} />);
    await userEvent.click(fresh.getByRole("textbox", { name: /Why\?/ }).last());
    await userEvent.tab({ shift: true });
    await expect.element(fresh.getByRole("radio", { name: "Region 1", exact: true }).last()).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(fresh.getByRole("searchbox", { name: "Filter options" }).last()).toHaveFocus();
  });

  it("Space ticks a checkbox found by the filter, and the filter's keys pick nothing", async () => {
    const screen = await render(<QuestionForm questions={[multi]} />);
    await userEvent.tab();
    await userEvent.keyboard("1 2");
    await expect.element(screen.getByRole("searchbox", { name: "Filter options" })).toHaveValue("1 2");
    await expect.element(screen.getByRole("status")).toHaveTextContent("No option matches");
    // Erased as a person would: WebKit's driver clears the box without the input event React listens to.
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect.element(screen.getByRole("searchbox", { name: "Filter options" })).toHaveValue("");
    await userEvent.keyboard("n 12");
    await userEvent.tab();
    const twelve = screen.getByRole("checkbox", { name: "Region 12" });
    await expect.element(twelve).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(twelve).toBeChecked();
    expect(screen.getByRole("checkbox", { checked: true }).all()).toHaveLength(1);
  });
});

describe.each(["light", "dark"] as const)("axe-core on a filtered list, %s theme", (theme) => {
  it("finds no violation with the list narrowed, a pick kept in view, and with no match", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={[single, multi]} />
      </ThemePage>,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Region 7" }));
    const [first, second] = screen.getByRole("searchbox", { name: "Filter options" }).all();
    await userEvent.fill(first as never, "Region 2");
    await userEvent.fill(second as never, "Atlantis");
    await expect.element(screen.getByText("No option matches")).toBeVisible();
    const results = await axe.run(screen.container);
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      })),
    ).toEqual([]);
  });
});
