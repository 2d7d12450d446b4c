import "../../src/styles.css";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type AnswerItem, QuestionCall, QuestionForm, type QuestionItem, type Validated } from "../../src/index.ts";
import { ElicitationForm } from "../../src/mcp/index.ts";
import { backgroundOf, contrast, parseColor, type Rgb } from "../support/colors.ts";
import { CREATE_REPOSITORY } from "../support/elicitationRequests.ts";
import { ThemePage } from "../support/ThemePage.tsx";

// The look's details at 360 and 800 px, each as what a person meets: focus order, what a note says
// by its look, what is hidden, what moves (found by a newcomer trying the stories).

/** The text colour a person sees: the element's colour faded by its own and its ancestors' opacity over what is behind. */
function seenText(element: Element): Rgb {
  let opacity = 1;
  for (let at: Element | null = element; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
  const behind = backgroundOf(element);
  return parseColor(getComputedStyle(element).color).rgb.map(
    (channel, i) => channel * opacity + (behind[i] ?? 0) * (1 - opacity),
  ) as Rgb;
}

/** A chat-wide column in a themed page. */
function Column({
  width = 360,
  theme = "light",
  children,
}: {
  width?: number;
  theme?: "light" | "dark";
  children: ReactNode;
}) {
  return (
    <ThemePage theme={theme}>
      <div data-testid="column" style={{ inlineSize: width - 32, fontFamily: "system-ui, sans-serif" }}>
        {children}
      </div>
    </ThemePage>
  );
}

const QUESTIONS: QuestionItem[] = [
  { id: "name", question: "What should the project be called?", type: "Text", purpose: "Used for the package name." },
  {
    id: "language",
    question: "Which language should the project use?",
    type: "SingleChoice",
    options: ["JavaScript", "Python", "TypeScript"],
    recommended: "TypeScript",
  },
  { id: "public", question: "Should the repository be public?", type: "YesNo" },
];
const ANSWERS: AnswerItem[] = [
  { id: "name", answer: "billing" },
  { id: "language", selected: ["TypeScript"] },
  { id: "public", answer: "No" },
];

/** A format that reads the questions as given (`input` is a reader-only field). */
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

describe("after a send", () => {
  it('"Answers sent" comes before the receipt in the DOM, so Tab from it reaches "Show the options"', async () => {
    const screen = await render(
      <Column>
        <button type="button">Before the call</button>
        <QuestionCall input={QUESTIONS} defaultAnswers={ANSWERS} onSubmit={() => undefined} />
        <button type="button">After the call</button>
      </Column>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const sent = screen.getByRole("status").filter({ hasText: "Answers sent" });
    await expect.element(sent).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Show the options" })).toHaveFocus();
  });
});

describe("notes that end a request", () => {
  it.each(["Decline", "Cancel"])(
    "%s: the note is neutral like a skipped call's, not a green success",
    async (button) => {
      const screen = await render(
        <Column>
          <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => undefined} />
          <QuestionCall input={QUESTIONS} outcome={{ kind: "declined" }} />
        </Column>,
      );
      await userEvent.click(screen.getByRole("button", { name: button }));
      const note = screen.getByText(/You (declined|cancelled) this request/).element();
      const skipped = screen.getByText("You skipped these questions.").element();
      const sent = document.createElement("p");
      sent.className = "qf-status";
      note.parentElement?.append(sent);
      expect(getComputedStyle(note).color).toBe(getComputedStyle(skipped).color);
      expect(getComputedStyle(note).color).not.toBe(getComputedStyle(sent).color);
      expect(Number(getComputedStyle(note).fontWeight)).toBeLessThan(600);
      sent.remove();
    },
  );

  it("a focused note has a 3 px ring round its own rounded box, as wide as its words: no outline, no full-width box", async () => {
    const screen = await render(
      <Column>
        <QuestionCall input={QUESTIONS} onDecline={() => undefined} />
      </Column>,
    );
    // By keyboard, as a person does (WebKit shows no ring after a focus() from script).
    const skip = screen.getByRole("button", { name: "Skip these questions" }).element();
    for (let press = 0; press < 10 && document.activeElement !== skip; press++) await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const note = screen.getByText("You skipped these questions.");
    await expect.element(note).toHaveFocus();
    const style = getComputedStyle(note.element());
    // shadcn's focus (`ring-3`): a shadow round the box; the outline is there only for forced colours.
    expect(style.boxShadow).toMatch(/ 0px 0px 0px 3px$/);
    expect(style.outlineColor).toBe("rgba(0, 0, 0, 0)");
    expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    const column = (note.element().parentElement as Element).getBoundingClientRect().width;
    expect(note.element().getBoundingClientRect().width).toBeLessThan(column);
  });
});

describe("options", () => {
  const withPreview: QuestionItem[] = [
    {
      id: "layout",
      question: "Which layout?",
      type: "SingleChoice",
      options: [
        {
          label: "Sidebar",
          description: "Navigation on the left",
          preview: "const navigation = createSidebar({ items: routes, collapsible: true, width: 280 });",
        },
        { label: "Top bar", description: "Navigation on top" },
      ],
    },
  ];

  it("a preview wraps at 360 px: nothing of it is hidden", async () => {
    const screen = await render(
      <Column>
        <QuestionForm questions={withPreview} reader={asRead} />
      </Column>,
    );
    await userEvent.click(screen.getByRole("radio", { name: /Sidebar/ }));
    const preview = screen.container.querySelector("[data-slot=preview]") as HTMLElement;
    expect(preview).not.toBeNull();
    expect(preview.scrollWidth).toBeLessThanOrEqual(preview.clientWidth);
    const column = screen.getByTestId("column").element().getBoundingClientRect();
    expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  });

  it("an option's description is smaller than its label, as a question's hint is (14 px)", async () => {
    const screen = await render(
      <Column>
        <QuestionForm
          questions={[{ ...withPreview[0], purpose: "For the whole app" } as QuestionItem]}
          reader={asRead}
        />
      </Column>,
    );
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const description = screen.getByText("Navigation on the left").element();
    const label = screen.getByText("Sidebar").element();
    const hint = screen.getByText("For the whole app").element();
    expect(size(description)).toBeLessThan(size(label));
    expect(size(description)).toBe(size(hint));
  });

  it.each(["light", "dark"] as const)("focus on a checked option rings its whole row (%s)", async (theme) => {
    const screen = await render(
      <Column theme={theme}>
        <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} />
      </Column>,
    );
    screen.getByRole("textbox").element().focus();
    await userEvent.tab();
    const radio = screen.getByRole("radio", { name: /TypeScript/ });
    await expect.element(radio).toHaveFocus();
    const row = radio.element().closest("[data-slot=option]") as HTMLElement;
    const style = getComputedStyle(row);
    expect(style.outlineStyle).toBe("solid");
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    // Apart from the checked row's own border, so the ring is not lost in it.
    expect(Number.parseFloat(style.outlineOffset)).toBeGreaterThanOrEqual(2);
  });
});

