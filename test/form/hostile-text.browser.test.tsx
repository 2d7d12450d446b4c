import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionCall, QuestionForm, validateQuestionInput } from "../../src/index.ts";
import "../../src/styles.css";
import {
  type HostileText,
  hostileBatch,
  hostileTexts,
  markupPayloads,
  PLACES_PER_BATCH,
  PWNED_FLAG,
  PWNED_SELECTOR,
  tenThousandCharacterWord,
} from "../support/hostile.ts";

// A phone-width chat column: the narrowest place the form is embedded.
const COLUMN_WIDTH = 360;

declare global {
  interface Window {
    [PWNED_FLAG]?: unknown;
  }
}

beforeEach(() => {
  delete window[PWNED_FLAG];
});
afterEach(() => {
  delete window[PWNED_FLAG];
});

/**
 * The payloads that run as soon as they are parsed as HTML: an image that fails, a frame's script, a
 * toggle. (Chromium runs no SVG onload from HTML parsed into the page: it would never come.)
 */
const runOnParse = markupPayloads.filter((payload) => /onerror|srcdoc|ontoggle/.test(payload.text));

/**
 * Waits until the browser has had its chance to run a payload, with no timer: the same payloads,
 * parsed as HTML on purpose into a box added after the form, each setting a flag of its own. Once
 * every one of them has run, the same events (the same failing `src=x`, the frame's load, the toggle)
 * have fired for any payload element the form created earlier.
 */
async function payloadsHadTheirChance() {
  const flags = runOnParse.map((_, index) => `__canary${index}` as const);
  const canary = document.createElement("div");
  canary.innerHTML = runOnParse
    .map((payload, index) => payload.text.replaceAll(PWNED_FLAG, flags[index] as string).replaceAll("data-pwned", ""))
    .join("");
  document.body.append(canary);
  const record = window as unknown as Record<string, unknown>;
  try {
    // A bound for a loaded machine, not a wait: the poll ends as soon as the last flag is set.
    await expect.poll(() => flags.filter((flag) => record[flag] === undefined), { timeout: 10_000 }).toEqual([]);
  } finally {
    canary.remove();
    for (const flag of flags) delete record[flag];
  }
}

/** Innermost elements whose whole text is exactly `text` (a wrapper around one of them is not counted again). */
function placesShowing(root: Element, text: string): Element[] {
  return Array.from(root.querySelectorAll("*")).filter(
    (element) =>
      element.textContent === text && !Array.from(element.children).some((child) => child.textContent === text),
  );
}

function expectNothingExecuted() {
  expect(window[PWNED_FLAG]).toBeUndefined();
  expect(document.querySelector(PWNED_SELECTOR)).toBeNull();
}

/** Nothing in the form is wider than the form itself (no horizontal scrolling, nothing cut off). */
function expectNoOverflow(column: HTMLElement) {
  const form = column.querySelector("form");
  expect(form).not.toBeNull();
  if (!form) return;
  expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
  expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  const formRight = form.getBoundingClientRect().right;
  for (const element of form.querySelectorAll<HTMLElement>("*")) {
    expect(element.scrollWidth, `${element.className || element.tagName} scrolls sideways`).toBeLessThanOrEqual(
      element.clientWidth || element.scrollWidth,
    );
    expect(
      element.getBoundingClientRect().right,
      `${element.className || element.tagName} sticks out`,
    ).toBeLessThanOrEqual(formRight + 0.5);
  }
}

async function renderHostile(payload: HostileText, seed: number, onSubmit: (answers: AnswerItem[]) => void = () => {}) {
  const screen = await render(
    <div data-testid="column" style={{ width: COLUMN_WIDTH }}>
      <QuestionForm questions={hostileBatch(payload.text, seed)} onSubmit={onSubmit} />
    </div>,
  );
  const column = screen.getByTestId("column").element() as HTMLElement;
  return { column };
}

