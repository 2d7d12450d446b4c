import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LABELS, QuestionForm, type QuestionIssue } from "../../src/index.ts";
import fixtures from "../support/fixtures/tool-calls.json";

function questionsOf(input: unknown): unknown {
  // The usual host passes the `questions` array; the JSON-string case goes in whole, as an SDK hands it over.
  return typeof input === "object" && input !== null ? (input as { questions: unknown }).questions : input;
}

describe("questions the form cannot use", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a string that is not JSON", "not json"],
    ["a number", 42],
    ["an empty array", []],
    ["objects with wrong fields", [{ id: 1, text: "Hi?", kind: "Text" }, "q2"]],
    ["an unknown type", [{ id: "a", question: "Q?", type: "Dropdown" }]],
  ])(
    "%s: renders an error panel in the person's words, the problems listed under Technical details, and never throws",
    async (_, questions) => {
      const user = userEvent.setup();
      const onInvalid = vi.fn<(issues: QuestionIssue[]) => void>();
      render(<QuestionForm questions={questions} onInvalid={onInvalid} />);
      const panel = screen.getByRole("alert");
      expect(panel).toHaveClass("qf-invalid");
      expect(within(panel).getByText("These questions could not be shown")).toBeVisible();
      expect(within(panel).getByText(DEFAULT_LABELS.invalidHelp)).toBeVisible();
      expect(screen.queryByRole("form")).toBeNull();

      expect(onInvalid).toHaveBeenCalledTimes(1);
      const issues = onInvalid.mock.calls[0]?.[0] ?? [];
      expect(issues.length).toBeGreaterThan(0);
      // The model's own messages (English, for the model) stay folded away until asked for.
      const details = within(panel).getByRole("group");
      expect(details).not.toHaveAttribute("open");
      await user.click(within(details).getByText("Technical details"));
      expect(details).toHaveAttribute("open");
      const items = within(panel).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual(issues.map((issue) => issue.message));
      expect(items.map((item) => item.dataset.code)).toEqual(issues.map((issue) => issue.code));
    },
  );

  it("calls onInvalid once per distinct input: a new-but-equal input does not call again, a different one does", () => {
    const onInvalid = vi.fn();
    const bad = () => [{ id: "db", question: "Which database?", type: "SingleChoice", options: ["Postgres"] }];
    const { rerender } = render(<QuestionForm questions={bad()} onInvalid={onInvalid} />);
    rerender(<QuestionForm questions={bad()} onInvalid={onInvalid} />);
    rerender(<QuestionForm questions={bad()} onInvalid={() => onInvalid()} />);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    rerender(<QuestionForm questions={[]} onInvalid={onInvalid} />);
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });

  it("calls onInvalid once per input however the inputs alternate, and again when the limits change", () => {
    const onInvalid = vi.fn<(issues: QuestionIssue[]) => void>();
    const x = [{ id: "db", question: "Which database?", type: "SingleChoice", options: ["Postgres"] }];
    const y = [{ id: "db", question: "Which database?", type: "MultiChoice" }];
    const { rerender } = render(<QuestionForm questions={x} onInvalid={onInvalid} />);
    rerender(<QuestionForm questions={y} onInvalid={onInvalid} />);
    rerender(<QuestionForm questions={[...x]} onInvalid={onInvalid} />);
    rerender(<QuestionForm questions={[...y]} onInvalid={onInvalid} />);
    expect(onInvalid).toHaveBeenCalledTimes(2);

    // The same input under tighter limits is a new problem for the host to hear about.
    rerender(<QuestionForm questions={x} limits={{ maxLength: 5 }} onInvalid={onInvalid} />);
    expect(onInvalid).toHaveBeenCalledTimes(3);
    expect(onInvalid.mock.calls[2]?.[0].map((issue) => issue.code)).toContain("too_large");
    rerender(<QuestionForm questions={x} limits={{ maxLength: 5 }} onInvalid={onInvalid} />);
    expect(onInvalid).toHaveBeenCalledTimes(3);
  });

  it("does not call onInvalid for valid questions", () => {
    const onInvalid = vi.fn();
    render(<QuestionForm questions={[{ id: "a", question: "Q?", type: "Text" }]} onInvalid={onInvalid} />);
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it("renders model text as text, never as HTML", () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = render(
      <QuestionForm
        questions={[
          { id: "a", question: html, type: "SingleChoice", purpose: html, options: [html, "b"], recommended: html },
        ]}
      />,
    );
    expect(container.querySelector("img, b")).toBeNull();
    expect(screen.getByRole("radiogroup", { name: html })).toHaveAccessibleDescription(html);
    expect(screen.getByRole("radio", { name: html })).toBeInTheDocument();
  });

  it("survives questions JSON cannot serialize (a cycle)", () => {
    const cyclic: Record<string, unknown> = { id: "a", question: "Q?", type: "Text" };
    cyclic.self = cyclic;
    const onInvalid = vi.fn();
    render(<QuestionForm questions={[cyclic]} onInvalid={onInvalid} />);
    expect(screen.getByRole("textbox", { name: "Q?" })).toBeInTheDocument();
    expect(onInvalid).not.toHaveBeenCalled();
  });
});

describe("every tool-call fixture", () => {
  it.each(fixtures.cases.map((fixture) => [fixture.name, fixture] as const))("%s", (_, fixture) => {
    const onInvalid = vi.fn<(issues: QuestionIssue[]) => void>();
    const { container } = render(<QuestionForm questions={questionsOf(fixture.input)} onInvalid={onInvalid} />);
    if (fixture.expect === "ok") {
      expect(container.querySelector("form.qf-form")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
      expect(onInvalid).not.toHaveBeenCalled();
    } else {
      expect(screen.getByRole("alert")).toHaveClass("qf-invalid");
      expect(onInvalid).toHaveBeenCalledTimes(1);
      const codes = new Set(onInvalid.mock.calls[0]?.[0].map((issue) => issue.code));
      for (const code of fixture.expect) expect(codes).toContain(code);
    }
  });
});
