import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionCall, QuestionForm, type QuestionItem } from "../../src/index.ts";
import { answered, asCall, asRead, multi } from "../support/richQuestions.ts";

// A question's own rules on submit (SPEC §6): typed text inputs and pick limits.

const typed = (input: QuestionItem["input"], extra: Partial<QuestionItem> = {}): QuestionItem => ({
  id: "v",
  question: "Value?",
  type: "Text",
  input,
  ...extra,
});
describe("typed text inputs (input.kind)", () => {
  it.each([
    ["email", "email", null],
    ["url", "url", null],
    ["date", "date", null],
    ["date-time", "datetime-local", null],
    ["number", "text", "decimal"],
    ["integer", "text", "numeric"],
    ["secret", "password", null],
  ] as const)("%s is a one-line input of type %s", (kind, type, inputMode) => {
    const { container } = render(<QuestionForm questions={[typed({ kind })]} reader={asRead} />);
    const input = container.querySelector(`#${CSS.escape(screen.getByText("Value?").closest("label")?.htmlFor ?? "")}`);
    expect(input?.tagName).toBe("INPUT");
    expect(input).toHaveAttribute("type", type);
    expect(input?.getAttribute("inputmode")).toBe(inputMode);
  });
  it("gives a string a reader typed as text (MCP's 'Repository name') one line, as a stock form's Input, with its placeholder", () => {
    render(<QuestionForm questions={[typed({ kind: "text" }, { placeholder: "e.g. Ada" })]} reader={asRead} />);
    const box = screen.getByRole("textbox", { name: "Value?" });
    expect(box.tagName).toBe("INPUT");
    expect(box).toHaveAttribute("type", "text");
    expect(box).toHaveAttribute("placeholder", "e.g. Ada");
  });
  it("keeps the growing text box for a typed text whose value holds a line break, so no line is lost", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(
      <QuestionForm
        questions={[typed({ kind: "text" })]}
        reader={asRead}
        defaultAnswers={[{ id: "v", answer: "def main():\n    return 1" }]}
        onSubmit={onSubmit}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Value?" });
    expect(box.tagName).toBe("TEXTAREA");
    await user.clear(box);
    await user.type(box, "one{Enter}two");
    expect(screen.getByRole("textbox", { name: "Value?" })).toBe(box);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "v", answer: "one\ntwo" }]);
  });
  it("keeps the growing text box for a model's open question (no input)", () => {
    render(<QuestionForm questions={[{ id: "v", question: "Value?", type: "Text" }]} />);
    expect(screen.getByRole("textbox", { name: "Value?" }).tagName).toBe("TEXTAREA");
  });
  it("sends the typed line on Enter, as any one-line field, a long value whole", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[typed({ kind: "text" })]} reader={asRead} onSubmit={onSubmit} />);
    const long = "acme-billing-service-with-a-name-longer-than-the-box-is-wide-".repeat(3);
    await user.type(screen.getByRole("textbox", { name: "Value?" }), `${long}{Enter}`);
    expect(sent()).toEqual([{ id: "v", answer: long }]);
  });
  it("still takes files under the line when the typed text question has attachments", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <QuestionForm
        questions={[typed({ kind: "text" }, { required: false, attachments: { accept: ["image/*"] } })]}
        reader={asRead}
      />,
    );
    await screen.findByRole("button", { name: "Attach files" });
    expect(screen.getByRole("textbox", { name: /^Value\?/ }).tagName).toBe("INPUT");
    const file = new File([new Uint8Array(8)], "shot.png", { type: "image/png" });
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(within(screen.getByRole("list", { name: "Attached files" })).getByRole("listitem")).toHaveTextContent(
      "shot.png",
    );
  });
  it("checks on submit, never on blur, keeps the text, and sends once fixed", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[typed({ kind: "email" })]} reader={asRead} onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox", { name: "Value?" });
    await user.type(box, "ada@example");
    await user.tab();
    expect(screen.queryByText(/Enter an email address/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue("ada@example");
    expect(box).toHaveAccessibleDescription("Enter an email address in the correct format, like name@example.com");
    await user.type(box, ".com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "v", answer: "ada@example.com" }]);
  });
  it("says which numbers are allowed, in the host's words with the limits filled in", async () => {
    const user = userEvent.setup();
    render(
      <QuestionForm
        questions={[typed({ kind: "integer", minimum: 1, maximum: 10 })]}
        reader={asRead}
        labels={{ numberBetween: "Un nombre entre {min} et {max}" }}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Value?" });
    await user.type(box, "2.5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(box).toHaveAccessibleDescription("Enter a whole number");
    await user.clear(box);
    await user.type(box, "11");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(box).toHaveAccessibleDescription("Un nombre entre 1 et 10");
  });
  it("masks a secret while typed (Show / Hide), in the receipt, and never stores it in sessionStorage", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const questions = [typed({ kind: "secret" }), { id: "note", question: "Note?", type: "Text" as const }];
    const { container } = render(
      <QuestionCall input={questions} format={asCall} draftKey="call-1" onSubmit={() => {}} />,
    );
    const secret = container.querySelector("input[type=password]") as HTMLInputElement;
    await user.type(secret, "npm_s3cret");
    await user.type(screen.getByRole("textbox", { name: "Note?" }), "hi");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("npm_s3cret");
    expect(JSON.stringify({ ...sessionStorage })).toContain("hi");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(secret).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("data-state", "shown");
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(secret).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(container.textContent).not.toContain("npm_s3cret");
    expect(screen.getAllByRole("definition")[0]).toHaveTextContent("••••••••");
  });
});

describe("pick limits (minSelected / maxSelected)", () => {
  it("says Select up to 3 options on submit, and sends once within the limit", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    const limited = { ...multi, allowOther: false, maxSelected: 3 };
    render(<QuestionForm questions={[limited]} reader={asRead} onSubmit={onSubmit} />);
    for (const name of ["Lint", "Tests", "Docs", "CI"]) await user.click(screen.getByRole("checkbox", { name }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Which extras? — Select up to 3 options" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "CI" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "extras", selected: ["Lint", "Tests", "Docs"] }]);
  });
});
