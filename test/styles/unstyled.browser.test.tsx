// No styles.css here: the form must be plain but usable on its own.
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";

describe("without styles.css", () => {
  it("the stylesheet is really absent", async () => {
    const screen = await render(<QuestionForm questions={BATCH} />);
    const box = screen.getByRole("textbox").element();
    expect(getComputedStyle(box).getPropertyValue("field-sizing")).not.toBe("content");
  });

  it("the text box still grows with its content (the script fallback)", async () => {
    const screen = await render(<QuestionForm questions={[BATCH[0]]} />);
    const box = screen.getByRole("textbox").element() as HTMLTextAreaElement;
    const before = box.getBoundingClientRect().height;
    await userEvent.click(box);
    await userEvent.keyboard("1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6");
    await expect.poll(() => box.getBoundingClientRect().height).toBeGreaterThan(before * 1.5);
    // Every line is visible once the frame is drawn (the box is sized just before it): nothing scrolls inside.
    await expect.poll(() => box.scrollHeight - box.clientHeight).toBeLessThanOrEqual(1);
  });

  it("the text box shrinks back when lines go, and returns to its first height when emptied", async () => {
    const screen = await render(<QuestionForm questions={[BATCH[0]]} />);
    const box = screen.getByRole("textbox").element() as HTMLTextAreaElement;
    const first = box.getBoundingClientRect().height;
    await userEvent.click(box);
    await userEvent.keyboard("1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6");
    await expect.poll(() => box.getBoundingClientRect().height).toBeGreaterThan(first * 1.5);
    // Settled (sized just before a frame, so it may still grow once): every line visible, then measured.
    await expect.poll(() => box.scrollHeight - box.clientHeight).toBeLessThanOrEqual(1);
    const tall = box.getBoundingClientRect().height;
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}{Backspace}");
    await expect.poll(() => box.getBoundingClientRect().height).toBeLessThan(tall - 10);
    await expect.poll(() => box.scrollHeight - box.clientHeight).toBeLessThanOrEqual(1);
    // Select all, then delete, as a person does (WebDriver's clear sets the value without an input event).
    box.select();
    await userEvent.keyboard("{Backspace}");
    await expect.poll(() => box.getBoundingClientRect().height).toBe(first);
  });

  it("mounting empty text boxes measures none of them (no forced layout per question)", async () => {
    const questions = Array.from({ length: 20 }, (_, index) => ({
      id: `t${index}`,
      question: `Question ${index + 1}?`,
      type: "Text" as const,
    }));
    const reads = vi.spyOn(Element.prototype, "scrollHeight", "get");
    const styles = vi.spyOn(window, "getComputedStyle");
    try {
      const screen = await render(<QuestionForm questions={questions} />);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      // Counted through the DOM: a role query would read every box's style itself.
      expect(screen.container.querySelectorAll("textarea")).toHaveLength(20);
      // Testing Library's role queries read styles too: only reads of a text box count.
      const isBox = (element: unknown) => element instanceof HTMLTextAreaElement;
      expect(reads.mock.contexts.filter(isBox)).toHaveLength(0);
      expect(styles.mock.calls.filter(([element]) => isBox(element))).toHaveLength(0);
    } finally {
      reads.mockRestore();
      styles.mockRestore();
    }
  });

  it("radios and checkboxes show their state as text", async () => {
    const screen = await render(<QuestionForm questions={BATCH} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "License" }));
    expect(screen.getByRole("radio", { name: "Go" }).element().textContent).toBe("●");
    expect(screen.getByRole("radio", { name: "Rust" }).element().textContent?.trim()).toBe("");
    expect(screen.getByRole("checkbox", { name: "License" }).element().textContent).toBe("✓");
    // Unchecked controls keep a usable size (a non-breaking space holds them open).
    expect(screen.getByRole("radio", { name: "Rust" }).element().getBoundingClientRect().height).toBeGreaterThan(10);
  });

  it("each question holds the hidden inputs Radix puts beside its radios and checkboxes, not the page", async () => {
    // Absolutely positioned: without a positioned question around them they hang on the page's
    // root, and every key press in a text box lays all of them out again (bench/README.md).
    const screen = await render(<QuestionForm questions={BATCH} />);
    const hidden = [...screen.container.querySelectorAll<HTMLInputElement>("input[aria-hidden]")];
    expect(hidden.length).toBeGreaterThan(0);
    for (const input of hidden) {
      expect(getComputedStyle(input).position).toBe("absolute");
      expect(input.offsetParent?.closest("[data-slot=question]")).toBe(input.closest("[data-slot=question]"));
    }
  });
});
