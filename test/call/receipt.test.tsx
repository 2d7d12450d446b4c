import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_CALL_LABELS } from "../../src/call/callLabels.ts";
import { QuestionReceipt } from "../../src/call/QuestionReceipt.tsx";
import { DEFAULT_LABELS } from "../../src/form/kit/labels.ts";
import type { AnswerItem, QuestionItem } from "../../src/index.ts";

const LABELS = { ...DEFAULT_LABELS, ...DEFAULT_CALL_LABELS, yes: "Oui", no: "Non" };
const QUESTIONS: QuestionItem[] = [
  { id: "name", question: "Name?", type: "Text" },
  { id: "lang", question: "Language?", type: "SingleChoice", options: ["Go", "Rust"], recommended: "Go" },
  { id: "extras", question: "Extras?", type: "MultiChoice", options: ["CI", "Docker"] },
  { id: "git", question: "Git?", type: "YesNo" },
];

function shown(answers: AnswerItem[]) {
  render(<QuestionReceipt questions={QUESTIONS} answers={answers} labels={LABELS} />);
  const receipt = screen.getByRole("region", { name: "Your answers" });
  return within(receipt)
    .getAllByRole("definition")
    .map((item) => item.textContent);
}

describe("the receipt of an answered call", () => {
  it("shows each answer, YesNo in the person's words", () => {
    expect(
      shown([
        { id: "name", answer: "acme" },
        { id: "lang", selected: ["Rust"] },
        { id: "extras", selected: ["CI", "Docker"] },
        { id: "git", answer: "Yes" },
      ]),
    ).toEqual(["acme", "Rust", "CI, Docker", "Oui"]);
  });

  it("counts as not answered what the protocol does not (blank text, a pick that is no option, a YesNo that is neither)", () => {
    expect(
      shown([
        { id: "name", answer: "   " },
        { id: "lang", selected: ["Cobol"] },
        { id: "extras", selected: [] },
        { id: "git", answer: "Maybe" },
      ]),
    ).toEqual(["Not answered", "Not answered", "Not answered", "Not answered"]);
  });
});

describe("the receipt's toggle", () => {
  const ANSWERS: AnswerItem[] = [
    { id: "name", answer: "acme" },
    { id: "lang", selected: ["Rust"] },
  ];

  it("says what it reveals, the options, and is marked expanded once it has", async () => {
    const user = userEvent.setup();
    render(
      <QuestionReceipt questions={QUESTIONS} answers={ANSWERS} labels={LABELS}>
        <p>The full form</p>
      </QuestionReceipt>,
    );
    const toggle = screen.getByRole("button", { name: "Show the options" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide the options" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("The full form")).toBeVisible();
  });

  it("is not there when no question has options: the receipt already shows every answer", () => {
    render(
      <QuestionReceipt questions={[QUESTIONS[0] as QuestionItem]} answers={ANSWERS} labels={LABELS}>
        <p>The full form</p>
      </QuestionReceipt>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("marks each row answered, skipped or not answered, for the look to set a missing answer apart", () => {
    render(
      <QuestionReceipt
        questions={QUESTIONS}
        answers={[
          { id: "name", answer: "acme" },
          { id: "lang", skipped: true },
        ]}
        labels={LABELS}
      />,
    );
    const rows = screen.getAllByRole("definition").map((answer) => answer.parentElement);
    expect(rows.map((row) => row?.getAttribute("data-state"))).toEqual([
      "answered",
      "skipped",
      "unanswered",
      "unanswered",
    ]);
  });
});
