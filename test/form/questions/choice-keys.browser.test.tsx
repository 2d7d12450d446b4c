import "../../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../../src/index.ts";
import { HOST_COMPONENTS } from "../../support/hostParts.tsx";

// The radio group and checkboxes are ours (no Radix): what a keyboard user gets
// from native radios and checkboxes and WAI-ARIA's patterns, in every engine.
const LANG = [
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "Rust",
    allowOther: true,
  },
];

async function focusFirstRadio(screen: Awaited<ReturnType<typeof render>>) {
  await userEvent.tab();
  // Normalized order: the recommended option first.
  await expect.element(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
}

describe("our radio group's keys", () => {
  it("loops: Up from the first radio goes to the last (Other), Down from the last back to the first", async () => {
    const screen = await render(<QuestionForm questions={LANG} />);
    await focusFirstRadio(screen);
    await userEvent.keyboard("{ArrowUp}");
    const other = screen.getByRole("radio", { name: "Other" });
    await expect.element(other).toHaveFocus();
    await expect.element(other).toBeChecked();
    // Picked with an arrow, Other shows its box but keeps focus on the radio.
    await expect.element(screen.getByRole("textbox", { name: /^Other — / })).toBeVisible();
    await expect.element(other).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
  });

  it("Home and End go to the first and last radio and pick it", async () => {
    const screen = await render(<QuestionForm questions={LANG} />);
    await focusFirstRadio(screen);
    await userEvent.keyboard("{End}");
    await expect.element(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    await userEvent.keyboard("{Home}");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
  });

  it("right to left, Left is the next radio and Right the previous; Up and Down stay as they are", async () => {
    const screen = await render(
      <div dir="rtl" lang="ar">
        <QuestionForm questions={LANG} />
      </div>,
    );
    await focusFirstRadio(screen);
    await userEvent.keyboard("{ArrowLeft}");
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
  });

  it("Space picks the focused radio, Enter does not; Tab returns to the picked radio", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={LANG} onSubmit={onSubmit} />);
    await focusFirstRadio(screen);
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    // One tab stop: out to Submit, and back onto the picked radio, not the first.
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("read-only, an arrow moves focus but picks nothing", async () => {
    const screen = await render(
      <QuestionForm questions={LANG} readOnly defaultAnswers={[{ id: "lang", selected: ["Go"] }]} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole("radio", { name: "Go" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("radio", { name: "Other" })).toHaveFocus();
    await expect.element(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    await expect.element(screen.getByRole("radio", { name: "Other" })).not.toBeChecked();
  });
});

describe("our checkbox's keys", () => {
  it("Space toggles it, Enter does not", async () => {
    const screen = await render(
      <QuestionForm
        questions={[{ id: "ci", question: "Which checks?", type: "MultiChoice", options: ["Lint", "Test"] }]}
      />,
    );
    await userEvent.tab();
    const lint = screen.getByRole("checkbox", { name: "Lint" });
    await expect.element(lint).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(lint).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect.element(lint).toBeChecked();
    await userEvent.keyboard(" ");
    await expect.element(lint).not.toBeChecked();
  });
});

describe("a host's own Radix radio group (components.RadioGroup)", () => {
  it("owns the arrow keys: one step per key, the answer sent as picked", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={LANG} components={HOST_COMPONENTS} onSubmit={onSubmit} />);
    const rust = screen.getByRole("radio", { name: "Rust" });
    await userEvent.click(rust);
    await expect.element(rust).toBeChecked();
    // Radix checks the radio it moved to while the key is down (TOOLCHAIN trap): hold it.
    await userEvent.keyboard("{ArrowDown>}");
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    await userEvent.keyboard("{/ArrowDown}");
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["TypeScript"] }]);
  });
});
