import "../../src/styles.css";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionForm, type QuestionOutput } from "../../src/index.ts";
import { DEFAULT_LIMITS, validateAnswers } from "../../src/protocol/index.ts";

// Absurd payloads from a runaway model: the default limits turn them into a clear
// `too_large` panel, and a host that raises the limits still gets a usable form.
// Budgets are generous (a loaded 2-core CI machine); the figures go to the README.

const COLUMN_WIDTH = 360;
const WORDS = "the quick brown fox jumps over a lazy dog while the model keeps writing ";

/** n questions of every type, ids q0…q(n-1); only the last one is required, so one answer sends them. */
function manyQuestions(count: number): unknown[] {
  const types = ["Text", "SingleChoice", "MultiChoice", "YesNo"] as const;
  return Array.from({ length: count }, (_, index) => {
    const type = types[index % 4] as (typeof types)[number];
    const item: Record<string, unknown> = {
      id: `q${index}`,
      question: `Question ${index + 1}?`,
      type: index === count - 1 ? "Text" : type,
      required: index === count - 1,
    };
    if (item.type === "SingleChoice") Object.assign(item, { options: ["A", "B", "C"], recommended: "B" });
    if (item.type === "MultiChoice") item.options = ["A", "B", "C"];
    return item;
  });
}

function manyOptions(count: number): unknown[] {
  const options = Array.from({ length: count }, (_, index) => `Option ${index + 1}`);
  return [
    { id: "one", question: "Pick one", type: "SingleChoice", options, recommended: options[count / 2] },
    { id: "some", question: "Pick some", type: "MultiChoice", options },
  ];
}

function longQuestion(length: number): unknown[] {
  const text = WORDS.repeat(Math.ceil(length / WORDS.length)).slice(0, length - 1);
  return [{ id: "long", question: `${text}?`, type: "Text", purpose: "Pasted by the model" }];
}

const figures: Record<string, number> = {};
function record(name: string, ms: number) {
  figures[name] = Math.round(ms);
  // The README's testing section quotes these lines.
  console.info(`size figure: ${name}: ${Math.round(ms)} ms`);
}

/** Renders and waits for layout and a painted frame, returning the column and the time taken. */
let mounted = 0;
async function mount(element: ReactElement) {
  const testId = `column-${++mounted}`;
  const started = performance.now();
  const screen = await render(
    <div data-testid={testId} style={{ width: COLUMN_WIDTH }}>
      {element}
    </div>,
  );
  const column = screen.getByTestId(testId).element() as HTMLElement;
  column.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return { screen, column, ms: performance.now() - started };
}

/** Time from a click on `control` to the next painted frame. */
async function pick(control: HTMLElement) {
  const started = performance.now();
  await userEvent.click(control);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - started;
}

/** Time from a key press in `box` to the next painted frame showing it. */
async function keystroke(box: HTMLElement) {
  const started = performance.now();
  await userEvent.type(box, "x");
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - started;
}

const oversized = [
  ["1,000 questions", manyQuestions(1000), "maxQuestions"],
  ["1,000 options", manyOptions(1000), "maxOptions"],
  ["a 100,000-character question", longQuestion(100_000), "maxLength"],
] as const;

describe("with the default limits", () => {
  it("the largest accepted batch mounts and types quickly", async () => {
    const baseline = await mount(<QuestionForm questions={manyQuestions(1)} />);
    // The first key press also warms up the test driver; measure the second.
    await keystroke(baseline.column.querySelector("textarea") as HTMLElement);
    const baselineKey = await keystroke(baseline.column.querySelector("textarea") as HTMLElement);
    record("1 question: mount", baseline.ms);
    record("1 question: keystroke to paint", baselineKey);

    const { column, ms } = await mount(<QuestionForm questions={manyQuestions(DEFAULT_LIMITS.maxQuestions)} />);
    record(`${DEFAULT_LIMITS.maxQuestions} questions: mount`, ms);
    const boxes = column.querySelectorAll("textarea");
    const key = await keystroke(boxes[boxes.length - 1] as HTMLElement);
    record(`${DEFAULT_LIMITS.maxQuestions} questions: keystroke to paint`, key);
    expect(ms).toBeLessThan(3000);
    expect(key).toBeLessThan(500);
  });

  it.each(oversized)("%s: shows the too_large panel at once, and reports it to the host", async (name, questions) => {
    const onInvalid = vi.fn();
    const { column, ms } = await mount(<QuestionForm questions={questions} onInvalid={onInvalid} />);
    record(`${name}, default limits: invalid panel`, ms);
    const panel = column.querySelector(".qf-invalid[role=alert]");
    expect(panel).not.toBeNull();
    expect(panel?.querySelector("[data-code=too_large]")).not.toBeNull();
    expect(column.querySelector("form")).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0].map((issue: { code: string }) => issue.code)).toContain("too_large");
    expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
    expect(ms).toBeLessThan(1000);
  });
});

describe("with the limits raised by the host", () => {
  const unlimited = { maxQuestions: Infinity, maxOptions: Infinity, maxLength: Infinity };

  it.each(oversized)(
    "%s: mounts, takes typing and picks, and sends",
    async (name, questions) => {
      const onSubmit = vi.fn<(answers: AnswerItem[], output: QuestionOutput) => void>();
      const { column, ms } = await mount(<QuestionForm questions={questions} limits={unlimited} onSubmit={onSubmit} />);
      record(`${name}, raised limits: mount`, ms);
      expect(column.querySelector(".qf-invalid")).toBeNull();

      const boxes = column.querySelectorAll("textarea");
      if (boxes.length > 0) {
        const key = await keystroke(boxes[boxes.length - 1] as HTMLElement);
        record(`${name}, raised limits: keystroke to paint`, key);
        expect(key).toBeLessThan(1000);
      } else {
        // Found through the DOM: Playwright's role locators would spend seconds naming 2,000 controls.
        const lastRadio = Array.from(column.querySelectorAll<HTMLElement>("[role=radio]")).at(-1) as HTMLElement;
        const firstCheckbox = column.querySelector<HTMLElement>("[role=checkbox]") as HTMLElement;
        record(`${name}, raised limits: pick an option`, await pick(lastRadio));
        record(`${name}, raised limits: tick a box`, await pick(firstCheckbox));
        expect(lastRadio).toHaveAttribute("aria-checked", "true");
        expect(firstCheckbox).toHaveAttribute("aria-checked", "true");
      }
      const started = performance.now();
      await userEvent.click(column.querySelector("button[type=submit]") as HTMLElement);
      await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
      record(`${name}, raised limits: submit`, performance.now() - started);
      const [answers, output] = onSubmit.mock.calls[0] ?? [];
      expect(validateAnswers(output?.questions ?? [], answers)).toEqual([]);
      expect(column.querySelector("form")?.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
      // About 3 ms per Radix control on a 2-core machine; the budget only catches a blow-up.
      expect(ms).toBeLessThan(20_000);
    },
    60_000,
  );
});
