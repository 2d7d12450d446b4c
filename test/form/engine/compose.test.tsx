import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  ErrorSummary,
  QuestionFormProvider,
  type QuestionIssue,
  QuestionList,
  type UseQuestionFormOptions,
  useQuestionForm,
} from "../../../src/index.ts";
import { OPTIONAL_BATCH } from "../../support/batch.ts";

// A wrapper (QuestionCall, or a host's own) composes the form from the hook, as QuestionForm does:
// here, a placeholder while pending, a Later button beside Submit, and its own view once sent.
function Wrapper(options: UseQuestionFormOptions) {
  const form = useQuestionForm(options);
  if (form.issues) return <p role="alert">{form.issues.length} problems</p>;
  return (
    <QuestionFormProvider form={form}>
      <form {...form.getFormProps()}>
        {form.answered ? (
          <section aria-label="Sent">
            {form.answers().length} answers
            <QuestionList questions={form.questions} />
          </section>
        ) : (
          <QuestionList questions={form.questions} />
        )}
        {form.streaming && <p>More questions are coming</p>}
        {form.answered ? (
          <p {...form.getStatusProps()} />
        ) : (
          <div>
            <button {...form.getSubmitProps()} />
            <button type="button">Later</button>
          </div>
        )}
      </form>
    </QuestionFormProvider>
  );
}

// A host's own form element: its onSubmit records itself, and with `block` keeps ours from sending.
function HostForm({ block, onSubmit, seen }: { block: boolean; onSubmit: () => void; seen: string[] }) {
  const form = useQuestionForm({ questions: OPTIONAL_BATCH, onSubmit });
  const props = form.getFormProps({
    className: "host",
    "aria-label": "Host form",
    onSubmit: (event) => {
      seen.push("host");
      if (block) event.preventDefault();
    },
  });
  return (
    <QuestionFormProvider form={form}>
      <form {...props}>
        <QuestionList questions={form.questions} />
        <button {...form.getSubmitProps()} />
      </form>
    </QuestionFormProvider>
  );
}

describe("composing the form from useQuestionForm", () => {
  it("streaming: partial questions are an empty form, never invalid, and cannot be sent until complete", async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn<(issues: QuestionIssue[]) => void>();
    const onSubmit = vi.fn();
    const partial = [{ id: "name", question: "What sh" }];
    const { container, rerender } = render(
      <Wrapper questions={partial} streaming onInvalid={onInvalid} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("More questions are coming")).toBeInTheDocument();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();

    rerender(<Wrapper questions={OPTIONAL_BATCH} streaming onInvalid={onInvalid} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox"), "acme{Control>}{Enter}{/Control}");
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(<Wrapper questions={partial} onInvalid={onInvalid} onSubmit={onSubmit} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it("the wrapper's buttons sit beside the submit button while the form can be sent; its own view replaces the questions once sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Wrapper questions={OPTIONAL_BATCH} onSubmit={onSubmit} />);
    expect(
      within(screen.getByRole("button", { name: "Submit" }).parentElement as HTMLElement).getByRole("button", {
        name: "Later",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Sent" })).toBeNull();

    await user.type(screen.getByRole("textbox"), "acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const sent = await screen.findByRole("region", { name: "Sent" });
    expect(sent).toHaveTextContent("4 answers");
    expect(within(sent).getByRole("textbox")).toHaveAttribute("readonly");
    expect(onSubmit.mock.lastCall?.[0][0]).toEqual({ id: "name", answer: "acme" });
    expect(screen.queryByRole("button", { name: "Later" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Answers sent");
  });

  it("getFormProps keeps a host's onSubmit and class: theirs runs first, ours still sends unless theirs prevents it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const seen: string[] = [];
    const { unmount } = render(<HostForm block onSubmit={onSubmit} seen={seen} />);
    expect(screen.getByRole("form", { name: "Host form" })).toHaveClass("qf-form", "host");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(seen).toEqual(["host"]);
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();
    render(<HostForm block={false} onSubmit={onSubmit} seen={seen} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(seen).toEqual(["host", "host"]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("a part that needs the form, rendered outside QuestionFormProvider, says so", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ErrorSummary questions={[]} focusRequest={0} />)).toThrow(
      "ErrorSummary must be rendered inside QuestionFormProvider",
    );
    consoleError.mockRestore();
  });
});
