import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { requestUserInputFormat } from "../../../src/formats/codex.ts";
import { QuestionCall, QuestionForm } from "../../../src/index.ts";
import { asCall } from "../../support/richQuestions.ts";

// SPEC §11: a Codex question with isSecret, isOther and options is a SingleChoice whose Other text
// is the secret. A review found it typed in a plain box, kept in sessionStorage and shown in the receipt.
const call = {
  questions: [
    {
      id: "key",
      header: "Key",
      question: "Which API key?",
      isOther: true,
      isSecret: true,
      options: [{ label: "The saved key", description: "From the keychain" }],
    },
  ],
};

it("masks a secret typed as Other, never stores it and never shows it in the receipt", async () => {
  const user = userEvent.setup();
  sessionStorage.clear();
  const onSubmit = vi.fn();
  const { container } = render(
    <QuestionCall input={call} format={requestUserInputFormat} draftKey="codex-secret" onSubmit={onSubmit} />,
  );
  await user.click(screen.getByRole("radio", { name: "Other" }));
  const box = container.querySelector("[data-slot=other-input]") as HTMLInputElement;
  expect(box).toHaveAttribute("type", "password");
  expect(box).toHaveAccessibleName("Other — Which API key?");
  await user.type(box, "sk-l1ve-s3cret");
  expect(JSON.stringify({ ...sessionStorage })).not.toContain("sk-l1ve-s3cret");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  // Codex gets the secret itself: only what a person sees hides it.
  expect(onSubmit.mock.calls[0]?.[2]).toEqual({ answers: { key: { answers: ["sk-l1ve-s3cret"] } } });
  expect(container.textContent).not.toContain("sk-l1ve-s3cret");
  expect(screen.getAllByRole("definition")[0]).toHaveTextContent("••••••••");
});

it("shows a picked option of that question in the receipt: only the Other text is a secret", async () => {
  const user = userEvent.setup();
  render(<QuestionCall input={call} format={requestUserInputFormat} onSubmit={() => {}} />);
  await user.click(screen.getByRole("radio", { name: "The saved key" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getAllByRole("definition")[0]).toHaveTextContent("The saved key");
});

const TOKEN = { id: "token", question: "npm token?", type: "Text", input: { kind: "secret" } };

/** Every attribute value in the page, and the text: where a CSS selector or a DOM snapshot reads. */
function attributesAndText(root: Element): string {
  const values = [...root.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((a) => a.value));
  return `${values.join("\n")}\n${root.textContent}`;
}

describe("a secret never sits in an attribute", () => {
  it("typed, shown, sent and in the expanded receipt, the secret is in no attribute and no text", async () => {
    const user = userEvent.setup();
    // With a choice question beside it: the receipt's toggle shows only when there are options to reveal.
    const questions = [TOKEN, { id: "ci", question: "Run CI?", type: "YesNo", required: false }];
    const { container } = render(<QuestionCall input={questions} format={asCall} onSubmit={() => {}} />);
    const box = container.querySelector("input[type=password]") as HTMLInputElement;
    await user.type(box, "npm_s3cret");
    expect(box.value).toBe("npm_s3cret");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(screen.getByRole("button", { name: "Show the options" }));
    const shown = container.querySelector("input[type=password]") as HTMLInputElement;
    expect(shown).toBeVisible();
    expect(shown.value).not.toContain("npm_s3cret");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
  });

  it("a stored answer shown read-only is masked, its length unknown", () => {
    const { container } = render(
      <QuestionForm
        questions={[TOKEN]}
        reader={asCall.read}
        readOnly
        defaultAnswers={[{ id: "token", answer: "npm_s3cret" }]}
      />,
    );
    const box = container.querySelector("input[type=password]") as HTMLInputElement;
    expect(box.value).toBe("••••••••");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
  });
});
