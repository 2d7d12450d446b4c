import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../form/batch.ts";

describe("styles.css", () => {
  it("works right to left: the error bar sits at the start edge, the right", async () => {
    const screen = await render(
      <div dir="rtl" lang="ar">
        <QuestionForm questions={BATCH} />
      </div>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const invalid = screen.getByRole("radiogroup", { name: "Which language?" }).element();
    const style = getComputedStyle(invalid);
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
    const style = getComputedStyle(radio.element());
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
});
