import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";

describe("styles.css", () => {
  it("works right to left: the error bar sits at the start edge, the right", async () => {
    const screen = await render(
      <div dir="rtl" lang="ar">
        <QuestionForm questions={BATCH} />
      </div>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    // The bar marks the error message (the question's controls stay put).
    const message = screen.container.querySelector("[data-slot=error-message]") as Element;
    const style = getComputedStyle(message);
    expect(style.borderRightWidth).toBe("4px");
    expect(style.borderLeftWidth).toBe("0px");
    expect(Number.parseFloat(style.paddingRight)).toBeGreaterThan(0);
  });

  it("shows a visible focus ring on keyboard focus", async () => {
    const screen = await render(<QuestionForm questions={BATCH} />);
    await userEvent.tab();
    await userEvent.tab();
    const radio = screen.getByRole("radio", { name: "Rust" });
    await expect.element(radio).toHaveFocus();
    // The ring goes round the option's whole row, not its 18 px box.
    const style = getComputedStyle(radio.element().closest("[data-slot=option]") as Element);
    expect(style.outlineStyle).toBe("solid");
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  it("marks the recommended option and the checked state for styling", async () => {
    const screen = await render(<QuestionForm questions={BATCH} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    const recommended = screen.container.querySelectorAll("[data-recommended]");
    expect(recommended).toHaveLength(1);
    expect(recommended[0]?.textContent).toContain("Rust");
    await expect.element(screen.getByRole("radio", { name: "Go" })).toHaveAttribute("data-state", "checked");
    // The checked radio shows its dot: the indicator has a size only when checked.
    const dot = (name: string) =>
      screen.getByRole("radio", { name }).element().querySelector(".qf-indicator")?.getBoundingClientRect().width;
    expect(dot("Go")).toBeGreaterThan(0);
    expect(dot("Rust")).toBe(0);
  });

  it("contains each question's layout, and lets a long form skip what is off screen", async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: `t${index}`,
      question: `Question ${index + 1}?`,
      type: "Text" as const,
    }));
    const short = await render(<QuestionForm questions={BATCH} />);
    const shortQuestion = short.container.querySelector(".qf-question") as HTMLElement;
    expect(getComputedStyle(shortQuestion).contain).toBe("layout style");
    // A short form is drawn whole: skipping would only make its height jump.
    expect(getComputedStyle(shortQuestion).contentVisibility).toBe("visible");

    const long = await render(<QuestionForm questions={many} />);
    const questions = long.container.querySelectorAll<HTMLElement>(".qf-question");
    expect(questions).toHaveLength(30);
    for (const question of [questions[0], questions[29]]) {
      expect(getComputedStyle(question as HTMLElement).contentVisibility).toBe("auto");
    }
  });

  it("spaces the questions past the first 32 like the first, and skips their groups while off screen", async () => {
    const many = Array.from({ length: 70 }, (_, index) => ({
      id: `t${index}`,
      question: `Question ${index + 1}?`,
      type: "Text" as const,
      required: index === 60,
    }));
    const screen = await render(<QuestionForm questions={many} />);
    const groups = screen.container.querySelectorAll<HTMLElement>(".qf-question-group");
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(getComputedStyle(group).contentVisibility).toBe("auto");
    // Skipped, the last group (6 questions) holds the place of 6, not of 32.
    const last = (groups[1] as HTMLElement).getBoundingClientRect().height;
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan((groups[0] as HTMLElement).getBoundingClientRect().height / 3);
    // The same space between two questions on either side of a group's edge as between any two.
    const questions = [...screen.container.querySelectorAll<HTMLElement>(".qf-question")];
    const gap = (index: number) =>
      (questions[index + 1] as HTMLElement).getBoundingClientRect().top -
      (questions[index] as HTMLElement).getBoundingClientRect().bottom;
    const first = gap(0);
    expect(first).toBeGreaterThan(0);
    expect(gap(31)).toBeCloseTo(first, 0);
    expect(gap(32)).toBeCloseTo(first, 0);
    // Off screen, a group is still reachable: the summary's link takes focus into the last group,
    // which the browser then lays out and draws.
    // Submit by its key, not by a click at a point: while the skipped groups are laid out as the page
    // scrolls to the button, it moves, and on a loaded machine WebKit's click landed beside it (no summary).
    (screen.getByRole("button", { name: "Submit" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(screen.getByRole("link", { name: /Question 61\?/ }));
    const box = screen.getByRole("textbox", { name: "Question 61?" });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard("late answer");
    await expect.element(box).toHaveValue("late answer");
    expect(box.element().getBoundingClientRect().height).toBeGreaterThan(0);
  });
});
