import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import type { QuestionItem } from "../../src/index.ts";
import { LookFrame } from "../../stories/shadcn/ShadcnStates.tsx";
import { REGISTRY_ON } from "../../stories/shadcn/styles/registry.ts";

// The registry item beside shadcn's own parts in base-nova, shadcn's default style (Base UI), in
// numbers: each of our parts measured against the stock part of the same kind drawn above it
// (StockParts, `data-stock`), so a person cannot tell them apart. The pictures of the same:
// shadcn.visual.test.tsx (`base-nova-*`). The one-line fields, the option pitch (checkboxes too),
// unchecked controls' fill and invalid radios' mark are measured in shadcn-look.browser.test.tsx.

/** A choice with Other (required) and a multiple choice. */
const QUESTIONS: QuestionItem[] = [
  {
    id: "language",
    question: "Which language?",
    type: "SingleChoice",
    options: ["TypeScript", "Python", "Go"],
    recommended: "TypeScript",
    allowOther: true,
  },
  { id: "checks", question: "Which checks?", type: "MultiChoice", options: ["Lint", "Test"], required: false },
];

/** An MCP server's request for a typed one-line field (an email): what the form's Input draws. */
const EMAIL = {
  mode: "form",
  message: "Where should the report go?",
  requestedSchema: {
    type: "object",
    properties: { contact: { type: "string", title: "Contact email", format: "email" } },
    required: ["contact"],
  },
} as const;

/** The registry item's form (the choices) or its MCP form (the typed field), under base-nova's own parts. */
async function show(what: "choices" | "typed" = "choices") {
  const { QuestionForm, ElicitationForm } = REGISTRY_ON["base-nova"];
  await page.viewport(840, 1400);
  await render(
    <div data-testid="frame" style={{ inlineSize: 800 }}>
      <LookFrame look="base-nova" dark={false}>
        {what === "choices" ? (
          <QuestionForm questions={QUESTIONS} onSubmit={() => undefined} />
        ) : (
          <ElicitationForm request={EMAIL} serverName="reports" onSubmit={() => undefined} />
        )}
      </LookFrame>
    </div>,
  );
  // The form renders once its parts have loaded: wait for its Submit, as a person would.
  await expect.element(page.getByRole("button", { name: "Submit" })).toBeVisible();
  const frame = page.getByTestId("frame").element() as HTMLElement;
  const stock = (name: string) => frame.querySelector(`[data-stock="${name}"]`) as HTMLElement;
  const form = frame.querySelector("form") as HTMLElement;
  return { frame, form, stock };
}

const box = (element: Element) => element.getBoundingClientRect();

/** The spread layers of a box-shadow (Tailwind's rings): each `<colour> 0px 0px 0px <width>` wider than 0. */
const ringOf = (shadow: string) =>
  shadow
    .split(/,(?![^(]*\))/)
    .map((layer) => layer.trim())
    .filter((layer) => / 0px 0px 0px [1-9]/.test(layer));

/** Once the element's transitions (a focus ring fading in, a border changing colour) have ended. */
const settled = async (element: Element) => {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  return element;
};
const style = (element: Element) => getComputedStyle(element);

describe("the registry item beside base-nova's own parts", () => {
  it("draws Submit as the app's Button: its height, radius and fill", async () => {
    const { form, stock } = await show();
    const submit = page.getByRole("button", { name: "Submit" }).element();
    expect(form.contains(submit)).toBe(true);
    const button = stock("button");
    expect(box(submit).height).toBe(box(button).height);
    expect(box(submit).height).toBe(32);
    expect(style(submit).borderTopLeftRadius).toBe(style(button).borderTopLeftRadius);
    expect(style(submit).backgroundColor).toBe(style(button).backgroundColor);
  });

  it("draws radios and checkboxes as the app's: their size, radius and border", async () => {
    const { form, stock } = await show();
    const ours = form.querySelector('[role="radio"]') as HTMLElement;
    const theirs = stock("radio-group").querySelector('[role="radio"]:not([data-checked])') as HTMLElement;
    expect(`${box(ours).width}x${box(ours).height}`).toBe(`${box(theirs).width}x${box(theirs).height}`);
    expect(style(ours).borderTopLeftRadius).toBe(style(theirs).borderTopLeftRadius);
    expect(style(ours).borderTopColor).toBe(style(theirs).borderTopColor);
    const ourBox = form.querySelector('[role="checkbox"]') as HTMLElement;
    const theirBox = page.getByRole("checkbox", { name: "Not ticked" }).element();
    expect(`${box(ourBox).width}x${box(ourBox).height}`).toBe(`${box(theirBox).width}x${box(theirBox).height}`);
    expect(style(ourBox).borderTopLeftRadius).toBe(style(theirBox).borderTopLeftRadius);
  });

  it("draws the typed one-line field on the app's Input's fill (transparent on the page)", async () => {
    const { stock } = await show("typed");
    const ours = page.getByRole("textbox", { name: /Contact email/ }).element();
    expect(style(ours).backgroundColor).toBe(style(stock("input")).backgroundColor);
  });

  it("focuses the typed field with the app's ring: ring-3 ring-ring/50, the ring's border, no outline", async () => {
    const { stock } = await show("typed");
    await userEvent.click(stock("input"));
    const theirs = style(await settled(stock("input")));
    const ring = { ring: ringOf(theirs.boxShadow), border: theirs.borderTopColor, outline: theirs.outlineStyle };
    expect(ring.ring).toEqual(["oklab(0.708 0 0 / 0.5) 0px 0px 0px 3px"]);
    await userEvent.click(page.getByRole("textbox", { name: /Contact email/ }));
    const ours = style(await settled(page.getByRole("textbox", { name: /Contact email/ }).element()));
    expect({ ring: ringOf(ours.boxShadow), border: ours.borderTopColor, outline: ours.outlineStyle }).toEqual(ring);
  });
});
