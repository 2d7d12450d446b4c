import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { requestUserInputFormat } from "../../src/codex/index.ts";
import { QuestionCall } from "../../src/index.ts";

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
    <QuestionCall questions={call} format={requestUserInputFormat} draftKey="codex-secret" onSubmit={onSubmit} />,
  );
  await user.click(screen.getByRole("radio", { name: "Other" }));
  const box = container.querySelector("[data-slot=other-input]") as HTMLInputElement;
  expect(box).toHaveAttribute("type", "password");
  expect(box).toHaveAccessibleName("Other");
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
  render(<QuestionCall questions={call} format={requestUserInputFormat} onSubmit={() => {}} />);
  await user.click(screen.getByRole("radio", { name: "The saved key" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(screen.getAllByRole("definition")[0]).toHaveTextContent("The saved key");
});
