import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionCall, QuestionForm, type QuestionFormSlot, type QuestionRadioGroupProps } from "../../../src/index.ts";
import { PlainHookForm } from "../../../stories/headless/PlainHookForm.tsx";
import { BATCH, BATCH_ANSWERS } from "../../support/batch.ts";
import { HOST_CLASS_NAMES, HOST_COMPONENTS, HostRadioGroup } from "../../support/hostParts.tsx";

// Every element we render that carries a qf-* class is a part with a data-slot of the same name.
function expectEveryPartSlotted(root: HTMLElement) {
  const parts = [...root.querySelectorAll<HTMLElement>("[class*='qf-']")];
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const slot = part.getAttribute("data-slot");
    expect(slot, part.outerHTML.slice(0, 80)).not.toBeNull();
    expect(part).toHaveClass(`qf-${slot}`);
  }
  return new Set(parts.map((part) => part.getAttribute("data-slot")));
}

async function answerBatch(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "What should the project be called?" }), "billing");
  await user.click(screen.getByRole("radio", { name: "Go" }));
  await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
  await user.click(screen.getByRole("radio", { name: "No" }));
}

describe("data-slot and classNames", () => {
  it("every rendered part of the form has a data-slot matching its qf-* class", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={BATCH} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const slots = expectEveryPartSlotted(container);
    const expected: QuestionFormSlot[] = [
      "form",
      "error-summary",
      "error-summary-title",
      "error-summary-list",
      "error-summary-link",
      "question",
      "label",
      "question-text",
      "optional",
      "hint",
      "error-message",
      "options",
      "option",
      "option-label",
      "textarea",
      "radio",
      "checkbox",
      "indicator",
      "badge",
      "actions",
      "submit",
    ];
    for (const slot of expected) expect(slots).toContain(slot);
  });

  it("the call's parts too: receipt, toggle, decline, declined, placeholder, invalid panel", async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <QuestionCall input={[...BATCH, { id: "x" }]} streaming onDecline={() => {}} />,
    );
    expectEveryPartSlotted(container);
    for (const slot of ["placeholder", "placeholder-status", "decline"]) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    await user.click(screen.getByRole("button", { name: "Skip these questions" }));
    const declined = container.querySelector('[data-slot="declined"]');
    expect(declined).toHaveTextContent("You skipped these questions.");
    // The call's decline, said as such; its look (qf-declined) is every note's that says no.
    expect(declined).toHaveAttribute("data-state", "declined");
    expect(declined).toHaveClass("qf-declined");
    unmount();

    const stored = render(
      <QuestionCall
        input={BATCH}
        outcome={{ kind: "answered", output: { questions: BATCH as never, answers: BATCH_ANSWERS } }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show the options" }));
    const receiptSlots = expectEveryPartSlotted(stored.container);
    for (const slot of [
      "receipt",
      "receipt-title",
      "receipt-answers",
      "receipt-item",
      "receipt-toggle",
      "receipt-full",
      "status",
    ]) {
      expect(receiptSlots).toContain(slot);
    }
    stored.unmount();

    const invalid = render(<QuestionForm questions={[{ id: "a" }]} />);
    const invalidSlots = expectEveryPartSlotted(invalid.container);
    for (const slot of ["invalid", "invalid-title", "invalid-help", "invalid-details", "invalid-list"]) {
      expect(invalidSlots).toContain(slot);
    }
  });

  it("classNames adds the host's classes to each part by slot, after ours", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline"));
    const { container } = render(<QuestionForm questions={BATCH} classNames={HOST_CLASS_NAMES} onSubmit={onSubmit} />);
    const check = (slots: string[]) => {
      for (const slot of slots) {
        const part = container.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
        expect(part, slot).not.toBeNull();
        const classes = HOST_CLASS_NAMES[slot as QuestionFormSlot] as string;
        expect(part).toHaveClass(`qf-${slot}`, ...classes.split(" "));
      }
    };
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const later = ["submit-error", "status"];
    check(Object.keys(HOST_CLASS_NAMES).filter((slot) => !later.includes(slot)));
    await answerBatch(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    check(["submit-error"]);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    check(["status"]);
  });
});

// The same Radix group, marked, to see which one renders.
function MarkedRadioGroup(props: QuestionRadioGroupProps) {
  return <HostRadioGroup {...props} data-group="marked" />;
}

describe("a form rendered with the host's own parts (components)", () => {
  it("a new RadioGroup alone, with every other part the same, reaches the questions", () => {
    const { rerender } = render(<QuestionForm questions={[BATCH[1]]} components={HOST_COMPONENTS} />);
    const group = () => screen.getByRole("radiogroup", { name: /Which language/ });
    expect(group()).not.toHaveAttribute("data-group");
    rerender(<QuestionForm questions={[BATCH[1]]} components={{ ...HOST_COMPONENTS, RadioGroup: MarkedRadioGroup }} />);
    expect(group()).toHaveAttribute("data-group", "marked");
  });

  it("sends exactly the answers given, with the host's Button, Textarea, Checkbox and Radio", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <QuestionForm questions={BATCH} components={HOST_COMPONENTS} classNames={HOST_CLASS_NAMES} onSubmit={onSubmit} />,
    );
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toHaveClass("qf-submit", "host-button");
    expect(screen.getByRole("textbox")).toHaveClass("qf-textarea", "host-textarea");
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toHaveClass("qf-checkbox", "host-checkbox");
    expect(screen.getByRole("radio", { name: "Go" })).toHaveClass("qf-radio", "host-radio");
    await answerBatch(user);
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toBeChecked();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.lastCall?.[0]).toEqual(BATCH_ANSWERS);
  });

  it("keeps the ARIA wiring exact: names, hints and errors by id, the invalid state, the summary's links", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={BATCH} components={HOST_COMPONENTS} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const name = screen.getByRole("textbox", { name: "What should the project be called?" });
    expect(name).toHaveAccessibleDescription("Used for the package name Enter an answer");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-required", "true");
    const lang = screen.getByRole("radiogroup", { name: "Which language?" });
    expect(lang).toHaveAccessibleDescription("To scaffold the project Select one option");
    expect(lang).toHaveAttribute("aria-invalid", "true");
    expect(within(lang).getByRole("radio", { name: "Rust" })).toHaveAccessibleDescription("Recommended");
    expect(screen.getByRole("group", { name: "Which extras do you want? (optional)" })).toBeInTheDocument();
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    const link = within(summary).getByRole("link", { name: "What should the project be called? — Enter an answer" });
    await user.click(link);
    expect(name).toHaveFocus();
    await user.click(within(summary).getByRole("link", { name: /Which language\?/ }));
    expect(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
  });
});

describe("a form built from the hooks with plain elements", () => {
  it("wires label, hint and error by useQuestionField's ids, checks the required questions and sends", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PlainHookForm questions={BATCH} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "What should the project be called?" });
    expect(name).toHaveAccessibleDescription("Used for the package name Enter an answer");
    expect(screen.getByRole("group", { name: "Initialise a git repository?" })).toHaveAccessibleDescription(
      "So the first commit can be made Select Yes or No",
    );
    expect(
      screen.getByRole("group", { name: "Which extras do you want? (optional)" }),
    ).not.toHaveAccessibleDescription();
    await answerBatch(user);
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.lastCall?.[0]).toEqual(BATCH_ANSWERS);
    expect(screen.getByRole("status")).toHaveTextContent("Answers sent");
    expect(name).toHaveAttribute("readonly");
  });
});
