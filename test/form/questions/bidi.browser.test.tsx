import "../../../src/styles.css";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../../src/index.ts";

// An unclosed right-to-left override (U+202E) in text the model wrote must stop at the end of that
// text (SPEC §9): our own words after it ("(optional)", the Recommended badge, the error message)
// still read left to right. Measured where the glyphs land: reversed, ")" would sit left of "(".
const RLO = "\u202e";
const QUESTIONS = [
  {
    id: "lang",
    header: `Stack${RLO}`,
    question: `Which language?${RLO}`,
    type: "SingleChoice",
    options: [`Rust${RLO}`, "Go"],
    recommended: `Rust${RLO}`,
    required: false,
  },
  { id: "name", question: `Project name${RLO}`, type: "Text" },
];

/** Whether the text node's first character is drawn left of its last: true when it reads left to right. */
function readsLeftToRight(element: Element | null): boolean {
  const text = element?.firstChild;
  if (!(text instanceof Text) || text.length < 2) throw new Error("expected an element holding text");
  const at = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  return at(0) < at(text.length - 1);
}

describe("model text is isolated from ours", () => {
  it("an unclosed override in a question reverses neither '(optional)' nor the Recommended badge", async () => {
    const screen = await render(<QuestionForm questions={QUESTIONS} />);
    await expect.element(screen.getByRole("radio", { name: `Rust${RLO}` })).toBeVisible();
    const optional = screen.container.querySelector("[data-slot=optional]");
    expect(optional?.textContent).toBe("(optional)");
    expect(readsLeftToRight(optional)).toBe(true);
    expect(readsLeftToRight(screen.container.querySelector("[data-slot=badge]"))).toBe(true);
  });

  it("nor the error message after the question in the error summary", async () => {
    const screen = await render(<QuestionForm questions={QUESTIONS} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const link = screen.getByRole("link", { name: /Project name/ }).element();
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    let text: Text | undefined;
    while (walker.nextNode()) {
      if (walker.currentNode.textContent?.includes("Enter an answer")) text = walker.currentNode as Text;
    }
    if (!text) throw new Error("expected the message's text in the link");
    const start = text.data.indexOf("Enter an answer");
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    expect(left(start)).toBeLessThan(left(start + "Enter an answer".length - 1));
  });
});
