import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LOOK_STATES, type Look, LookFrame } from "../../stories/shadcn/ShadcnStates.tsx";

// The look beside stock shadcn parts, in numbers each engine can draw differently (fonts, line
// breaks, flex sizing): the defects found putting the form next to a stock shadcn Card form. The
// pictures of the same states: shadcn.visual.test.tsx. Each check fails on the look before its fix.

const LOOKS: Look[] = ["shadcn", "default"];

/**
 * One of the shared states (stories/shadcn/ShadcnStates.tsx) in a 360 px chat column, acted on
 * unless `still` (an action that needs the stock parts drawn beside it in the pictures).
 */
async function show(name: string, look: Look, still = false) {
  const state = LOOK_STATES.find((each) => each.name === name);
  if (!state) throw new Error(`No state ${name}`);
  await render(
    <div
      data-testid="frame"
      style={{ inlineSize: 360, fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif' }}
    >
      <LookFrame look={look} dark={false}>
        {state.view(look)}
      </LookFrame>
    </div>,
  );
  const frame = page.getByTestId("frame").element() as HTMLElement;
  if (!still) await state.act?.(frame, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
  return frame;
}

const px = (element: Element, property: "fontSize" | "fontWeight") =>
  Number.parseFloat(getComputedStyle(element)[property]);

/** How many lines an inline element's text takes: its fragments' distinct tops. */
function linesOf(element: Element): number {
  return new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

describe.each(LOOKS)("the %s look at 360 px", (look) => {
  it("sets the error summary's links at the questions' own size, each on at most two lines", async () => {
    const frame = await show("list", look);
    const links = [...frame.querySelectorAll('[data-slot="error-summary-link"]')];
    expect(links).toHaveLength(3);
    const hint = frame.querySelector('[data-slot="hint"]') as Element;
    for (const link of links) {
      // Never the smallest text of the form (the shadcn look's was 12.25 px beside 14 px hints).
      expect(px(link, "fontSize"), link.textContent ?? "").toBeGreaterThanOrEqual(px(hint, "fontSize"));
      expect(linesOf(link), link.textContent ?? "").toBeLessThanOrEqual(2);
    }
  });

  it("gives every option row the same pitch: the Recommended badge makes its row no taller", async () => {
    const frame = await show("list", look);
    const language = frame.querySelector('[data-type="SingleChoice"]') as Element;
    const labels = [...language.querySelectorAll('[data-slot="option-label"]')];
    expect(labels.map((label) => label.textContent)).toEqual(["TypeScript Recommended", "JavaScript", "Python"]);
    const heights = labels.map((label) => label.getBoundingClientRect().height);
    for (const height of heights) expect(height).toBeCloseTo(heights[1] ?? 0, 0);
  });

  it("shows a read-only Other box as the read-only Text answer: a fill, no border, nothing that invites typing", async () => {
    const frame = await show("other", look);
    const text = frame.querySelector('[data-type="Text"] textarea') as Element;
    const others = [...frame.querySelectorAll('[data-slot="other-input"]')];
    expect(others).toHaveLength(2);
    for (const other of others) {
      expect(other).toHaveAttribute("readonly");
      const [box, answer] = [getComputedStyle(other), getComputedStyle(text)];
      expect(box.backgroundColor).toBe(answer.backgroundColor);
      expect(box.borderTopColor).toBe(answer.borderTopColor);
      expect(box.boxShadow).toBe(answer.boxShadow);
    }
  });
});

describe("the shadcn look, as shadcn draws its own parts", () => {
  it("labels options at shadcn's Label weight (500), not 400", async () => {
    const frame = await show("list", "shadcn");
    for (const label of frame.querySelectorAll('[data-slot="option-label"]')) expect(px(label, "fontWeight")).toBe(500);
  });

  it("puts the Other box under its choice's label with no bar before it", async () => {
    const frame = await show("other", "shadcn");
    for (const other of frame.querySelectorAll('[data-slot="other"]')) {
      expect(getComputedStyle(other).borderInlineStartWidth).toBe("0px");
      const label = other.parentElement?.querySelector('[data-slot="option-label"]') as Element;
      const box = other.querySelector("input") as Element;
      expect(box.getBoundingClientRect().left).toBeCloseTo(label.getBoundingClientRect().left, 0);
    }
  });

  it("says Answers sent at shadcn's medium weight (500), as its own titles, not bold", async () => {
    const frame = await show("receipt", "shadcn");
    const status = frame.querySelector('[data-slot="status"]') as Element;
    expect(status).toHaveTextContent("Answers sent");
    expect(px(status, "fontWeight")).toBe(500);
  });

  it("says Approved at shadcn's medium weight (500) too", async () => {
    const frame = await show("approval", "shadcn", true);
    const outcome = frame.querySelector('[data-slot="approval-outcome"]') as Element;
    expect(outcome).toHaveTextContent("Approved");
    expect(px(outcome, "fontWeight")).toBe(500);
  });

  it("titles the receipt in sentence case, not an uppercase eyebrow", async () => {
    const frame = await show("receipt", "shadcn");
    const title = frame.querySelector('[data-slot="receipt-title"]') as Element;
    expect(getComputedStyle(title).textTransform).toBe("none");
    expect(getComputedStyle(title).letterSpacing).toMatch(/^(normal|0px)$/);
  });
});
