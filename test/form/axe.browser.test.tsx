import { ThemePage } from "../support/ThemePage.tsx";
import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import { violations } from "../support/axeViolations.ts";
import { BATCH } from "../support/batch.ts";

describe.each(["light", "dark"] as const)("axe-core, %s theme", (theme) => {
  it("finds no violation in a valid form", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={BATCH} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("button", { name: "Submit" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("finds no violation in a form showing errors, with an answer picked", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={BATCH.map((question) => ({ ...question, required: true }))} />
      </ThemePage>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("finds no violation in the invalid-input panel", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={[{ id: "a", question: "Pick", type: "SingleChoice", options: ["x", "x"] }]} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("alert")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    // And with the model's problems shown.
    await userEvent.click(screen.getByText("Technical details"));
    await expect.element(screen.getByRole("listitem").first()).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("the dark theme really is dark, and the light one light", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={BATCH} />
      </ThemePage>,
    );
    // The text box's fill and the text: the form itself is transparent, on its page.
    const box = screen.container.querySelector("textarea") as HTMLTextAreaElement;
    const [r = 0, g = 0, b = 0] = getComputedStyle(box).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
    const [tr = 0, tg = 0, tb = 0] = getComputedStyle(box).color.match(/\d+/g)?.map(Number) ?? [];
    const text = (tr + tg + tb) / 3;
    if (theme === "dark") expect(text).toBeGreaterThan(192);
    else expect(text).toBeLessThan(64);
    const luminance = (r + g + b) / 3;
    if (theme === "dark") expect(luminance).toBeLessThan(64);
    else expect(luminance).toBeGreaterThan(192);
  });
});
