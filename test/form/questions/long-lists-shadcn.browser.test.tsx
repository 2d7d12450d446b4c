import "../../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import * as OnRadix from "../../../registry/question-form/question-form.tsx";
import type { QuestionItem } from "../../../src/index.ts";
import { LookFrame } from "../../../stories/shadcn/ShadcnStates.tsx";
import { REGISTRY_ON } from "../../../stories/shadcn/styles/registry.ts";

// A long list with the host's radio group (the shadcn registry item's, on Radix and on Base UI's base-nova): with a
// filter box the group renders onto the options' element, not the fieldset, so the box stays outside
// the radiogroup. The group's own classes then land where the options are laid out: their rows keep
// the pitch of a short list's.

const NAMES = Array.from({ length: 40 }, (_, index) => `Region ${index + 1}`);
const QUESTIONS: QuestionItem[] = [
  { id: "region", type: "SingleChoice", question: "Which region?", options: NAMES, recommended: "Region 1" },
  { id: "size", type: "SingleChoice", question: "Which size?", options: ["S", "M", "L"], recommended: "M" },
];

/** The distance from one option row's top to the next's, in a question's radiogroup. */
function pitch(group: Element): number {
  const [first, second] = [...group.querySelectorAll('[data-slot="option"]')].map(
    (row) => row.getBoundingClientRect().top,
  );
  return (second ?? 0) - (first ?? 0);
}

describe.each([
  { base: "Radix", look: "shadcn" as const, Form: OnRadix.QuestionForm },
  { base: "Base UI (base-nova)", look: "base-nova" as const, Form: REGISTRY_ON["base-nova"].QuestionForm },
])("the shadcn registry's form on $base, with a long list", ({ look, Form }) => {
  it("puts the filter box beside the host's radio group, spaces its rows as a short list's, and arrows pick", async () => {
    await render(
      <div data-testid="frame" style={{ inlineSize: 480 }}>
        <LookFrame look={look} dark={false}>
          <Form questions={QUESTIONS} />
        </LookFrame>
      </div>,
    );
    const form = page.getByTestId("frame");
    const long = form.getByRole("radiogroup", { name: "Which region?" });
    await expect.element(long).toBeVisible();
    expect(long.element().querySelector('[role="searchbox"], input[type="search"]')).toBeNull();
    const box = form.getByRole("group", { name: "Which region?" }).getByRole("searchbox", { name: "Filter options" });
    await expect.element(box).toBeVisible();
    const short = form.getByRole("radiogroup", { name: "Which size?" });
    // The group's grid is the options' layout; on a short list's fieldset, the fieldset stays a block.
    expect(getComputedStyle(long.element()).display).toBe("grid");
    expect(long.element().classList.contains("block")).toBe(false);
    expect(short.element().tagName).toBe("FIELDSET");
    expect(getComputedStyle(short.element()).display).toBe("block");
    expect(pitch(long.element())).toBeGreaterThan(0);
    expect(pitch(long.element())).toBeCloseTo(pitch(short.element()), 0);
    await userEvent.click(box);
    await userEvent.keyboard("Region 3");
    await userEvent.tab();
    await expect.element(long.getByRole("radio", { name: "Region 3", exact: true })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(long.getByRole("radio", { name: "Region 30" })).toBeChecked();
  });
});
