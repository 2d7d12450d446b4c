import "../../src/styles.css";
import { type ReactNode, useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { type RenderResult, render } from "vitest-browser-react";
import {
  MultiChoice,
  type MultiChoiceProps,
  QuestionCall,
  QuestionForm,
  type QuestionItem,
  SingleChoice,
  type SingleChoiceProps,
  TextQuestion,
  type Validated,
  YesNo,
} from "../../src/index.ts";
import { BATCH, BATCH_ANSWERS } from "../support/batch.ts";
import { backgroundOf, contrast, parseColor } from "../support/colors.ts";

// What the pictures in test/visual show, as numbers: these fail on a look that
// hides a control, however axe (which passes invisible controls) sees it.

/**
 * How well a control stands out from what is around it: its border (when it
 * has one) or its own fill against the background behind it. WCAG 1.4.11 asks 3:1.
 */
function boundaryContrast(control: Element): number {
  return Math.max(borderContrast(control), contrast(backgroundOf(control), backgroundOf(control.parentElement)));
}

/** The contrast of an element's border against what is behind the element (1: no border to see). */
function borderContrast(element: Element): number {
  const style = getComputedStyle(element);
  const { rgb, alpha } = parseColor(style.borderTopColor);
  if (Number.parseFloat(style.borderTopWidth) === 0 || alpha === 0) return 1;
  return contrast(rgb, backgroundOf(element.parentElement));
}

/** The opacity an element is painted with, its ancestors' included. */
function opacityOf(element: Element | null): number {
  return element ? Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement) : 1;
}

const PAGE = { light: "#ffffff", dark: "#14171c" } as const;

/** A send that never settles: the form stays "Sending…". */
const never = () => new Promise<never>(() => {});
type Theme = keyof typeof PAGE;

function Page({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <div data-theme={theme} style={{ background: PAGE[theme], colorScheme: theme, padding: 16 }}>
      {children}
    </div>
  );
}

const [TEXT, SINGLE, MULTI, YES_NO] = [
  { id: "name", question: "Name?", type: "Text", required: true },
  {
    id: "lang",
    question: "Language?",
    type: "SingleChoice",
    options: ["Rust", "Go"],
    recommended: "Rust",
    required: true,
  },
  { id: "extras", question: "Extras?", type: "MultiChoice", options: ["CI", "Docker"], required: true },
  { id: "git", question: "Git?", type: "YesNo", required: true },
] as QuestionItem[];

/** Typed inputs (SPEC §6, from a format reader) and a choice answered with Other. */
const TYPED = [
  { id: "plan", question: "Which plan?", type: "SingleChoice", options: ["Free", "Team"], allowOther: true },
  { id: "email", question: "Contact email", type: "Text", input: { kind: "email" } },
  { id: "seats", question: "How many seats?", type: "Text", input: { kind: "integer" } },
  { id: "start", question: "Start date", type: "Text", input: { kind: "date" } },
  { id: "note", question: "Anything else?", type: "Text" },
] as QuestionItem[];
const TYPED_ANSWERS = [
  { id: "plan", selected: ["Enterprise"] },
  { id: "email", answer: "ada@example.com" },
  { id: "seats", answer: "12" },
  { id: "start", answer: "2026-12-01" },
  { id: "note", answer: "Invoice monthly" },
];
/** The one-line boxes of `TYPED`, by name: the typed inputs and the Other box (named "Other — <question>"). */
function typedBoxes(screen: RenderResult): [string, Element][] {
  const boxes = ["Contact email", "How many seats?", "Start date"].map(
    (name) => [name, screen.getByLabelText(name).element()] as [string, Element],
  );
  return [...boxes, ["Other", screen.getByRole("textbox", { name: /^Other — / }).element()]];
}
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

