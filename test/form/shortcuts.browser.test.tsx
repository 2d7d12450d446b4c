import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { type Locator, server, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionCall, QuestionForm } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";

// The keyboard of shadcn's Questionnaire (SPEC §14): letter shortcuts on request, Ctrl/Cmd+Enter
// from any control, Escape offering Skip.

const frames = async () => {
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

// Cmd, as on a Mac; WebKitWebDriver's key input has no name for it, so there Ctrl stands in.
const command = server.browser === "webkit" ? "Control" : "Meta";

const lang = BATCH[1];
const extras = BATCH[2];
const git = BATCH[3];

describe('shortcuts="letters"', () => {
  it("A–Z pick and toggle the n-th choice, each choice announcing its letter; digits then pick nothing", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[lang, extras]} shortcuts="letters" onSubmit={onSubmit} />);
    // The recommended option comes first (Rust), then the others in order.
    const [rust, typescript, go] = ["Rust", "TypeScript", "Go"].map((name) => screen.getByRole("radio", { name })) as [
      Locator,
      Locator,
      Locator,
    ];
    await expect.element(rust).toHaveAttribute("aria-keyshortcuts", "A");
    await expect.element(go).toHaveAttribute("aria-keyshortcuts", "C");
    await expect.element(screen.getByRole("checkbox", { name: "License" })).toHaveAttribute("aria-keyshortcuts", "C");
    await userEvent.click(rust);
    await userEvent.keyboard("c");
    await expect.element(go).toBeChecked();
    await expect.element(go).toHaveFocus();
    await userEvent.keyboard("2");
    await expect.element(go).toBeChecked();
    // Shift (or Caps Lock) held: the same letter.
    await userEvent.keyboard("{Shift>}B{/Shift}");
    await expect.element(typescript).toBeChecked();

    screen.getByRole("checkbox", { name: "CI workflow" }).element().focus();
    await userEvent.keyboard("ac1");
    await expect.element(screen.getByRole("checkbox", { name: "CI workflow" })).toBeChecked();
    await expect.element(screen.getByRole("checkbox", { name: "License" })).toBeChecked();
    await expect.element(screen.getByRole("checkbox", { name: "Dockerfile" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "lang", selected: ["TypeScript"] },
      { id: "extras", selected: ["CI workflow", "License"] },
    ]);
  });

  it("by default the choices keep 1–9, and a letter picks nothing", async () => {
    const screen = await render(<QuestionForm questions={[lang]} />);
    const go = screen.getByRole("radio", { name: "Go" });
    await expect.element(go).toHaveAttribute("aria-keyshortcuts", "3");
    await userEvent.click(screen.getByRole("radio", { name: "Rust" }));
    await userEvent.keyboard("c");
    await expect.element(go).not.toBeChecked();
    await userEvent.keyboard("3");
    await expect.element(go).toBeChecked();
  });
});

describe("Ctrl/Cmd+Enter sends from any control", () => {
  it("from a radio, as from a text box", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[lang, extras]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: [] },
    ]);
  });

  it("Cmd+Enter from a checkbox, with a host's form around ours: our answers, never the host's submit", async () => {
    const onSubmit = vi.fn();
    const host = vi.fn((event: Event) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => host(event.nativeEvent)}>
        <QuestionForm questions={[extras]} onSubmit={onSubmit} />
      </form>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "License" }));
    await userEvent.keyboard(`{${command}>}{Enter}{/${command}}`);
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", selected: ["License"] }]);
    expect(host).not.toHaveBeenCalled();
  });

  it("in the steps layout it is Next, from a checkbox and from a note", async () => {
    const screen = await render(<QuestionForm questions={[extras, git, lang]} layout="steps" notes />);
    await userEvent.click(screen.getByRole("checkbox", { name: "License" }));
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByText("Question 2 of 3")).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a note" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Note" }), "main branch");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByText("Question 3 of 3")).toBeVisible();
  });

  it("a plain Enter on a checkbox still does nothing in the list", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[extras]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "License" }));
    await userEvent.keyboard("{Enter}");
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("Escape offers Skip", () => {
  it("moves focus to the call's Skip from a radio, without skipping; Enter there skips", async () => {
    const onDecline = vi.fn();
    const screen = await render(<QuestionCall input={[lang]} onDecline={onDecline} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.keyboard("{Escape}");
    const skip = screen.getByRole("button", { name: "Skip these questions" });
    await expect.element(skip).toHaveFocus();
    expect(onDecline).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onDecline.mock.calls.length).toBe(1);
  });

  it("in the steps layout too", async () => {
    const onDecline = vi.fn();
    const screen = await render(<QuestionCall input={[lang, git]} layout="steps" onDecline={onDecline} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Skip these questions" })).toHaveFocus();
  });

  it("from inside an optional question, focuses that question's Skip (with `skip`)", async () => {
    const screen = await render(<QuestionCall input={[{ ...lang, required: false }]} skip onDecline={() => {}} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Skip this question" })).toHaveFocus();
  });

  it("does nothing where skipping is not allowed (no Skip)", async () => {
    const screen = await render(<QuestionCall input={[lang]} />);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.keyboard("{Escape}");
    await frames();
    await expect.element(screen.getByRole("radio", { name: "Go" })).toHaveFocus();
  });
});
