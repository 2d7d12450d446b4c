import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";

// Held, then released, as a person presses it: our group picks on keydown; a
// host's Radix group checks only while the key is still down (TOOLCHAIN trap).
async function holdArrow(key: "ArrowDown" | "ArrowUp" | "ArrowRight" | "ArrowLeft", check: () => Promise<void>) {
  await userEvent.keyboard(`{${key}>}`);
  try {
    await check();
  } finally {
    await userEvent.keyboard(`{/${key}}`);
  }
}

describe("keyboard", () => {
  it("answers the whole form with the keyboard alone and submits", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={BATCH} onSubmit={onSubmit} />);

    await userEvent.tab();
    const name = screen.getByRole("textbox", { name: "What should the project be called?" });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard("qf");

    // Tab enters the radio group on its first radio, picking nothing.
    await userEvent.tab();
    const rust = screen.getByRole("radio", { name: "Rust" });
    await expect.element(rust).toHaveFocus();
    await expect.element(rust).not.toBeChecked();
    await holdArrow("ArrowDown", async () => {
      await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toHaveFocus();
      await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    });
    await holdArrow("ArrowDown", async () => {
      await expect.element(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    });

    // Tab leaves the group in one step (roving tab stop), into the checkboxes.
    await userEvent.tab();
    const ci = screen.getByRole("checkbox", { name: "CI workflow" });
    await expect.element(ci).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(ci).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect.element(screen.getByRole("checkbox", { name: "License" })).toBeChecked();
    await expect.element(screen.getByRole("checkbox", { name: "Dockerfile" })).not.toBeChecked();

    await userEvent.tab();
    await expect.element(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await holdArrow("ArrowRight", async () => {
      await expect.element(screen.getByRole("radio", { name: "No" })).toBeChecked();
    });

    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", answer: "qf" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: ["CI workflow", "License"] },
      { id: "git", answer: "No" },
    ]);
  });

  it("in a text answer Enter makes a new line and Ctrl+Enter submits", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[{ ...BATCH[0], required: true }]} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox");
    await userEvent.click(box);
    await userEvent.keyboard("line one{Enter}line two");
    await expect.element(box).toHaveValue("line one\nline two");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "name", answer: "line one\nline two" }]);
  });

  it("the text box grows with its content", async () => {
    const screen = await render(<QuestionForm questions={[BATCH[0]]} />);
    const box = screen.getByRole("textbox").element() as HTMLTextAreaElement;
    const before = box.getBoundingClientRect().height;
    await userEvent.click(box);
    await userEvent.keyboard("1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6");
    await expect.poll(() => box.getBoundingClientRect().height).toBeGreaterThan(before * 1.5);
  });

  it("typing asks for no frame per key where the stylesheet sizes the text box", async () => {
    const screen = await render(<QuestionForm questions={[BATCH[0]]} />);
    const box = screen.getByRole("textbox").element() as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.keyboard("a");
    const requestFrame = window.requestAnimationFrame.bind(window);
    // A rendered frame and the task after it: the sizing work of what was typed before has run.
    const nextFrame = () => new Promise((resolve) => requestFrame(() => setTimeout(resolve, 0)));
    await nextFrame();
    const frames = vi.spyOn(window, "requestAnimationFrame");
    try {
      await userEvent.keyboard("bcdef");
      await nextFrame();
      expect(box).toHaveValue("abcdef");
      // WebKit and Firefox have no field-sizing: there each change is sized by hand, in a frame.
      if (CSS.supports("field-sizing", "content")) expect(frames).not.toHaveBeenCalled();
      else expect(frames).toHaveBeenCalled();
    } finally {
      frames.mockRestore();
    }
  });

  it("a failed submit moves focus to the error summary; a link moves focus to its question", async () => {
    const screen = await render(<QuestionForm questions={BATCH} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const summary = screen.getByRole("alert");
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();

    // Keyboard: Tab from the summary reaches its first link; Enter follows it.
    await userEvent.tab();
    await expect
      .element(screen.getByRole("link", { name: "What should the project be called? — Enter an answer" }))
      .toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("textbox")).toHaveFocus();

    await userEvent.click(screen.getByRole("link", { name: "Which language? — Select one option" }));
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await expect.element(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("link", { name: "Initialise a git repository? — Select Yes or No" }));
    await expect.element(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
  });
});
