import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { questionFormComponents, withParts, withPartsOptions } from "../../registry/question-form/question-form.tsx";
import { InterruptForm } from "../../src/ag-ui/index.ts";
import type { QuestionButtonProps, QuestionFormComponents } from "../../src/index.ts";

// question-form.tsx's withParts: what every chat item of the registry (question-form-ai-sdk.tsx,
// -langgraph, -ag-ui, -openai-agents, -adk; -assistant-ui's toolkits through withPartsOptions, its
// merge) is made of, and what an app uses to wrap another of our components in its shadcn parts. Here it wraps AG-UI's InterruptForm as the app would (the stories' new-york parts
// stand for the app's components/ui).

/** An AG-UI run paused on one confirmation: a Yes / No question under its message. */
const CONFIRMATION = [{ id: "int-confirm", reason: "confirmation", message: "Restart the service afterwards?" }];

/** The app's own button for one screen, passed as `components`: it marks what it draws. */
function MyButton(props: QuestionButtonProps) {
  return <button type="button" data-mine="" {...props} />;
}

describe("withParts (the registry's question-form.tsx)", () => {
  it("draws the component with the app's parts and the form's, its own and the caller's classes in that order", async () => {
    const Interrupts = withParts(InterruptForm, { interrupt: "own-interrupt grid gap-3" });
    const onSubmit = vi.fn();
    render(
      <Interrupts
        interrupts={CONFIRMATION}
        onSubmit={onSubmit}
        classNames={{ interrupt: "gap-5", actions: "mine-actions" }}
      />,
    );
    // The component's own slot: its class, then the caller's, which replaces a conflicting one (cn).
    const interrupt = screen.getByText("Restart the service afterwards?").closest('[data-slot="interrupt"]');
    expect(interrupt).toHaveClass("own-interrupt", "grid", "gap-5");
    expect(interrupt).not.toHaveClass("gap-3");
    // A form slot: the form item's classes (questionFormClassNames), then the caller's.
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit.closest('[data-slot="actions"]')).toHaveClass("flex", "gap-2", "mine-actions");
    // The app's parts: shadcn's RadioGroupItem (its 16 px circle) for the confirmation's Yes.
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveClass("size-4", "rounded-full");
    // And the wrapped component still works: its props reach it.
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith([{ interruptId: "int-confirm", status: "resolved", payload: true }]);
  });

  it("lets the caller's components replace the app's, part by part", () => {
    const Interrupts = withParts(InterruptForm);
    render(<Interrupts interrupts={CONFIRMATION} onSubmit={() => undefined} components={{ Button: MyButton }} />);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("data-mine");
    // The parts not replaced stay the app's.
    expect(screen.getByRole("radio", { name: "No" })).toHaveClass("size-4");
  });

  it("merges a toolkit's options the same way (withPartsOptions, the assistant-ui item's)", () => {
    const onSubmit = vi.fn();
    // As a toolkit's options are typed: every part and slot optional.
    const given: {
      onSubmit: typeof onSubmit;
      components?: Partial<QuestionFormComponents>;
      classNames?: Partial<Record<string, string>>;
    } = {
      onSubmit,
      components: { Button: MyButton },
      classNames: { actions: "mine-actions", approve: "mine-approve" },
    };
    const options = withPartsOptions(given, { approve: "own-approve" });
    // The caller's own options pass through untouched.
    expect(options.onSubmit).toBe(onSubmit);
    // The caller's parts win; the others stay the app's.
    expect(options.components?.Button).toBe(MyButton);
    expect(options.components?.Radio).toBe(questionFormComponents.Radio);
    // Each slot's classes: the form's, the own ones, then the caller's.
    expect(options.classNames?.actions?.split(" ")).toEqual(expect.arrayContaining(["flex", "gap-2", "mine-actions"]));
    expect(options.classNames?.approve).toMatch(/own-approve mine-approve$/);
  });
});
