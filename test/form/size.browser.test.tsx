import "../../src/styles.css";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionForm, type QuestionOutput } from "../../src/index.ts";
import { DEFAULT_LIMITS, validateAnswers } from "../../src/protocol/index.ts";

// Absurd payloads from a runaway model: the default limits turn them into a clear
// `too_large` panel, and a host that raises the limits still gets a usable form.
// What a person gets is checked here (it mounts, typing lands, picks count, it sends);
// how fast is bench/'s business, as ratios within one run, never a wall-clock limit here.

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

/** Renders in a chat-wide column and waits for layout and a painted frame. */
let mounted = 0;
async function mount(element: ReactElement) {
  const testId = `column-${++mounted}`;
  const screen = await render(
    <div data-testid={testId} style={{ width: COLUMN_WIDTH }}>
      {element}
    </div>,
  );
  const column = screen.getByTestId(testId).element() as HTMLElement;
  await painted();
  return { screen, column };
}

function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Types into `box` and waits for the frame that shows it. */
async function typeInto(box: HTMLElement, text: string) {
  await userEvent.type(box, text);
  await painted();
}

const oversized = [
  ["1,000 questions", manyQuestions(1000), "maxQuestions"],
  ["1,000 options", manyOptions(1000), "maxOptions"],
  ["a 100,000-character question", longQuestion(100_000), "maxLength"],
] as const;

describe("with the default limits", () => {
  it("the largest accepted batch mounts whole and takes typing in its last question", async () => {
    const { column } = await mount(<QuestionForm questions={manyQuestions(DEFAULT_LIMITS.maxQuestions)} />);
    expect(column.querySelector(".qf-invalid")).toBeNull();
    expect(column.querySelectorAll(".qf-question")).toHaveLength(DEFAULT_LIMITS.maxQuestions);
    const boxes = column.querySelectorAll("textarea");
    const last = boxes[boxes.length - 1] as HTMLTextAreaElement;
    await typeInto(last, "typed at the end");
    expect(last).toHaveValue("typed at the end");
    expect(last).toHaveFocus();
    expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
  });

  it.each(oversized)("%s: shows the too_large panel at once, and reports it to the host", async (_name, questions) => {
    const onInvalid = vi.fn();
    const { column } = await mount(<QuestionForm questions={questions} onInvalid={onInvalid} />);
    const panel = column.querySelector(".qf-invalid[role=alert]");
    expect(panel).not.toBeNull();
    expect(panel?.querySelector("[data-code=too_large]")).not.toBeNull();
    expect(column.querySelector("form")).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0].map((issue: { code: string }) => issue.code)).toContain("too_large");
    expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
  });
});

describe("with the limits raised by the host", () => {
  const unlimited = { maxQuestions: Infinity, maxOptions: Infinity, maxLength: Infinity };

  it.each(oversized)(
    "%s: mounts, takes typing and picks, and sends",
    async (_name, questions) => {
      const onSubmit = vi.fn<(answers: AnswerItem[], output: QuestionOutput) => void>();
      const { column } = await mount(<QuestionForm questions={questions} limits={unlimited} onSubmit={onSubmit} />);
      expect(column.querySelector(".qf-invalid")).toBeNull();

      const boxes = column.querySelectorAll("textarea");
      if (boxes.length > 0) {
        const last = boxes[boxes.length - 1] as HTMLTextAreaElement;
        await typeInto(last, "an answer");
        expect(last).toHaveValue("an answer");
      } else {
        // Found through the DOM: Playwright's role locators would spend seconds naming 2,000 controls.
        const lastRadio = Array.from(column.querySelectorAll<HTMLElement>("[role=radio]")).at(-1) as HTMLElement;
        const firstCheckbox = column.querySelector<HTMLElement>("[role=checkbox]") as HTMLElement;
        await userEvent.click(lastRadio);
        await userEvent.click(firstCheckbox);
        expect(lastRadio).toHaveAttribute("aria-checked", "true");
        expect(firstCheckbox).toHaveAttribute("aria-checked", "true");
      }
      await userEvent.click(column.querySelector("button[type=submit]") as HTMLElement);
      await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
      const [answers, output] = onSubmit.mock.calls[0] ?? [];
      // Checked with the same raised limits: the defaults would call 1,000 answers too_large.
      expect(validateAnswers(output?.questions ?? [], answers, { limits: unlimited })).toEqual([]);
      expect(column.querySelector("form")?.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
    },
    60_000,
  );
});
