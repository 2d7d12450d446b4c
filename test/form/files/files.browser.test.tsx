import { ThemePage } from "../../support/ThemePage.tsx";
import "../../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionForm, type QuestionItem } from "../../../src/index.ts";
import { violations } from "../../support/axeViolations.ts";
import { screenshotPng } from "../../support/screenshotPng.ts";

// Files in an answer in a real browser (SPEC §16, issue 47): the browser's own File, DataTransfer,
// FileReader and object URLs. The file chooser and the system's drag are outside the page (no engine's
// driver here opens them), so a pick and a drop hand the page a real DataTransfer, as the browser does
// once the person chose or dropped a file; everything after that is the page's own. (A paste is not
// here: Firefox empties the files of a ClipboardEvent a script makes; paste.browser.test.tsx pastes
// for real in Chromium, and jsdom's tests paste.)

const SHOT: QuestionItem = {
  id: "shot",
  question: "Which screen is wrong?",
  type: "Text",
  attachments: { accept: ["image/*"], maxFiles: 2, maxBytes: 100_000 },
};

function transferOf(...files: File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** What the browser does once the person dropped files on the element. */
function drop(target: Element, file: File) {
  const dataTransfer = transferOf(file);
  target.dispatchEvent(new DragEvent("dragover", { dataTransfer, bubbles: true, cancelable: true }));
  target.dispatchEvent(new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true }));
}

/** What the browser does once the person chose files in the chooser. */
/** The files part is a chunk of its own: its button shows once it is in, as a person sees it. */
async function filesShown() {
  await expect.element(page.getByRole("button", { name: "Attach files" }).first()).toBeVisible();
}

function choose(container: Element, ...files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  input.files = transferOf(...files).files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("a person attaches a screenshot", () => {
  it("picks it, sees the chip, removes it, drops it again, and the answer carries a data:image/png URL", async () => {
    const onSubmit = vi.fn<(answers: AnswerItem[]) => void>();
    const screen = await render(
      <ThemePage theme="light">
        <QuestionForm questions={[SHOT]} onSubmit={onSubmit} />
      </ThemePage>,
    );
    const box = screen.getByRole("textbox", { name: /Which screen/ });
    await userEvent.type(box, "This one");
    await filesShown();
    choose(screen.container, await screenshotPng());
    const chip = screen.getByRole("listitem").filter({ hasText: "screen.png" });
    await expect.element(chip).toBeVisible();
    await expect.element(chip).toHaveAttribute("data-state", "ready");
    // The thumbnail is the image itself, decoded by the browser from its object URL.
    const thumbnail = chip.element().querySelector("img") as HTMLImageElement;
    await expect.poll(() => thumbnail.naturalWidth).toBe(24);
    expect(thumbnail.src).toMatch(/^blob:/);
    await expect.element(screen.getByRole("status").filter({ hasText: "screen.png attached" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove screen.png" }));
    await expect.element(screen.getByRole("list", { name: "Attached files" })).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Attach files" })).toHaveFocus();

    drop(box.element(), await screenshotPng());
    await expect
      .element(screen.getByRole("listitem").filter({ hasText: "screen.png" }))
      .toHaveAttribute("data-state", "ready");
    await expect.element(box).toHaveValue("This one");

    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    const [item] = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(item).toMatchObject({ id: "shot", answer: "This one" });
    expect(item?.attachments).toHaveLength(1);
    expect(item?.attachments?.[0]).toMatchObject({ name: "screen.png", mediaType: "image/png" });
    expect(item?.attachments?.[0]?.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it("Tab reaches the pick button and each chip's remove button, in reading order", async () => {
    const screen = await render(<QuestionForm questions={[SHOT]} />);
    const box = screen.getByRole("textbox", { name: /Which screen/ });
    await filesShown();
    choose(screen.container, await screenshotPng("a.png"), await screenshotPng("b.png"));
    await expect.element(screen.getByRole("button", { name: "Remove b.png" })).toBeVisible();
    (box.element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Attach files" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Remove a.png" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Remove b.png" })).toHaveFocus();
    // Enter on a remove button removes that file.
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("button", { name: "Remove b.png" })).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Attach files" })).toHaveFocus();
  });

  it.each(["light", "dark"] as const)(
    "axe finds nothing with chips and with a refused file's error (%s)",
    async (theme) => {
      const screen = await render(
        <ThemePage theme={theme}>
          <QuestionForm questions={[SHOT]} />
        </ThemePage>,
      );
      const box = screen.getByRole("textbox", { name: /Which screen/ });
      await filesShown();
      choose(screen.container, await screenshotPng());
      await expect
        .element(screen.getByRole("listitem").filter({ hasText: "screen.png" }))
        .toHaveAttribute("data-state", "ready");
      expect(await violations(screen.container)).toEqual([]);
      drop(box.element(), new File(["plain"], "notes.txt", { type: "text/plain" }));
      await expect
        .element(screen.getByText("notes.txt was not attached: this question takes image/*", { exact: false }).first())
        .toBeVisible();
      expect(await violations(screen.container)).toEqual([]);
    },
  );
});
