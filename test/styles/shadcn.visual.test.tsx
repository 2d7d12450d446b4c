import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LOOK_STATES, type Look, LookFrame, type LookState, looksOf } from "../../stories/shadcn/ShadcnStates.tsx";

// The whole form in a shadcn/ui app (Tailwind v4, shadcn's default theme and its own Button,
// Checkbox, RadioGroup and Textarea, through the registry items registry/question-form/) beside the
// default look: the same states, each look light and dark, in a 360 px chat column, and the shadcn
// looks in an 800 px page too (look.visual.test.tsx has the default look's form and chat at 800 px).
// The older new-york parts on Radix (`shadcn-*`; the approval under the stock Radix parts), and
// shadcn's own parts of three styles (stories/shadcn/styles/), each state under the stock parts of
// its style: base-nova, shadcn's default (`base-nova-*`: every state, a LangGraph review and an AG-UI
// run's interrupts, 360 and 800 px), radix-nova and base-vega (the list sent empty and a chat call,
// light and dark at 360 px, and the other chat paths once each, SPREAD below).
// Regenerate with `npm run test:visual:update`, then LOOK at every changed picture.

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** Each state in a look, light and dark, at these widths (unless SPREAD says otherwise). */
const WIDTHS: Record<Look, number[]> = {
  shadcn: [360, 800],
  "base-nova": [360, 800],
  "radix-nova": [360],
  "base-vega": [360],
  default: [360],
};

/**
 * The states taken only in some themes and widths: the receipt, an approval, a LangGraph review and
 * an AG-UI run in the second style of each base, once each, spread so each style is seen light and
 * dark, at 360 and 800 px (every state in every theme and width would be 16 pictures more a style
 * for CI to take and a person to look at); base-nova's AG-UI run twice, as its other paths are
 * seen at both widths already.
 */
const SPREAD: Partial<Record<Look, Record<string, [Theme, number][]>>> = {
  "base-nova": {
    "ag-ui": [
      ["light", 360],
      ["dark", 800],
    ],
  },
  "radix-nova": {
    receipt: [["light", 800]],
    approval: [["dark", 800]],
    langgraph: [["dark", 360]],
    "ag-ui": [["light", 360]],
  },
  "base-vega": {
    receipt: [["dark", 360]],
    approval: [["light", 360]],
    langgraph: [["light", 800]],
    "ag-ui": [["dark", 800]],
  },
};

/** The pictures of a state in a look: SPREAD's, or every theme at every width of the look. */
const shotsOf = (look: Look, state: LookState): [Theme, number][] =>
  SPREAD[look]?.[state.name] ?? THEMES.flatMap((theme) => WIDTHS[look].map((width): [Theme, number] => [theme, width]));

/** The page behind the default look, per theme: the Storybook decorator's colours (as look.visual.test.tsx). */
const PAGE = {
  light: { background: "#ffffff", color: "#1b1f24" },
  dark: { background: "#14171c", color: "#e8eaed" },
} as const;

describe("the shadcn look beside the default look, as pictures", () => {
  for (const state of LOOK_STATES) {
    for (const look of looksOf(state)) {
      for (const [theme, width] of shotsOf(look, state)) {
        it(`${look} ${state.name} ${theme} ${width}`, async () => {
          await page.viewport(width + 40, 2000);
          const dark = theme === "dark";
          await render(
            <>
              <div
                data-testid="frame"
                data-state-name={state.name}
                style={{
                  ...(look === "default" ? PAGE[theme] : {}),
                  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
                  inlineSize: width,
                  boxSizing: "border-box",
                  padding: look === "default" ? 16 : 0,
                }}
              >
                <LookFrame look={look} dark={dark} stock={state.stock}>
                  {state.view(look)}
                </LookFrame>
              </div>
              <div data-testid="pointer-rest" style={{ blockSize: 8 }} />
            </>,
          );
          const frame = page.getByTestId("frame").element() as HTMLElement;
          await state.act?.(frame, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
          // The pointer off the picture, so no option shows its hover look.
          await userEvent.hover(page.getByTestId("pointer-rest"));
          await expect(page.getByTestId("frame")).toMatchScreenshot(`${look}-${state.name}-${theme}-${width}`, {
            screenshotOptions: { animations: "disabled" },
          });
        });
      }
    }
  }
});
