import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  askQuestionsTool,
  formatDecline,
  QuestionCall,
  QuestionForm,
  type QuestionItem,
  type QuestionToolFormat,
} from "../../src/index.ts";

// Defects a review of the controls reproduced (issue 21), each seen failing first, then fixed.

const LANG = {
  id: "lang",
  question: "Which language?",
  type: "SingleChoice",
  options: ["TypeScript", "Rust"],
  recommended: "Rust",
  allowOther: true,
};
const EXTRAS = {
  id: "extras",
  question: "Which extras?",
  type: "MultiChoice",
  options: ["CI workflow", "Dockerfile"],
  allowOther: true,
};

describe("issue 21: Other keeps its typed text", () => {
  it("SingleChoice: after a listed option, Other again brings the text back; only the chosen one is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.queryByRole("textbox", { name: "Other" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Rust"] }]);
  });

  it("SingleChoice: the number key of Other brings the text back too", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Zig");
    await user.click(screen.getByRole("radio", { name: "TypeScript" }));
    await user.keyboard("3");
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Zig");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Zig"] }]);
  });

  it("MultiChoice: Other unticked, then ticked again, brings the text back; unticked it is not sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[EXTRAS]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.queryByRole("textbox", { name: "Other" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", selected: ["Dockerfile"] }]);
  });
});

// A reader that passes the questions through, so a secret (`input.kind`, which only readers set) can be asked.
const asCall: QuestionToolFormat = {
  tool: askQuestionsTool,
  read: (questions) => ({ ok: true, value: { questions: questions as QuestionItem[] } }),
  write: (_input, _answers, output) => output,
  decline: formatDecline,
  answered: () => undefined,
};
const TOKEN = { id: "token", question: "npm token?", type: "Text", input: { kind: "secret" } };

/** Every attribute value in the page, and the text: where a CSS selector or a DOM snapshot reads. */
function attributesAndText(root: Element): string {
  const values = [...root.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((a) => a.value));
  return `${values.join("\n")}\n${root.textContent}`;
}

describe("issue 21: a secret never sits in an attribute", () => {
  it("typed, shown, sent and in the expanded receipt, the secret is in no attribute and no text", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionCall questions={[TOKEN]} format={asCall} onSubmit={() => {}} />);
    const box = container.querySelector("input[type=password]") as HTMLInputElement;
    await user.type(box, "npm_s3cret");
    expect(box.value).toBe("npm_s3cret");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(screen.getByRole("button", { name: "Show all questions" }));
    const shown = container.querySelector("input[type=password]") as HTMLInputElement;
    expect(shown).toBeVisible();
    expect(shown.value).not.toContain("npm_s3cret");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
  });

  it("a stored answer shown read-only is masked, its length unknown", () => {
    const { container } = render(
      <QuestionForm
        questions={[TOKEN]}
        format={asCall.read}
        readOnly
        defaultAnswers={[{ id: "token", answer: "npm_s3cret" }]}
      />,
    );
    const box = container.querySelector("input[type=password]") as HTMLInputElement;
    expect(box.value).toBe("••••••••");
    expect(attributesAndText(container)).not.toContain("npm_s3cret");
  });
});
