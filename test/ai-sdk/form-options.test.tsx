import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionToolPart } from "../../src/ai-sdk/index.ts";
import { CALL } from "../support/modelCall.ts";

// The form's own choices reach a chat's calls through the adapter's options (chatToolCall, which
// every adapter uses): Skip per optional question, letter shortcuts, notes, and the note on the whole set.

const input = {
  questions: [
    { id: "lang", question: "Which language?", type: "SingleChoice", options: ["Go", "Rust"], recommended: "Go" },
    { id: "ci", question: "Run CI on every push?", type: "YesNo", required: false },
  ],
};

describe("the form's options through a chat adapter", () => {
  it("skip, shortcuts, notes and overallNote reach the call, and the note reaches the tool result", async () => {
    const user = userEvent.setup();
    const addToolOutput = vi.fn();
    render(
      <QuestionToolPart
        part={{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input }}
        addToolOutput={addToolOutput}
        skip
        shortcuts="letters"
        notes
        overallNote
      />,
    );
    expect(screen.getByRole("radio", { name: /Go/ })).toHaveAttribute("aria-keyshortcuts", "A");
    expect(screen.getAllByRole("button", { name: "Add a note" })).toHaveLength(2);
    await user.click(screen.getByRole("radio", { name: /Go/ }));
    await user.click(screen.getByRole("button", { name: "Skip this question" }));
    await user.type(screen.getByRole("textbox", { name: /Anything to add about these answers\?/ }), "ship it Friday");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(addToolOutput.mock.calls[0]?.[0]).toMatchObject({
      toolCallId: CALL,
      output: {
        answers: [
          { id: "lang", selected: ["Go"] },
          { id: "ci", skipped: true },
        ],
        note: "ship it Friday",
      },
    });
  });

  it("filterAbove reaches the call: a two-option question gets a filter box past 1", () => {
    render(
      <QuestionToolPart
        part={{ type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input }}
        addToolOutput={vi.fn()}
        filterAbove={1}
      />,
    );
    expect(screen.getByRole("searchbox", { name: "Filter options" })).toBeInTheDocument();
  });
});
