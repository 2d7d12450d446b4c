import "../../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionForm, type QuestionItem } from "../../../src/index.ts";
import { screenshotPng } from "../../support/screenshotPng.ts";

// A real paste (SPEC §16, issue 47): the image goes onto the system clipboard and Ctrl+V pastes it,
// so the browser itself builds the paste event and its files. Chromium only (vitest.config.ts leaves
// this file out of the other engines): under their drivers Firefox pastes nothing on Ctrl+V and WebKit
// refuses navigator.clipboard.write, and a paste event a script makes has its files emptied by Firefox.
// files.browser.test.tsx picks and drops in all three; files.test.tsx pastes in jsdom.

const SHOT: QuestionItem = {
  id: "shot",
  question: "Which screen is wrong?",
  type: "Text",
  attachments: { accept: ["image/*"] },
};

describe("a person pastes a screenshot", () => {
  it("Ctrl+V in the text box attaches the clipboard's image, keeps the text, and sends it as a data:image/png URL", async () => {
    const onSubmit = vi.fn<(answers: AnswerItem[]) => void>();
    const screen = await render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox", { name: /Which screen/ });
    await userEvent.type(box, "This one");
    await navigator.clipboard.write([new ClipboardItem({ "image/png": await screenshotPng() })]);
    await userEvent.keyboard("{Control>}v{/Control}");
    const chip = screen.getByRole("listitem").filter({ hasText: "image.png" });
    await expect.element(chip).toHaveAttribute("data-state", "ready");
    await expect.element(screen.getByRole("status").filter({ hasText: "image.png attached" })).toBeInTheDocument();
    await expect.element(box).toHaveValue("This one");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    const [item] = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(item).toMatchObject({ id: "shot", answer: "This one" });
    expect(item?.attachments?.[0]).toMatchObject({ name: "image.png", mediaType: "image/png" });
    expect(item?.attachments?.[0]?.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