/** The four components with no form around them, as the README says they can be used. */
function Alone({ error }: { error?: string }) {
  const [values, setValues] = useState<Record<string, string | string[] | undefined>>({
    lang: "Rust",
    extras: ["CI"],
    git: "Yes",
  });
  const bind = (id: string) => ({
    error,
    onChange: (value: string | string[] | undefined) => setValues((now) => ({ ...now, [id]: value })),
  });
  return (
    <>
      <TextQuestion question={TEXT as QuestionItem} value={values.name as string} {...bind("name")} />
      <SingleChoice
        question={SINGLE as QuestionItem}
        value={values.lang as string}
        {...(bind("lang") as Pick<SingleChoiceProps, "onChange" | "error">)}
      />
      <MultiChoice
        question={MULTI as QuestionItem}
        value={values.extras as string[]}
        {...(bind("extras") as Pick<MultiChoiceProps, "onChange" | "error">)}
      />
      <YesNo question={YES_NO as QuestionItem} value={values.git as string} {...bind("git")} />
    </>
  );
}

describe.each(["light", "dark"] as const)("each standalone component can be seen, %s", (theme) => {
  it("every text box, radio and checkbox has a boundary of at least 3:1 against the page", async () => {
    const screen = await render(
      <Page theme={theme}>
        <Alone />
      </Page>,
    );
    const controls = [
      screen.getByRole("textbox").element(),
      ...screen.getByRole("radio").elements(),
      ...screen.getByRole("checkbox").elements(),
    ];
    expect(controls).toHaveLength(7);
    for (const control of controls) expect.soft(boundaryContrast(control), control.outerHTML).toBeGreaterThanOrEqual(3);
  });

  it("a checked radio shows its dot and a checked checkbox its tick, at 3:1 inside the control", async () => {
    const screen = await render(
      <Page theme={theme}>
        <Alone />
      </Page>,
    );
    for (const name of ["Rust", "Yes"]) {
      const radio = screen.getByRole("radio", { name }).element();
      const dot = radio.querySelector(".qf-indicator") as Element;
      expect(dot.getBoundingClientRect().width, name).toBeGreaterThanOrEqual(6);
      // The dot is drawn in the indicator's colour (a border, or the glyph).
      const ink = parseColor(getComputedStyle(dot).borderTopColor).rgb;
      expect(contrast(ink, backgroundOf(radio)), name).toBeGreaterThanOrEqual(3);
    }
    const box = screen.getByRole("checkbox", { name: "CI" }).element();
    const tick = box.querySelector(".qf-indicator") as Element;
    expect(tick.getBoundingClientRect().width).toBeGreaterThanOrEqual(6);
    expect(contrast(parseColor(getComputedStyle(tick).borderTopColor).rgb, backgroundOf(box))).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("the Recommended badge is a pill: padded, on its own fill", async () => {
    const screen = await render(
      <Page theme={theme}>
        <Alone />
      </Page>,
    );
    const badge = screen.getByText("Recommended").element();
    const style = getComputedStyle(badge);
    expect(Number.parseFloat(style.paddingInlineStart)).toBeGreaterThan(0);
    expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    // Its fill or its outline sets it off from the option around it (checked, here).
    expect(
      Math.max(borderContrast(badge), contrast(backgroundOf(badge), backgroundOf(badge.parentElement))),
    ).toBeGreaterThan(1.1);
  });

  it("an error message is red, and stands apart from the question's text", async () => {
    const screen = await render(
      <Page theme={theme}>
        <Alone error="Select one option" />
      </Page>,
    );
    const message = screen.getByText("Select one option").first().element();
    const [r, g, b] = parseColor(getComputedStyle(message).color).rgb;
    expect(r).toBeGreaterThan(Math.max(g, b) + 60);
    expect(contrast([r, g, b], backgroundOf(message))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("notices, buttons and states", () => {
  it("'Answers sent' takes focus without a focus ring after a click", async () => {
    const screen = await render(<QuestionForm questions={BATCH} defaultAnswers={BATCH_ANSWERS} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const status = screen.getByRole("status");
    await expect.element(status).toHaveFocus();
    expect(getComputedStyle(status.element()).outlineStyle).toBe("none");
    expect(getComputedStyle(status.element()).boxShadow).toBe("none");
  });

  it("'Answers sent' shows the focus ring after a keyboard submit", async () => {
    const screen = await render(<QuestionForm questions={BATCH} defaultAnswers={BATCH_ANSWERS} />);
    await userEvent.tab();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByRole("status")).toHaveFocus();
    expect(getComputedStyle(screen.getByRole("status").element()).boxShadow).toMatch(/ 0px 0px 0px 3px$/);
  });

  it("'You skipped these questions.' gets no focus ring after a click", async () => {
    const screen = await render(<QuestionCall input={BATCH} onDecline={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Skip these questions" }));
    const note = screen.getByText("You skipped these questions.");
    await expect.element(note).toHaveFocus();
    expect(getComputedStyle(note.element()).outlineStyle).toBe("none");
  });

  it("Submit and Skip are the same height, and every button and option is a 44 px target", async () => {
    const screen = await render(<QuestionCall input={BATCH} onDecline={() => undefined} />);
    const submit = screen.getByRole("button", { name: "Submit" }).element().getBoundingClientRect();
    const skip = screen.getByRole("button", { name: "Skip these questions" }).element().getBoundingClientRect();
    expect(submit.height).toBe(skip.height);
    expect(submit.height).toBeGreaterThanOrEqual(44);
    // An option's target is its row: the control and its label.
    for (const option of screen.container.querySelectorAll(".qf-option")) {
      expect.soft(option.getBoundingClientRect().height, option.textContent ?? "").toBeGreaterThanOrEqual(44);
    }
  });

  it("the link-like buttons (the review's Change, the receipt's Show the options) are 44 px targets", async () => {
    // A click 21 px above or below the centre of the words, and at the side of a short word, still hits it.
    const hitsAround = (button: Element) => {
      const box = button.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      return [
        [x, y - 21],
        [x, y + 21],
        [x - 21, y],
        [x + 21, y],
      ].every(([px, py]) => button.contains(document.elementFromPoint(px as number, py as number)));
    };
    const steps = await render(
      <QuestionCall input={BATCH} defaultAnswers={BATCH_ANSWERS} layout="steps" onDecline={() => undefined} />,
    );
    for (let step = 0; step < BATCH.length; step++) await userEvent.click(steps.getByRole("button", { name: "Next" }));
    const changes = steps.getByRole("button", { name: /^Change/ }).elements();
    expect(changes.length).toBe(BATCH.length);
    for (const change of changes)
      expect.soft(hitsAround(change), change.getAttribute("aria-labelledby") ?? "").toBe(true);
    await steps.unmount();

    const receipt = await render(
      <QuestionCall
        input={undefined}
        outcome={{ kind: "answered", output: { questions: BATCH as QuestionItem[], answers: BATCH_ANSWERS } }}
      />,
    );
    expect(hitsAround(receipt.getByRole("button", { name: "Show the options" }).element())).toBe(true);
  });

  it("in the steps layout too, Back, Next and Skip are one height, a 44 px target", async () => {
    const screen = await render(
      <QuestionCall input={BATCH} defaultAnswers={BATCH_ANSWERS} layout="steps" onDecline={() => undefined} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect.element(screen.getByRole("button", { name: "Back" })).toBeVisible();
    const heights = ["Back", "Next", "Skip these questions"].map(
      (name) => screen.getByRole("button", { name }).element().getBoundingClientRect().height,
    );
    expect(new Set(heights).size, heights.join(", ")).toBe(1);
    expect(heights[0]).toBeGreaterThanOrEqual(44);
  });

  it.each(["light", "dark"] as const)(
    "disabled, Back, Next and Skip look as the disabled Submit does (%s)",
    async (theme) => {
      const look = (button: Element) => {
        const style = getComputedStyle(button);
        return { color: style.color, fill: style.backgroundColor, border: style.borderTopColor, cursor: style.cursor };
      };
      const list = await render(
        <Page theme={theme}>
          <QuestionForm questions={BATCH} disabled />
        </Page>,
      );
      const submit = look(list.getByRole("button", { name: "Submit" }).element());
      await list.unmount();
      const call = (disabled: boolean) => (
        <Page theme={theme}>
          <QuestionCall
            input={BATCH}
            defaultAnswers={BATCH_ANSWERS}
            layout="steps"
            onDecline={() => undefined}
            disabled={disabled}
          />
        </Page>
      );
      const screen = await render(call(false));
      await userEvent.click(screen.getByRole("button", { name: "Next" }));
      await screen.rerender(call(true));
      for (const name of ["Back", "Next", "Skip these questions"]) {
        const button = screen.getByRole("button", { name });
        await expect.element(button).toBeDisabled();
        expect.soft(look(button.element()), name).toEqual(submit);
      }
    },
  );

  it("disabled dims the questions' text too, and the disabled Submit stays readable in dark", async () => {
    const screen = await render(
      <Page theme="dark">
        <QuestionForm questions={BATCH} disabled />
      </Page>,
    );
    // Dimmed by colour, not opacity, so the text keeps its 4.5:1 (axe checks it in every story).
    const label = screen.getByText("Which language?").element();
    const hint = screen.getByText("To scaffold the project").element();
    expect(getComputedStyle(label).color).toBe(getComputedStyle(hint).color);
    const control = screen.getByRole("radio", { name: "Rust" }).element();
    expect(opacityOf(control)).toBeLessThan(0.8);
    const submit = screen.getByRole("button", { name: "Submit" }).element();
    expect(opacityOf(submit)).toBe(1);
    expect(contrast(parseColor(getComputedStyle(submit).color).rgb, backgroundOf(submit))).toBeGreaterThanOrEqual(4.5);
  });

  it("read-only text does not look editable: no input border, no resize handle", async () => {
    const screen = await render(<QuestionForm questions={BATCH} defaultAnswers={BATCH_ANSWERS} readOnly />);
    const box = screen.getByRole("textbox").element();
    const style = getComputedStyle(box);
    expect(style.resize).toBe("none");
    expect(borderContrast(box)).toBeLessThan(1.5);
  });

  it("read-only, the typed inputs and the Other box look as the read-only text box does: no input border", async () => {
    const screen = await render(
      <QuestionForm questions={TYPED} reader={asRead} defaultAnswers={TYPED_ANSWERS} readOnly />,
    );
    const note = getComputedStyle(screen.getByLabelText("Anything else?").element()).backgroundColor;
    for (const [name, box] of typedBoxes(screen)) {
      expect.soft(borderContrast(box), name).toBeLessThan(1.5);
      expect.soft(getComputedStyle(box).backgroundColor, name).toBe(note);
    }
  });

  it("disabled, the typed inputs and the Other box are dimmed as the text box is: muted text on a grey fill", async () => {
    const screen = await render(
      <QuestionForm questions={TYPED} reader={asRead} defaultAnswers={TYPED_ANSWERS} disabled />,
    );
    const note = screen.getByLabelText("Anything else?").element();
    const form = screen.container.querySelector("form") as Element;
    // Dimmed by colour, not opacity, so the text keeps 4.5:1 (look-details.browser.test.tsx).
    expect(getComputedStyle(note).color).not.toBe(getComputedStyle(form).color);
    expect(opacityOf(note)).toBe(1);
    for (const [name, box] of [...typedBoxes(screen), ["Anything else?", note] as const]) {
      expect.soft(getComputedStyle(box).color, name).toBe(getComputedStyle(note).color);
      expect.soft(getComputedStyle(box).backgroundColor, name).toBe(getComputedStyle(note).backgroundColor);
      expect.soft(getComputedStyle(box).cursor, name).toBe("not-allowed");
    }
  });

  it.each([360, 240])("a secret's Show button keeps its word on one line in a %i px column", async (width) => {
    const token = [{ id: "token", question: "npm token", type: "Text", input: { kind: "secret" } }] as QuestionItem[];
    const screen = await render(
      <div style={{ inlineSize: width }}>
        <QuestionForm questions={token} reader={asRead} />
      </div>,
    );
    const show = screen.getByRole("button", { name: "Show" }).element().getBoundingClientRect();
    const submit = screen.getByRole("button", { name: "Submit" }).element().getBoundingClientRect();
    expect(show.height).toBe(submit.height);
    const row = screen.getByLabelText("npm token").element().parentElement as Element;
    expect(row.scrollWidth).toBeLessThanOrEqual(width);
  });

  it("the receipt: sent first, each answer once (also expanded), a two-line answer on two lines", async () => {
    // With a choice question beside it: the receipt offers "Show the options" only when there are some.
    const result = {
      questions: [
        { id: "note", question: "Note?", type: "Text", required: true },
        { id: "public", question: "Public?", type: "YesNo", required: false },
      ] as QuestionItem[],
      answers: [{ id: "note", answer: "first line\nsecond line" }, { id: "public" }],
    };
    const screen = await render(<QuestionCall input={undefined} outcome={{ kind: "answered", output: result }} />);
    const receipt = screen.getByRole("region", { name: "Your answers" }).element();
    const status = screen.getByText("Answers sent").element();
    expect(status.getBoundingClientRect().top).toBeLessThan(receipt.getBoundingClientRect().top);
    const answer = screen.getByText(/first line/).element();
    const lineHeight = Number.parseFloat(getComputedStyle(answer).lineHeight);
    expect(answer.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);

    await userEvent.click(screen.getByRole("button", { name: "Show the options" }));
    await expect.element(screen.getByRole("textbox", { name: /Note/ })).toBeVisible();
    // The summary gives way to the form, which shows the answer in its text box.
    expect(receipt.querySelector("dd")?.checkVisibility()).toBe(false);
  });

  it("the steps layout's review reads as the receipt: a two-line answer on two lines, rows ruled in the same line", async () => {
    const questions = [{ id: "note", question: "Note?", type: "Text", required: true }] as QuestionItem[];
    const answers = [{ id: "note", answer: "first line\nsecond line" }];
    const receipt = await render(
      <QuestionCall input={undefined} outcome={{ kind: "answered", output: { questions, answers } }} />,
    );
    const rule = getComputedStyle(
      receipt.getByRole("region", { name: "Your answers" }).element().querySelector("dl") as Element,
    ).borderInlineStartColor;
    await receipt.unmount();

    const screen = await render(<QuestionForm questions={questions} defaultAnswers={answers} layout="steps" />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect.element(screen.getByRole("heading", { name: "Check your answers" })).toBeVisible();
    const answer = screen.getByText(/first line/).element();
    const lineHeight = Number.parseFloat(getComputedStyle(answer).lineHeight);
    expect(answer.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    expect(getComputedStyle(answer.parentElement as Element).borderBlockEndColor).toBe(rule);
  });

  it("while the review is sending, its Change buttons look disabled, in Back's muted colour", async () => {
    const screen = await render(
      <QuestionForm questions={BATCH.slice(0, 1)} defaultAnswers={BATCH_ANSWERS} layout="steps" onSubmit={never} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const change = screen.getByRole("button", { name: /^Change/ });
    const back = screen.getByRole("button", { name: "Back" });
    await expect.element(change).toBeDisabled();
    await expect.element(back).toBeDisabled();
    expect(getComputedStyle(change.element()).color).toBe(getComputedStyle(back.element()).color);
    expect(getComputedStyle(change.element()).cursor).toBe("not-allowed");
  });

  it("the streaming placeholder: the text so far is not bold, and its height does not change as it grows", async () => {
    const arriving = (question: string) => [BATCH[0], { id: "lang", question }];
    const screen = await render(<QuestionCall input={arriving("Which ")} streaming />);
    const placeholder = screen.container.querySelector(".qf-placeholder") as Element;
    const short = placeholder.getBoundingClientRect().height;
    const text = screen.getByText("Which", { exact: true }).element();
    expect(Number(getComputedStyle(text).fontWeight)).toBeLessThan(600);
    await screen.rerender(
      <QuestionCall input={arriving("Which language should the project use for its back end services")} streaming />,
    );
    expect(placeholder.getBoundingClientRect().height).toBe(short);
  });

  it("the streaming placeholder shows only whole words of the question still arriving", async () => {
    const screen = await render(
      <QuestionCall input={[BATCH[0], { id: "lang", question: "Which language should the projec" }]} streaming />,
    );
    const text = screen.container.querySelector(".qf-placeholder-text");
    expect(text?.textContent).toBe("Which language should the");
  });

  it("after sending, the read-only text box shows the answer as sent: trimmed", async () => {
    const screen = await render(<QuestionForm questions={BATCH} defaultAnswers={BATCH_ANSWERS} />);
    await userEvent.fill(screen.getByRole("textbox"), "  billing\n\n");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.element(screen.getByRole("status")).toHaveTextContent("Answers sent");
    await expect.element(screen.getByRole("textbox")).toHaveValue("billing");
  });

  it("the invalid panel's Technical details get the form's focus ring", async () => {
    const screen = await render(<QuestionForm questions={[{ id: "a", question: "Pick", type: "Nope" }]} />);
    await userEvent.tab();
    const summary = screen.getByText("Technical details").element();
    expect(document.activeElement).toBe(summary);
    const style = getComputedStyle(summary);
    expect(style.outlineStyle).toBe("solid");
    expect(style.outlineWidth).toBe("2px");
  });

  it("with many errors, the focused error summary's heading is in view", async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: `q${index}`,
      question: `Question ${index}`,
      type: "YesNo",
    }));
    await page.viewport(800, 600);
    const screen = await render(<QuestionForm questions={many} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    const heading = screen.getByRole("heading", { name: "There is a problem" }).element().getBoundingClientRect();
    expect(heading.top).toBeGreaterThanOrEqual(0);
    expect(heading.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});

/** A chat host's message bubble, as a chat UI draws one: its own padding, border and fill, the author on top. */
function ChatBubble({ theme, children }: { theme: Theme; children: ReactNode }) {
  const fill = theme === "dark" ? "#1f2937" : "#f3f4f6";
  return (
    <div
      className="chat-message"
      style={{ padding: "0.5rem 0.625rem", border: "1px solid #9ca3af", borderRadius: 10, background: fill }}
    >
      <p style={{ margin: "0 0 0.25rem", fontSize: "0.8125rem", fontWeight: 600 }}>Agent</p>
      {children}
    </div>
  );
}

describe("inside a chat bubble", () => {
  it.each(["light", "dark"] as const)(
    "the form is not boxed again: flush with the bubble, its fill (%s)",
    async (theme) => {
      await page.viewport(360, 900);
      const screen = await render(
        <Page theme={theme}>
          <ChatBubble theme={theme}>
            <QuestionForm questions={BATCH} />
          </ChatBubble>
        </Page>,
      );
      const author = screen.getByText("Agent").element().getBoundingClientRect();
      const label = screen.getByText("What should the project be called?").element().getBoundingClientRect();
      expect(Math.abs(label.left - author.left)).toBeLessThanOrEqual(1);
      const form = screen.container.querySelector("form") as Element;
      const bubble = form.closest(".chat-message") as Element;
      expect(backgroundOf(form)).toEqual(backgroundOf(bubble));
      // The badge stays on its option's line in a 360 px column.
      const option = screen.getByText("Rust").element().getBoundingClientRect();
      const badge = screen.getByText("Recommended").element().getBoundingClientRect();
      expect(Math.abs(badge.top + badge.height / 2 - (option.top + option.height / 2))).toBeLessThan(4);
    },
  );
});
