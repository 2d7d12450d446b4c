import "../../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm, type QuestionItem } from "../../../src/index.ts";
import { screenshotPng } from "../../support/screenshotPng.ts";

// The files of an answer as a picture (SPEC §16): two chips (an image with its thumbnail, a PDF),
// and a refused file named in the error slot, in both themes at a chat column's 360 px.

const SHOT: QuestionItem = {
  id: "shot",
  question: "Which screen is wrong?",
  type: "Text",
  purpose: "Paste, drop or attach a screenshot.",
  attachments: { accept: ["image/*", "application/pdf"], maxFiles: 3, maxBytes: 2 * 1024 * 1024 },
};

const PAGE = {
  light: { background: "#ffffff", color: "#1b1f24" },
  dark: { background: "#14171c", color: "#e8eaed" },
} as const;

/** The files part is a chunk of its own: its button shows once it is in, as a person sees it. */
async function filesShown() {
  await expect.element(page.getByRole("button", { name: "Attach files" }).first()).toBeVisible();
}

function choose(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("files in an answer, as pictures", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`chips and a refused file, ${theme}`, async () => {
      await page.viewport(400, 1000);
      const screen = await render(
        <div
          data-testid="frame"
          style={{
            ...PAGE[theme],
            colorScheme: theme,
            fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
            inlineSize: 360,
            boxSizing: "border-box",
            padding: 16,
          }}
        >
          <QuestionForm questions={[SHOT]} />
        </div>,
      );
      await userEvent.type(
        screen.getByRole("textbox", { name: /Which screen/ }),
        "The login page: the button is cut off",
      );
      await filesShown();
      choose(
        await screenshotPng("login-screen.png", {
          width: 64,
          height: 40,
          // A blue page with a red box, as a screenshot's thumbnail.
          paint: [{ color: "#dbe7ff" }, { color: "#d1242f", at: [20, 12, 24, 16] }],
        }),
        new File([new Uint8Array(312_000)], "audit-report-2026-q4.pdf", { type: "application/pdf" }),
        new File(["zip"], "logs.zip", { type: "application/zip" }),
      );
      await expect.element(screen.getByRole("listitem").nth(1)).toHaveAttribute("data-state", "ready");
      const thumbnail = document.querySelector<HTMLImageElement>('[data-slot="file-thumbnail"]') as HTMLImageElement;
      await expect.poll(() => thumbnail.complete && thumbnail.naturalWidth).toBe(64);
      (document.activeElement as HTMLElement | null)?.blur();
      await expect(page.getByTestId("frame")).toMatchScreenshot(`files-chips-${theme}-360`);
    });
  }
});
