import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LOOK_STATES, type Look, LookFrame, looksOf } from "../../stories/shadcn/ShadcnStates.tsx";

// The whole form in a shadcn/ui app (Tailwind v4, shadcn's default theme and its own Button,
// Checkbox, RadioGroup and Textarea, through the registry items registry/question-form/) beside the
// default look: the same states, each look light and dark, in a 360 px chat column, and the shadcn
// looks in an 800 px page too (look.visual.test.tsx has the default look's form and chat at 800 px).
// The older new-york parts on Radix (`shadcn-*`; the approval under the stock Radix parts), and
// shadcn's own parts of three styles (stories/shadcn/styles/), each state under the stock parts of
// its style: base-nova, shadcn's default (`base-nova-*`: every state and a LangGraph review, 360 and
// 800 px), radix-nova and base-vega (the list sent empty and a chat call, 360 px).
// Regenerate with `npm run test:visual:update`, then LOOK at every changed picture.

const THEMES = ["light", "dark"] as const;
const WIDTHS: Record<Look, number[]> = {
  shadcn: [360, 800],
  "base-nova": [360, 800],
  "radix-nova": [360],
  "base-vega": [360],
  default: [360],
};

/** The page behind the default look, per theme: the Storybook decorator's colours (as look.visual.test.tsx). */
const PAGE = {
  light: { background: "#ffffff", color: "#1b1f24" },
  dark: { background: "#14171c", color: "#e8eaed" },
} as const;

describe("the shadcn look beside the default look, as pictures", () => {
  for (const state of LOOK_STATES) {
    for (const look of looksOf(state)) {
      for (const theme of THEMES) {
        for (const width of WIDTHS[look]) {
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
  }
});
