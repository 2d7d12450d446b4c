import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionCall, QuestionForm } from "../../../src/index.ts";
import { answered, asCall, asRead, multi, single } from "../../support/richQuestions.ts";

// Other keeps what the person typed while they try the listed options (found by a review of the
// controls, each seen failing first).

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

describe("Other keeps its typed text", () => {
  it("SingleChoice: after a listed option, Other again brings the text back; only the chosen one is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.queryByRole("textbox", { name: /^Other — / })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: /^Other — / })).toHaveValue("Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Rust"] }]);
  });

  it("SingleChoice: the number key of Other brings the text back too", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "Zig");
    await user.click(screen.getByRole("radio", { name: "TypeScript" }));
    await user.keyboard("3");
    expect(screen.getByRole("textbox", { name: /^Other — / })).toHaveValue("Zig");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Zig"] }]);
  });

  it("MultiChoice: Other unticked, then ticked again, brings the text back; unticked it is not sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[EXTRAS]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.queryByRole("textbox", { name: /^Other — / })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: /^Other — / })).toHaveValue("Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", selected: ["Dockerfile"] }]);
  });
});

describe("Other (allowOther)", () => {
  it("reveals a named text box when chosen, asks for text when blank, and sends it trimmed", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single]} reader={asRead} onSubmit={onSubmit} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const box = screen.getByRole("textbox", { name: /^Other — / });
    expect(box).toHaveAttribute("data-slot", "other-input");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Which database? — Enter your answer" })).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Enter your answer");
    await user.type(box, "  MariaDB ");
    expect(screen.queryByText("Enter your answer")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "db", selected: ["MariaDB"] }]);
  });
  it("keeps a typed text equal to an option in the box, and sends it as that option", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single]} reader={asRead} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "SQLite");
    expect(screen.getByRole("textbox", { name: /^Other — / })).toHaveValue("SQLite");
    expect(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "db", selected: ["SQLite"] }]);
  });
  it("sends MultiChoice picks in options order, then the Other text; unticking Other drops it", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[multi]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("checkbox", { name: "Docs" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "Benchmarks");
    await user.click(screen.getByRole("checkbox", { name: "Lint" }));
    expect(screen.getByRole("textbox", { name: /^Other — / })).toHaveValue("Benchmarks");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([{ id: "extras", selected: ["Lint", "Docs", "Benchmarks"] }]);
  });
  it("says Enter your answer for a blank Other even on an optional question, in the host's words", async () => {
    const user = userEvent.setup();
    const { onSubmit } = answered();
    render(
      <QuestionForm
        questions={[multi]}
        onSubmit={onSubmit}
        labels={{ other: "Autre", enterOther: "Saisissez votre réponse" }}
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Autre" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /^Autre — / })).toHaveAccessibleDescription("Saisissez votre réponse");
  });
  it("shows the Other text in the receipt", async () => {
    const user = userEvent.setup();
    render(<QuestionCall input={[single]} format={asCall} onSubmit={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: /^Other — / }), "MariaDB");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("definition")).toHaveTextContent("MariaDB");
  });
});

describe("the Other box's name", () => {
  it("names each Other box by its question, so two in one form are told apart (and read-only after a send)", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[LANG, EXTRAS]} onSubmit={() => {}} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other — Which language?" }), "Zig");
    await user.type(screen.getByRole("textbox", { name: "Other — Which extras?" }), "Makefile");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("textbox", { name: "Other — Which language?" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Other — Which extras?" })).toHaveValue("Makefile");
  });
});
