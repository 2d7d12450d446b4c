import { ThemePage } from "../../support/ThemePage.tsx";
import "../../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionCall, QuestionForm } from "../../../src/index.ts";
import { violations } from "../../support/axeViolations.ts";
import { BATCH } from "../../support/batch.ts";

// Radix checks a radio only while the arrow key is still down (TOOLCHAIN trap): hold, assert, release.
async function holdArrow(key: "ArrowDown" | "ArrowRight", check: () => Promise<void>) {
  await userEvent.keyboard(`{${key}>}`);
  try {
    await check();
  } finally {
    await userEvent.keyboard(`{/${key}}`);
  }
}

describe('layout="steps" with the keyboard alone', () => {
  it("moves focus to each step's question, Enter is Next on every choice, Ctrl+Enter in the text box", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={BATCH} layout="steps" onSubmit={onSubmit} />);
    const progress = screen.getByText(/^Question \d/);
    // The steps layout is its own chunk: loaded the first time a form uses it.
    await expect.element(progress).toBeVisible();

    await userEvent.tab();
    const name = screen.getByRole("textbox", { name: "What should the project be called?" });
    await expect.element(name).toHaveFocus();
    // Enter in a text box makes a new line; Ctrl+Enter is Next.
    await userEvent.keyboard("two{Enter}lines");
    await expect.element(name).toHaveValue("two\nlines");
    await expect.element(progress).toHaveTextContent("Question 1 of 4");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");

    await expect.element(progress).toHaveTextContent("Question 2 of 4");
    const rust = screen.getByRole("radio", { name: "Rust" });
    await expect.element(rust).toHaveFocus();
    // Enter with nothing picked: Next blocks with the message, the summary takes focus.
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    await expect.element(screen.getByRole("link", { name: "Which language? — Select one option" })).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Which language? — Select one option" }));
    await expect.element(rust).toHaveFocus();
    await holdArrow("ArrowDown", async () => {
      await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    });
    await userEvent.keyboard("{Enter}");

    await expect.element(progress).toHaveTextContent("Question 3 of 4");
    const ci = screen.getByRole("checkbox", { name: "CI workflow" });
    await expect.element(ci).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(ci).toBeChecked();
    await userEvent.keyboard("{Enter}");

    await expect.element(progress).toHaveTextContent("Question 4 of 4");
    const yes = screen.getByRole("radio", { name: "Yes" });
    await expect.element(yes).toHaveFocus();
    await holdArrow("ArrowRight", async () => {
      await expect.element(screen.getByRole("radio", { name: "No" })).toBeChecked();
    });
    await userEvent.keyboard("{Enter}");

    const review = screen.getByRole("heading", { name: "Check your answers" });
    await expect.element(review).toHaveFocus();
    // Change, by the keyboard: focus goes to that question's picked choice; Enter returns to the review.
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Change Which language?" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("radio", { name: "TypeScript" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(review).toHaveFocus();

    screen.getByRole("button", { name: "Submit" }).element().focus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", answer: "two\nlines" },
      { id: "lang", selected: ["TypeScript"] },
      { id: "extras", selected: ["CI workflow"] },
      { id: "git", answer: "No" },
    ]);
  });

  it("Back moves focus to the previous question's control", async () => {
    const screen = await render(<QuestionForm questions={BATCH} layout="steps" />);
    await userEvent.type(screen.getByRole("textbox"), "qf");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await expect.element(screen.getByRole("textbox")).toHaveFocus();
    await expect.element(screen.getByRole("textbox")).toHaveValue("qf");
  });
});

describe.each(["light", "dark"] as const)('axe-core on every step of layout="steps", %s theme', (theme) => {
  it("finds no violation on each question, on a failed Next, and on the review", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={BATCH} layout="steps" />
      </ThemePage>,
    );
    const next = screen.getByRole("button", { name: "Next" });
    await expect.element(screen.getByRole("textbox")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(next);
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);

    await userEvent.type(screen.getByRole("textbox"), "qf");
    await userEvent.click(next);
    await expect.element(screen.getByRole("radiogroup")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.click(next);
    await expect.element(screen.getByRole("group", { name: /extras/ })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    await userEvent.click(next);
    await expect.element(screen.getByRole("heading", { name: "Check your answers" })).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("finds no violation while the call waits for the next question to stream in", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionCall input={{ questions: BATCH.slice(0, 2) }} streaming layout="steps" onDecline={() => {}} />
      </ThemePage>,
    );
    await userEvent.type(screen.getByRole("textbox"), "qf");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect.element(screen.getByText("Loading questions…")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });
});
