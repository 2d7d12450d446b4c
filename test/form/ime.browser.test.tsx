import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionCall, QuestionForm, ToolApproval } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";
import { endComposition, pressDuringComposition, pressSafariConfirm, startComposition } from "../support/ime.ts";
import { asRead } from "../support/richQuestions.ts";

// No Enter and no shortcut acts while an IME composition is open (SPEC §14): the Enter that
// confirms a Japanese conversion must not send, nor its Escape (which cancels it) leave the box.
// Chromium composes through its own IME (DevTools), Firefox and WebKit get the events they fire.

const text = { ...BATCH[0], required: true };
// Other is a reader's (SPEC §6): read as given.
const withOther = {
  id: "db",
  question: "Which database?",
  type: "SingleChoice",
  options: ["Postgres", "SQLite"],
  allowOther: true,
} as const;

// A negative check waits for the frames a send would have taken, not for a time.
const frames = async () => {
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

const boxOf = (locator: { element: () => Element }) => locator.element() as HTMLInputElement | HTMLTextAreaElement;

describe("during an IME composition", () => {
  it("in a Text box, Enter and Ctrl+Enter confirm the conversion and never send; Ctrl+Enter after it sends", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[text]} onSubmit={onSubmit} />);
    const box = boxOf(screen.getByRole("textbox"));
    await userEvent.click(box);
    await startComposition(box, "とうきょう");
    await pressDuringComposition(box, "Enter", { ctrl: true });
    await pressDuringComposition(box, "Enter", { meta: true });
    await pressDuringComposition(box, "Enter");
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await endComposition(box, "東京");
    // Safari's confirming Enter comes after compositionend, no longer flagged, with key code 229.
    await pressSafariConfirm(box, { ctrl: true });
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByRole("textbox")).toHaveFocus();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "name", answer: expect.stringContaining("東京") }]);
  });

  it("in the Other box inside a host's form, neither Enter nor Ctrl+Enter sends until the conversion is confirmed", async () => {
    const onSubmit = vi.fn();
    const host = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => host(event.nativeEvent as SubmitEvent)}>
        <QuestionForm questions={[withOther]} reader={asRead} onSubmit={onSubmit} />
      </form>,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    const box = boxOf(screen.getByRole("textbox", { name: "Other" }));
    await userEvent.click(box);
    await startComposition(box, "まりあ");
    await pressDuringComposition(box, "Enter");
    await pressDuringComposition(box, "Enter", { ctrl: true });
    await endComposition(box, "マリア");
    await pressSafariConfirm(box);
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "db", selected: [expect.stringContaining("マリア")] }]);
    expect(host).not.toHaveBeenCalled();
  });

  it("in the Other box of our own form, Ctrl+Enter during the composition does not send", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={[withOther]} reader={asRead} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    const box = boxOf(screen.getByRole("textbox", { name: "Other" }));
    await userEvent.click(box);
    await startComposition(box, "まりあ");
    await pressDuringComposition(box, "Enter", { ctrl: true });
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await endComposition(box, "マリア");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });

  it("in a note, Ctrl+Enter confirms the conversion; after it, Ctrl+Enter sends the answer with its note", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <QuestionForm questions={[{ ...BATCH[3], required: false }]} notes onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Add a note" }));
    const box = boxOf(screen.getByRole("textbox", { name: "Note" }));
    await userEvent.click(box);
    await startComposition(box, "あとで");
    await pressDuringComposition(box, "Enter", { ctrl: true });
    await endComposition(box, "後で");
    await pressSafariConfirm(box, { ctrl: true });
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "git", note: expect.stringContaining("後で") }]);
  });

  it("in the steps layout, Ctrl+Enter in a Text box is not Next until the conversion is confirmed", async () => {
    const screen = await render(<QuestionForm questions={[text, BATCH[3]]} layout="steps" />);
    await expect.element(screen.getByText("Question 1 of 2")).toBeVisible();
    const box = boxOf(screen.getByRole("textbox"));
    await userEvent.click(box);
    await startComposition(box, "とうきょう");
    await pressDuringComposition(box, "Enter", { ctrl: true });
    await endComposition(box, "東京");
    await pressSafariConfirm(box, { ctrl: true });
    await frames();
    await expect.element(screen.getByText("Question 1 of 2")).toBeVisible();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByText("Question 2 of 2")).toBeVisible();
  });

  it("Escape cancels the conversion and stays in the box; after it, Escape offers Skip", async () => {
    const onDecline = vi.fn();
    const screen = await render(<QuestionCall input={[text]} onDecline={onDecline} />);
    const box = boxOf(screen.getByRole("textbox"));
    await userEvent.click(box);
    await startComposition(box, "とうきょう");
    await pressDuringComposition(box, "Escape");
    await endComposition(box, "");
    await frames();
    await expect.element(screen.getByRole("textbox")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Skip these questions" })).toHaveFocus();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it("in ToolApproval's deny reason, Escape and Enter belong to the conversion; after it, Enter sends the denial", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<ToolApproval toolName="rm" input={{ path: "/tmp/x" }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Deny" }));
    const box = boxOf(screen.getByRole("textbox", { name: "Reason (optional)" }));
    await expect.element(box).toHaveFocus();
    await startComposition(box, "だめ");
    await pressDuringComposition(box, "Escape");
    await pressDuringComposition(box, "Enter");
    await endComposition(box, "駄目");
    await frames();
    await expect.element(screen.getByRole("textbox", { name: "Reason (optional)" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ approved: false, reason: expect.stringContaining("駄目") });
  });
});