describe("model text in a real browser", () => {
  it.each(hostileTexts.map((payload, seed) => [payload.name, payload, seed] as const))(
    "%s: shown as written, never executed, no overflow, answers tagged with the hostile ids",
    async (_name, payload, seed) => {
      let sent: unknown;
      const { column } = await renderHostile(payload, seed, (answers) => {
        sent = answers;
      });
      expect(column.querySelector(".qf-invalid")).toBeNull();
      expect(placesShowing(column, payload.text)).toHaveLength(PLACES_PER_BATCH);
      expectNoOverflow(column);

      // The error summary and inline errors are wired by id next to hostile question ids: follow every link.
      await userEvent.click(column.querySelector("button[type=submit]") as HTMLElement);
      const links = Array.from(column.querySelectorAll<HTMLAnchorElement>(".qf-error-summary a"));
      expect(links).toHaveLength(4);
      // Followed from the keyboard: a pointer click lands on the middle of the link's box, which for a
      // link wrapped over four lines is the gap between two lines in WebKit (its WebDriver clicks there).
      for (const link of links) {
        link.focus();
        await userEvent.keyboard("{Enter}");
        expect(document.activeElement?.closest(".qf-question")).not.toBeNull();
        expect(column.contains(document.activeElement)).toBe(true);
      }
      expectNoOverflow(column);

      const [text, single, multi, yesNo] = Array.from(column.querySelectorAll(".qf-question"));
      await userEvent.fill(text?.querySelector("textarea") as HTMLElement, "fine");
      // The payload is the second option of the SingleChoice and the first of the MultiChoice.
      await userEvent.click(single?.querySelectorAll("[role=radio]")[1] as HTMLElement);
      await userEvent.click(multi?.querySelectorAll("[role=checkbox]")[0] as HTMLElement);
      await userEvent.click(yesNo?.querySelectorAll("[role=radio]")[0] as HTMLElement);
      await userEvent.click(column.querySelector("button[type=submit]") as HTMLElement);
      const ids = hostileBatch(payload.text, seed).map((question) => (question as { id: string }).id);
      await expect
        .poll(() => sent)
        .toEqual([
          { id: ids[0], answer: "fine" },
          { id: ids[1], selected: [payload.text] },
          { id: ids[2], selected: [payload.text] },
          { id: ids[3], answer: "Yes" },
        ]);
      // The read-only view after sending still shows the model's text as text.
      expect(placesShowing(column, payload.text).length).toBeGreaterThanOrEqual(4);
      expectNoOverflow(column);
      await payloadsHadTheirChance();
      expectNothingExecuted();
    },
  );

  it("wraps the 10,000-character word inside the column when the host raises maxLength", async () => {
    const screen = await render(
      <div data-testid="wide-word" style={{ width: COLUMN_WIDTH }}>
        <QuestionForm questions={hostileBatch(tenThousandCharacterWord.text)} limits={{ maxLength: 10_000 }} />
      </div>,
    );
    const column = screen.getByTestId("wide-word").element() as HTMLElement;
    expect(placesShowing(column, tenThousandCharacterWord.text)).toHaveLength(PLACES_PER_BATCH);
    expectNoOverflow(column);
  });

  it("shows every payload as text in the answered receipt, expanded or not, within the column", async () => {
    for (const [seed, payload] of hostileTexts.entries()) {
      const batch = hostileBatch(payload.text, seed);
      const checked = validateQuestionInput({ questions: batch });
      if (!checked.ok) throw new Error(`${payload.name} must be valid`);
      const ids = checked.value.questions.map((question) => question.id);
      const testId = `receipt-${seed}`;
      const screen = await render(
        <div data-testid={testId} style={{ width: COLUMN_WIDTH }}>
          <QuestionCall
            input={batch}
            outcome={{
              kind: "answered",
              output: {
                questions: checked.value.questions,
                answers: [
                  { id: ids[0] as string, answer: payload.text },
                  { id: ids[1] as string, selected: [payload.text] },
                  { id: ids[2] as string, selected: [payload.text] },
                  { id: ids[3] as string, answer: "No" },
                ],
              },
            }}
          />
        </div>,
      );
      const column = screen.getByTestId(testId).element() as HTMLElement;
      // Four questions and three answers in the receipt.
      expect(placesShowing(column, payload.text).length, payload.name).toBeGreaterThanOrEqual(7);
      expectNoOverflow(column);
      await userEvent.click(column.querySelector("button[aria-expanded]") as HTMLElement);
      expectNoOverflow(column);
    }
    await payloadsHadTheirChance();
    expectNothingExecuted();
  }, 60_000);

  // A control: the same checks catch these payloads when something does render them as HTML.
  it("would notice a payload rendered as HTML", async () => {
    const screen = await render(
      <div>
        {markupPayloads.map((payload) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the control renders the payloads as HTML on purpose
          <div key={payload.name} dangerouslySetInnerHTML={{ __html: payload.text }} />
        ))}
      </div>,
    );
    await expect.poll(() => window[PWNED_FLAG]).toBe(1);
    const executing = markupPayloads.filter((payload) => payload.text.includes("data-pwned"));
    expect(screen.container.querySelectorAll(PWNED_SELECTOR).length).toBeGreaterThanOrEqual(executing.length);
  });
});
