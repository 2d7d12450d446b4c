import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuestionForm, type QuestionOutput } from "../../src/index.ts";
import { OPTIONAL_BATCH } from "./batch.ts";

// The hooks a wrapper (QuestionCall, or a host's own) composes QuestionForm with.
describe("QuestionForm hooks for a wrapper", () => {
  it("pending: partial questions are an empty form, never invalid, and cannot be sent until complete", async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn();
    const onSubmit = vi.fn();
    const partial = [{ id: "name", question: "What sh" }];
    const { container, rerender } = render(
      <QuestionForm questions={partial} pending onInvalid={onInvalid} onSubmit={onSubmit}>
        <p>More questions are coming</p>
      </QuestionForm>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("More questions are coming")).toBeInTheDocument();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();

    rerender(<QuestionForm questions={OPTIONAL_BATCH} pending onInvalid={onInvalid} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox"), "acme{Control>}{Enter}{/Control}");
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<QuestionForm questions={partial} onInvalid={onInvalid} onSubmit={onSubmit} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it("actions sit beside the submit button while the form can be sent; renderAnswered replaces the questions once sent", async () => {
    const user = userEvent.setup();
    const renderAnswered = vi.fn((output: QuestionOutput, questions: ReactNode) => (
      <section aria-label="Sent">
        {output.answers.length} answers
        {questions}
      </section>
    ));
    render(
      <QuestionForm
        questions={OPTIONAL_BATCH}
        actions={<button type="button">Later</button>}
        renderAnswered={renderAnswered}
      />,
    );
    expect(
      within(screen.getByRole("button", { name: "Submit" }).parentElement as HTMLElement).getByRole("button", {
        name: "Later",
      }),
    ).toBeInTheDocument();
    expect(renderAnswered).not.toHaveBeenCalled();

    await user.type(screen.getByRole("textbox"), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const sent = await screen.findByRole("region", { name: "Sent" });
    expect(sent).toHaveTextContent("4 answers");
    expect(within(sent).getByRole("textbox")).toHaveAttribute("readonly");
    expect(renderAnswered.mock.lastCall?.[0].answers[0]).toEqual({ id: "name", answer: "acme" });
    expect(screen.queryByRole("button", { name: "Later" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Answers sent");
  });
});
