import * as RadixCheckbox from "@radix-ui/react-checkbox";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { QuestionReader } from "../../src/form/engine/useQuestionForm.ts";
import {
  DEFAULT_LABELS,
  QuestionCall,
  type QuestionCheckboxProps,
  QuestionForm,
  type QuestionFormProps,
  type QuestionRadioProps,
} from "../../src/index.ts";
import { isBlank } from "../../src/protocol/blank.ts";
import { BATCH } from "../support/batch.ts";

// How much work the form does, counted (never timed): what it need not redo, it must not.

// Every label a host passes goes through the blank rule when it is merged over the defaults, so the
// calls with a label's own text count the merges.
vi.mock("../../src/protocol/blank.ts", async (importOriginal) => {
  const blank = await importOriginal<typeof import("../../src/protocol/blank.ts")>();
  return { ...blank, isBlank: vi.fn(blank.isBlank) };
});
const LABEL = "Send these answers";
const LABEL_TEXTS = new Set([LABEL, ...Object.values(DEFAULT_LABELS)]);
const merges = () => vi.mocked(isBlank).mock.calls.filter(([text]) => LABEL_TEXTS.has(text)).length;

describe("labels", () => {
  beforeEach(() => {
    vi.mocked(isBlank).mockClear();
  });

  it.each([
    ["QuestionForm", QuestionForm],
    ["QuestionCall", ({ questions, ...props }: QuestionFormProps) => <QuestionCall input={questions} {...props} />],
  ])("%s merges the host's labels once, not on every keystroke nor every host render", async (_, Form) => {
    const user = userEvent.setup();
    const { rerender } = render(<Form questions={structuredClone(BATCH)} labels={{ submit: LABEL }} />);
    expect(screen.getByRole("button", { name: LABEL })).toBeInTheDocument();
    vi.mocked(isBlank).mockClear();
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    rerender(<Form questions={structuredClone(BATCH)} labels={{ submit: LABEL }} />);
    expect(merges()).toBe(0);
    // A new label is merged, and shown.
    rerender(<Form questions={structuredClone(BATCH)} labels={{ submit: "Send" }} />);
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  it("merges nothing on a keystroke with the default labels either", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={structuredClone(BATCH)} />);
    vi.mocked(isBlank).mockClear();
    await user.type(screen.getByRole("textbox"), "billing");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    expect(merges()).toBe(0);
  });
});

