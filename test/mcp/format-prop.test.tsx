import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionForm, type QuestionItem, type Validated } from "../../src/index.ts";
import { fromElicitation } from "../../src/mcp/index.ts";

// The form reads another agent's questions through a format reader (SPEC §7):
// a SingleChoice with no `recommended` renders, and the reader's issues show in the error panel.

function readForm(params: unknown): Validated<{ questions: QuestionItem[] }> {
  const read = fromElicitation(params);
  if (!read.ok) return read;
  if (read.value.mode !== "form") throw new Error("form mode only");
  return { ok: true, value: read.value };
}

const params = {
  message: "Pick",
  requestedSchema: {
    type: "object",
    properties: { size: { type: "string", title: "Size", enum: ["s", "m"], enumNames: ["Small", "Medium"] } },
    required: ["size"],
  },
};

describe("QuestionForm's format", () => {
  it("renders a reader's SingleChoice that has no recommended, without a badge", async () => {
    const onSubmit = vi.fn();
    render(<QuestionForm questions={params} reader={readForm} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("radio", { name: "Medium" }));
    expect(screen.queryByText("Recommended")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith([{ id: "size", selected: ["Medium"] }], expect.anything());
  });

  it("shows the reader's issues in the error panel", async () => {
    const onInvalid = vi.fn();
    const nested = {
      message: "x",
      requestedSchema: { type: "object", properties: { a: { type: "object" }, b: { type: "string" } } },
    };
    render(<QuestionForm questions={nested} reader={readForm} onInvalid={onInvalid} />);
    expect(screen.getByRole("alert")).toHaveTextContent("These questions could not be shown");
    expect(onInvalid.mock.calls[0]?.[0].map((issue: { code: string }) => issue.code)).toEqual(["unsupported_schema"]);
  });

  it("without a format, the same questions are ask_questions and need a recommended", () => {
    const read = readForm(params);
    render(<QuestionForm questions={read.ok ? read.value.questions : []} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });
});

describe("QuestionForm's format with a stored result", () => {
  it("shows a stored result of a format's questions, answered and read-only", () => {
    const read = readForm(params);
    if (!read.ok) throw new Error("unreadable");
    const answers = [{ id: "size", selected: ["Medium"] }];
    render(<QuestionForm questions={params} reader={readForm} output={{ questions: read.value.questions, answers }} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});
