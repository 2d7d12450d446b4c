// No styles.css here: the form must be plain but usable on its own.
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../form/batch.ts";

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
    // Every line is visible: nothing scrolls inside the box.
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
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
});