describe("checks", () => {
  /**
   * Walks a batch of `count` optional Text questions through the steps layout, then counts how often
   * the questions' ids are read while the review's Submit checks the whole batch and sends it.
   */
  async function idReadsOnSubmit(count: number) {
    let reads = 0;
    const questions = Array.from({ length: count }, (_, index) => ({
      get id() {
        reads += 1;
        return `q${index}`;
      },
      question: `Question ${index + 1}?`,
      type: "Text" as const,
      required: false,
    }));
    const format: QuestionReader = () => ({ ok: true, value: { questions } });
    const user = userEvent.setup();
    const view = render(<QuestionForm questions={[]} reader={format} layout="steps" />);
    for (let step = 0; step < count; step++) await user.click(await screen.findByRole("button", { name: "Next" }));
    reads = 0;
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("status")).toHaveTextContent("Answers sent");
    view.unmount();
    return reads;
  }

  it("the steps review checks the batch in one pass: its work grows with the batch, not with its square", async () => {
    const small = await idReadsOnSubmit(10);
    const large = await idReadsOnSubmit(40);
    // Four times the questions: about four times the work, never sixteen.
    expect(large / small).toBeLessThan(6);
  });

  it("a review whose batch has changed shows the first question that now fails, with its error alone", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const batch = (required: boolean) =>
      ["a", "b", "c"].map((id) => ({
        id,
        question: `Question ${id}?`,
        type: "Text",
        required: id !== "a" && required,
      }));
    const { rerender } = render(<QuestionForm questions={batch(false)} layout="steps" onSubmit={onSubmit} />);
    for (let step = 0; step < 3; step++) await user.click(await screen.findByRole("button", { name: "Next" }));
    // b and c must be answered now.
    rerender(<QuestionForm questions={batch(true)} layout="steps" onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Question b?" })).toHaveAccessibleDescription("Enter an answer");
    expect(
      within(screen.getByRole("alert"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Question b? — Enter an answer"]);
  });
});

// A host's radio (a Radix RadioGroup.Item, as shadcn's is) that counts its renders and its mounts by option.
const radioRenders = vi.fn();
const radioMounts = vi.fn();
function CountedRadio({ checked: _fromGroup, ...item }: QuestionRadioProps) {
  radioRenders(item.value);
  useEffect(() => radioMounts(item.value), [item.value]);
  return <RadioGroup.Item {...item} />;
}

// The same for a host's checkbox (a Radix Checkbox, as shadcn's is).
const boxRenders = vi.fn();
const boxMounts = vi.fn();
function CountedCheckbox(props: QuestionCheckboxProps) {
  boxRenders(props.value);
  useEffect(() => boxMounts(props.value), [props.value]);
  return <RadixCheckbox.Root {...props} />;
}

describe("mount", () => {
  beforeEach(() => {
    radioRenders.mockClear();
  });

  it("renders each radio once: the radio group counting its radios after mount re-renders none of the options", () => {
    render(<QuestionForm questions={structuredClone(BATCH)} components={{ Radio: CountedRadio }} />);
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    // Radix's group sets its tab stop once its radios have mounted; our group is the question's
    // fieldset, and the options inside it are the same as they were.
    expect(screen.getByRole("radiogroup", { name: /Which language/ })).toHaveAttribute("tabindex", "0");
    expect(radioRenders.mock.calls.map(([value]) => value).sort()).toEqual(["Go", "No", "Rust", "TypeScript", "Yes"]);
  });

  it("still renders the radios again when what they show changes: a pick, the radio picked and the one it leaves", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={structuredClone(BATCH)} components={{ Radio: CountedRadio }} />);
    await user.click(screen.getByRole("radio", { name: "Go" }));
    radioRenders.mockClear();
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    expect(new Set(radioRenders.mock.calls.map(([value]) => value))).toEqual(new Set(["Go", "Rust"]));
    expect(radioRenders).not.toHaveBeenCalledWith("Yes");
  });
});

// Fifty options, the first 25 holding an "a" and the last 25 none: "a" in the filter hides the last 25
// and leaves the first 25 where they were (the same ids, the same shortcut keys).
const FIFTY = [
  ...Array.from({ length: 25 }, (_, index) => `Apple ${index + 1}`),
  ...Array.from({ length: 25 }, (_, index) => `Berry ${index + 26}`),
];

describe("a long list's filter", () => {
  beforeEach(() => {
    for (const counter of [radioRenders, radioMounts, boxRenders, boxMounts]) counter.mockClear();
  });

  it.each([
    ["SingleChoice", "radio", radioRenders, radioMounts],
    ["MultiChoice", "checkbox", boxRenders, boxMounts],
  ] as const)(
    "a %s's filter key re-renders no option whose row did not change, and re-creates none",
    async (type, role, renders, mounts) => {
      const user = userEvent.setup();
      render(
        <QuestionForm
          questions={[
            {
              id: "fruit",
              question: "Which fruit?",
              type,
              options: FIFTY,
              ...(type === "SingleChoice" && { recommended: "Apple 1" }),
            },
          ]}
          components={{ Radio: CountedRadio, Checkbox: CountedCheckbox }}
        />,
      );
      expect(screen.getAllByRole(role)).toHaveLength(50);
      expect(mounts).toHaveBeenCalledTimes(50);
      renders.mockClear();
      mounts.mockClear();
      // A narrowing key: the Berries leave the view; the Apples stay as they were.
      await user.type(screen.getByRole("searchbox", { name: "Filter options" }), "a");
      expect(screen.getAllByRole(role)).toHaveLength(25);
      expect(screen.queryByRole(role, { name: "Berry 26" })).toBeNull();
      // A widening key: the Berries come back.
      await user.keyboard("{Backspace}");
      expect(screen.getAllByRole(role)).toHaveLength(50);
      expect(screen.getByRole(role, { name: "Berry 26" })).toBeInTheDocument();
      expect(renders).not.toHaveBeenCalled();
      expect(mounts).not.toHaveBeenCalled();
    },
  );
});