describe("fields", () => {
  it.each(["light", "dark"] as const)("a disabled text box's text keeps 4.5:1 (%s)", async (theme) => {
    const screen = await render(
      <Column theme={theme}>
        <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} disabled />
      </Column>,
    );
    const box = screen.getByRole("textbox").element();
    expect(contrast(seenText(box), backgroundOf(box))).toBeGreaterThanOrEqual(4.5);
  });

  it("every one-line field is 44 px tall, a one-line string field included", async () => {
    const typed: QuestionItem[] = [
      { id: "plan", question: "Which plan?", type: "SingleChoice", options: ["Free", "Team"], allowOther: true },
      { id: "email", question: "Contact email", type: "Text", input: { kind: "email" } },
      { id: "seats", question: "How many seats?", type: "Text", input: { kind: "integer" } },
      { id: "start", question: "Start date", type: "Text", input: { kind: "date" } },
      { id: "repo", question: "Repository name", type: "Text", input: { kind: "text", maxLength: 100 } },
    ];
    const screen = await render(
      <Column width={800}>
        <QuestionForm questions={typed} reader={asRead} defaultAnswers={[{ id: "plan", selected: ["Enterprise"] }]} />
      </Column>,
    );
    const fields = Array.from(
      screen.container.querySelectorAll(
        // Radix's bubble inputs (aria-hidden, for a host <form>'s FormData) are no fields a person sees.
        "input:not([type=hidden]):not([role]):not([aria-hidden=true]), textarea, [data-slot=option], button:not([role])",
      ),
    );
    expect(fields.length).toBeGreaterThanOrEqual(8);
    for (const field of fields) {
      expect(`${field.getAttribute("data-slot")} ${field.getBoundingClientRect().height}`).toBe(
        `${field.getAttribute("data-slot")} 44`,
      );
    }
    // A model's open question still gets room for a sentence.
    const open = await render(<QuestionForm questions={QUESTIONS} />);
    const sentence = open.container.querySelector("textarea") as HTMLTextAreaElement;
    expect(sentence.getBoundingClientRect().height).toBeGreaterThan(44);
  });
});

describe("errors", () => {
  it("an error moves no control sideways, and the badge stays on its option's line at 360 px", async () => {
    const screen = await render(
      <Column>
        <QuestionForm questions={QUESTIONS} />
      </Column>,
    );
    const lefts = () =>
      ["textbox", "radio", "button"].map((role) =>
        Math.round(
          screen
            .getByRole(role as "radio")
            .first()
            .element()
            .getBoundingClientRect().left,
        ),
      );
    const before = lefts();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.element(screen.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    expect(lefts()).toEqual(before);
    const label = screen.getByText("TypeScript").element().getBoundingClientRect();
    const badge = screen.getByText("Recommended").element().getBoundingClientRect();
    expect(Math.abs(label.top + label.height / 2 - (badge.top + badge.height / 2))).toBeLessThanOrEqual(4);
  });
});

describe("the steps review", () => {
  it("its title stands out from the questions: larger and bolder than a question", async () => {
    const screen = await render(
      <Column>
        <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} layout="steps" />
      </Column>,
    );
    for (let step = 0; step < QUESTIONS.length; step++) {
      await userEvent.click(screen.getByRole("button", { name: "Next" }));
    }
    const title = screen.getByRole("heading", { name: "Check your answers" }).element();
    const question = screen.getByText("Should the repository be public?").element();
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    expect(size(title)).toBeGreaterThanOrEqual(size(question) * 1.25);
    expect(Number(getComputedStyle(title).fontWeight)).toBeGreaterThan(Number(getComputedStyle(question).fontWeight));
  });
});

describe("ElicitationForm at 360 px", () => {
  it("its three buttons share one line, and its header lines have room", async () => {
    await page.viewport(360, 900);
    const screen = await render(
      <Column>
        <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => undefined} />
      </Column>,
    );
    const tops = ["Submit", "Decline", "Cancel"].map((name) =>
      Math.round(screen.getByRole("button", { name }).element().getBoundingClientRect().top),
    );
    expect(new Set(tops).size).toBe(1);
    const message = screen.getByText(/Please provide the details/).element();
    const style = getComputedStyle(message);
    expect(Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize)).toBeGreaterThanOrEqual(1.4);
  });
});
