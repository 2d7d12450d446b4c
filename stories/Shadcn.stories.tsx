import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { QuestionForm } from "../registry/question-form/question-form.tsx";
import { actAll, LOOK_STATES, type Look, LookFrame, looksOf, sendEmpty } from "./shadcn/ShadcnStates.tsx";

// The shadcn registry items (registry.json, `npx shadcn add …/question-form.json`): agent-question-form
// in a shadcn/ui app with real Tailwind v4, shadcn's default theme and its own Button, Checkbox,
// RadioGroup and Textarea (stories/shadcn/ui/, the older new-york parts on Radix, and shadcn's own
// parts of three styles in stories/shadcn/styles/: base-nova, radix-nova, base-vega). styles.css is on the page too, in its layer under the utilities.
// The pictures: test/styles/shadcn.visual.test.tsx.

const meta = {
  title: "Shadcn look",
  component: QuestionForm,
  // On a docs page too (Theming, this component's), where Storybook runs no play unless told: the
  // list's caption says "sent empty, with errors", so its Submit is pressed there (and only that).
  parameters: { layout: "padded", docs: { story: { autoplay: true } } },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state drawn in one look, one under another, in one theme. */
function States({ look, dark, width }: { look: Look; dark: boolean; width: number }) {
  return (
    <div style={{ display: "grid", gap: 32, inlineSize: width, maxInlineSize: "100%" }}>
      {LOOK_STATES.filter((state) => looksOf(state).includes(look)).map((state) => (
        <section key={state.name} data-state-name={state.name} aria-label={`${state.title} (${look} look)`}>
          <h2 style={{ fontSize: 14, margin: "0 0 8px", fontWeight: 600 }}>{state.title}</h2>
          <LookFrame look={look} dark={dark} stock={state.stock}>
            {state.view(look)}
          </LookFrame>
        </section>
      ))}
    </div>
  );
}

/**
 * The whole form in the shadcn look: the list layout sent empty (errors), the steps layout, a chat
 * call waiting for answers, the receipt expanded, an MCP server's request, and a tool call waiting
 * for approval under shadcn's own Button.
 */
export const WholeForm: Story = {
  name: "Whole form",
  args: { questions: [] },
  render: (_args, { globals }) => <States look="shadcn" dark={globals.theme === "dark"} width={560} />,
  play: async ({ canvasElement, canvas, viewMode }) => {
    if (viewMode === "docs") return sendEmpty(canvasElement, { click: (element) => userEvent.click(element) });
    await actAll(canvasElement, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
    // shadcn's parts, not ours: its primary fill and 36 px Button, its 16 px round RadioGroupItem
    // with lucide's dot, its 16 px Checkbox with lucide's check.
    const next = canvas.getAllByRole("button", { name: "Next" })[0] as HTMLElement;
    await expect(getComputedStyle(next).backgroundColor).not.toBe("rgb(9, 105, 218)");
    await expect(next.getBoundingClientRect().height).toBe(36);
    const radio = canvas.getAllByRole("radio", { name: /TypeScript/, checked: true })[0] as HTMLElement;
    await expect(radio.getBoundingClientRect().width).toBe(16);
    await expect(getComputedStyle(radio).borderTopLeftRadius).not.toBe("0px");
    await expect(radio.querySelector("svg.lucide-circle")).not.toBeNull();
    const box = canvas.getAllByRole("checkbox", { name: "Linting", checked: true })[0] as HTMLElement;
    await expect(box.querySelector("svg.lucide-check")).not.toBeNull();
  },
};

/** Default look on the left, shadcn look on the right, state by state, in a 360 px chat column. */
export const SideBySide: Story = {
  name: "Side by side with the default look",
  args: { questions: [] },
  parameters: {
    layout: "fullscreen",
    // The same call's receipt twice, one per look, so its landmark's name repeats: a comparison's
    // artefact (a chat shows one receipt per call), which the single-look stories do not have.
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
  render: (_args, { globals }) => {
    const dark = globals.theme === "dark";
    return (
      <div style={{ display: "flex", gap: 32, padding: 16, alignItems: "start" }}>
        <States look="default" dark={dark} width={360} />
        <States look="shadcn" dark={dark} width={360} />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, viewMode }) => {
    if (viewMode === "docs") return sendEmpty(canvasElement, { click: (element) => userEvent.click(element) });
    await actAll(canvasElement, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
    await expect(canvas.getAllByRole("heading", { name: "There is a problem" })).toHaveLength(2);
  },
};

/** The same in shadcn's dark theme (its `.dark` class). */
export const WholeFormDark: Story = { ...WholeForm, name: "Whole form, dark", globals: { theme: "dark" } };

/**
 * In a shadcn app on its default style, base-nova (Base UI): the registry items with shadcn's own
 * base-nova parts (stories/shadcn/styles/base-nova/), each state under the same stock parts. Every
 * state, a LangGraph review and an AG-UI run's interrupts through the registry's items.
 */
export const OnBaseUi: Story = {
  name: "On base-nova (Base UI)",
  args: { questions: [] },
  render: (_args, { globals }) => <States look="base-nova" dark={globals.theme === "dark"} width={560} />,
  play: async ({ canvasElement, canvas, viewMode }) => {
    if (viewMode === "docs") return sendEmpty(canvasElement, { click: (element) => userEvent.click(element) });
    await actAll(canvasElement, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
    // Base UI's parts, not Radix's: a radio is a span marked `data-checked` when picked, and the
    // receipt's picked radio is filled with shadcn's primary colour as its stock one is.
    const picked = canvas.getAllByRole("radio", { name: /TypeScript/, checked: true })[0] as HTMLElement;
    await expect(picked.tagName).toBe("SPAN");
    await expect(picked.hasAttribute("data-checked")).toBe(true);
    const stock = canvas.getAllByRole("radio", { name: "Picked" })[0] as HTMLElement;
    await expect(getComputedStyle(picked).backgroundColor).toBe(getComputedStyle(stock).backgroundColor);
    // The approval's Approve (the LangGraph review below has two more).
    await expect(canvas.getAllByRole("button", { name: "Approve" })[0]).toHaveFocus();
  },
};

/**
 * radix-nova and base-vega, side by side, each under the style's own parts: the list sent empty, a
 * chat call, the receipt, an approval, a LangGraph review and an AG-UI run's interrupts.
 */
export const OtherStyles: Story = {
  name: "On radix-nova and base-vega",
  args: { questions: [] },
  parameters: {
    layout: "fullscreen",
    // Each state twice, one per style, so a receipt's and an approval's landmark names repeat: a
    // comparison's artefact, as in "Side by side with the default look".
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
  render: (_args, { globals }) => {
    const dark = globals.theme === "dark";
    return (
      <div style={{ display: "flex", gap: 32, padding: 16, alignItems: "start" }}>
        <States look="radix-nova" dark={dark} width={360} />
        <States look="base-vega" dark={dark} width={360} />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, viewMode }) => {
    if (viewMode === "docs") return sendEmpty(canvasElement, { click: (element) => userEvent.click(element) });
    await actAll(canvasElement, { click: (element) => userEvent.click(element), tab: () => userEvent.tab() });
    await expect(canvas.getAllByRole("heading", { name: "There is a problem" })).toHaveLength(2);
  },
};
