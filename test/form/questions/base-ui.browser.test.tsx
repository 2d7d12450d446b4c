import "../../../src/styles.css";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Checkbox as RadixCheckbox } from "@/components/ui/checkbox";
import { RadioGroup as RadixRadioGroup, RadioGroupItem as RadixRadioGroupItem } from "@/components/ui/radio-group";
import { type AnswerItem, QuestionForm, type QuestionFormComponents } from "../../../src/index.ts";
import { Checkbox } from "../../../stories/shadcn/styles/base-nova/checkbox.tsx";
import { RadioGroup, RadioGroupItem } from "../../../stories/shadcn/styles/base-nova/radio-group.tsx";

// shadcn's parts on Base UI (@base-ui/react, shadcn's default base since July 2026) given as they are
// through `components`, in Chromium: Base UI's group is the question's fieldset (no wrapper), a click,
// a label and an arrow key pick, checkboxes tick, the answers are sent, and React warns of nothing.
// The same page with shadcn's Radix parts, for comparison.

const QUESTIONS = [
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "TypeScript",
  },
  { id: "ci", question: "Which checks?", type: "MultiChoice", options: ["Lint", "Test"] },
  { id: "git", question: "Initialise git?", type: "YesNo" },
];

const BASE_UI: Partial<QuestionFormComponents> = { RadioGroup, Radio: RadioGroupItem, Checkbox };
const RADIX: Partial<QuestionFormComponents> = {
  RadioGroup: RadixRadioGroup,
  Radio: RadixRadioGroupItem,
  Checkbox: RadixCheckbox,
};

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  errors.mockRestore();
});

describe.each([
  { base: "Base UI", components: BASE_UI, checkedAttribute: "data-checked" },
  { base: "Radix", components: RADIX, checkedAttribute: "data-state" },
])("shadcn's parts on $base through components", ({ base, components, checkedAttribute }) => {
  it("make the question's fieldset the radio group, with the library's own radios", async () => {
    const screen = await render(<QuestionForm questions={QUESTIONS} components={components} />);
    const group = screen.getByRole("radiogroup", { name: "Which language?" });
    await expect.element(group).toBeVisible();
    // The group is our fieldset (its legend is the question), not a div around it.
    expect(group.element().tagName).toBe("FIELDSET");
    expect(group.element().closest("[data-slot=radio-group]")).toBeNull();
    const radio = screen.getByRole("radio", { name: "Rust" }).element();
    expect(radio.getAttribute("data-slot")).toBe("radio");
    // Base UI's radio is a span beside a hidden input; Radix's a button.
    expect(radio.tagName).toBe(base === "Base UI" ? "SPAN" : "BUTTON");
    expect(radio.hasAttribute(checkedAttribute)).toBe(base === "Radix");
  });

  it("pick an option by a click, by its label, and by an arrow key; tick by a click and Space", async () => {
    const sent = vi.fn<(answers: AnswerItem[]) => void>();
    const screen = await render(<QuestionForm questions={QUESTIONS} components={components} onSubmit={sent} />);
    await screen.getByRole("radio", { name: "Rust" }).click();
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Rust" }).element().hasAttribute("data-checked")).toBe(base === "Base UI");
    // The label, where a person clicks (its row-wide ::after covers the text: force the click through).
    await screen.getByText("Go", { exact: true }).click({ force: true });
    await expect.element(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    await expect.element(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();
    // Held down, as a person presses it (Radix picks only while the key is down: TOOLCHAIN).
    await expect.element(screen.getByRole("radio", { name: "Go" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp>}");
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    await userEvent.keyboard("{/ArrowUp}");
    await screen.getByRole("checkbox", { name: "Lint" }).click();
    await expect.element(screen.getByRole("checkbox", { name: "Lint" })).toBeChecked();
    (screen.getByRole("checkbox", { name: "Test" }).element() as HTMLElement).focus();
    await userEvent.keyboard(" ");
    await expect.element(screen.getByRole("checkbox", { name: "Test" })).toBeChecked();
    await screen.getByRole("radio", { name: "Yes" }).click();
    await screen.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => sent.mock.calls.length).toBe(1);
    expect(sent.mock.calls[0]?.[0]).toEqual([
      { id: "lang", selected: ["Rust"] },
      { id: "ci", selected: ["Lint", "Test"] },
      { id: "git", answer: "Yes" },
    ]);
    // Not one React warning: no `asChild` or `render` on a DOM element, no unknown prop.
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
