import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InterruptForm } from "../../src/ag-ui/index.ts";

// InterruptForm on its own (SPEC §13): what the host passes and what it gets back, beyond the agent.

const email = (id: string, message: string) => ({
  id,
  reason: "input_required",
  message,
  responseSchema: {
    type: "object",
    properties: { email: { type: "string", format: "email", title: "Email" } },
    required: ["email"],
  },
});

describe("InterruptForm", () => {
  it("keeps two interrupts that ask for the same key apart, each under its own message", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<InterruptForm interrupts={[email("a", "Billing contact"), email("b", "Owner")]} onSubmit={onSubmit} />);
    const [billing, owner] = screen.getAllByRole("group");
    await user.type(within(billing as HTMLElement).getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.type(within(owner as HTMLElement).getByRole("textbox", { name: /Email/ }), "grace@example.com{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      { interruptId: "a", status: "resolved", payload: { email: "ada@example.com" } },
      { interruptId: "b", status: "resolved", payload: { email: "grace@example.com" } },
    ]);
  });

  it("asks a password or writeOnly string masked, sends it to the agent, and never shows it back", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <InterruptForm
        interrupts={[
          {
            id: "login",
            reason: "input_required",
            message: "Sign in to the registry",
            responseSchema: {
              type: "object",
              properties: {
                password: { type: "string", format: "password", title: "Password" },
                token: { type: "string", writeOnly: true, title: "Token", minLength: 4 },
              },
              required: ["password", "token"],
            },
          },
        ]}
        onSubmit={onSubmit}
      />,
    );
    const password = screen.getByLabelText(/Password/);
    const token = screen.getByLabelText(/Token/);
    expect(password).toHaveAttribute("type", "password");
    expect(token).toHaveAttribute("type", "password");
    await user.type(password, "hunter22");
    await user.type(token, "npm_s3cret");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      { interruptId: "login", status: "resolved", payload: { password: "hunter22", token: "npm_s3cret" } },
    ]);
    expect(container.textContent).not.toContain("hunter22");
    expect(container.textContent).not.toContain("npm_s3cret");
  });

  it("keeps every answer when the resume fails, and sends again", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<InterruptForm interrupts={[email("a", "Billing contact")]} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Email/ }) as HTMLInputElement).value).toBe("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]).toEqual(onSubmit.mock.calls[0]);
  });

  it("shows interrupts it cannot read as the error panel, and Cancel still cancels each that has an id", async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <InterruptForm
        interrupts={[{ id: "a", reason: "input_required" }, { reason: "confirmation" }, { id: "c", reason: "x" }]}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        classNames={{ actions: "host-row", "interrupt-actions": "host-wrap" }}
      />,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    // Every element in a part, each part with its own qf-<data-slot> class and the host's by slot.
    for (const element of container.querySelectorAll("*"))
      expect(element.closest("[data-slot]"), element.outerHTML.slice(0, 80)).not.toBeNull();
    for (const part of container.querySelectorAll<HTMLElement>("[data-slot]"))
      expect(part, part.outerHTML.slice(0, 80)).toHaveClass(`qf-${part.dataset.slot}`);
    const row = screen.getByRole("button", { name: "Cancel" }).parentElement;
    expect(row).toHaveClass("qf-actions", "host-row");
    expect(row?.parentElement).toHaveClass("qf-interrupt-actions", "qf-form", "host-wrap");
    expect(onInvalid).toHaveBeenCalledWith([
      expect.objectContaining({ code: "missing_field", path: [0, "responseSchema"] }),
      expect.objectContaining({ code: "missing_field", path: [1, "id"] }),
    ]);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).toHaveBeenCalledWith([
      { interruptId: "a", status: "cancelled" },
      { interruptId: "c", status: "cancelled" },
    ]);
    expect(screen.getByRole("status").textContent).toBe("You cancelled these requests.");
  });

  it("cancels an unreadable run whose interrupts repeat an id with one entry per id", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <InterruptForm
        interrupts={[
          { id: "a", reason: "confirmation", message: "Go?" },
          { id: "a", reason: "confirmation", message: "Really?" },
          { id: "b", reason: "input_required" },
        ]}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).toHaveBeenCalledWith([
      { interruptId: "a", status: "cancelled" },
      { interruptId: "b", status: "cancelled" },
    ]);
  });

  it("ends as expired at once when the deadline has already passed, and never resumes", async () => {
    const onSubmit = vi.fn();
    const onExpire = vi.fn();
    render(
      <InterruptForm
        interrupts={[{ ...email("a", "Billing contact"), expiresAt: "2020-01-01T00:00:00Z" }]}
        onSubmit={onSubmit}
        onExpire={onExpire}
      />,
    );
    expect(await screen.findByText("Time ran out before you answered: nothing was sent to the agent.")).toBeTruthy();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("has told the host by the time the expired note enters the page", async () => {
    // Read the moment the note is added (a MutationObserver runs before any later task): a host told in
    // a later task, as a passive effect may be, is not told yet.
    const toldWhenShown: boolean[] = [];
    const onExpire = vi.fn();
    const observer = new MutationObserver(() => {
      if (screen.queryByText(/Time ran out before you answered/)) toldWhenShown.push(onExpire.mock.calls.length > 0);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <InterruptForm
        interrupts={[{ ...email("a", "Billing contact"), expiresAt: "2020-01-01T00:00:00Z" }]}
        onSubmit={vi.fn()}
        onExpire={onExpire}
      />,
    );
    await screen.findByText(/Time ran out before you answered/);
    observer.disconnect();
    expect(toldWhenShown[0]).toBe(true);
  });

  it("shows the countdown of the earliest expiresAt, and ignores one that is no date", () => {
    const soon = new Date(Date.now() + 3 * 60_000 - 1_000).toISOString();
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    render(
      <InterruptForm
        interrupts={[
          { ...email("a", "Billing contact"), expiresAt: later },
          { id: "b", reason: "confirmation", message: "Go?", expiresAt: soon },
          { id: "c", reason: "confirmation", message: "Really?", expiresAt: "tomorrow" },
        ]}
        onSubmit={() => {}}
      />,
    );
    // Said once to a screen reader (the visible line beside it changes as it counts).
    return waitFor(() => expect(screen.getByRole("status").textContent).toBe("Answer within 3 minutes"));
  });

  // Issue 43, item 3: a tool call not found in `messages` (or no messages at all) showed
  // "Allow call_missing to run?" with no input, and Approve resumed it as approved.
  it("offers no Approve for a tool call it cannot find in the messages; Deny still lets the run go on", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const toolCall = {
      id: "int-tool",
      reason: "tool_call",
      toolCallId: "call_missing",
      message: "Send the release email?",
      responseSchema: { type: "object", properties: { approved: { type: "boolean" } }, required: ["approved"] },
    };
    const messages = [
      {
        id: "m1",
        role: "assistant",
        toolCalls: [{ id: "other", type: "function", function: { name: "x", arguments: "{}" } }],
      },
    ];
    render(<InterruptForm interrupts={[toolCall]} messages={messages} onSubmit={onSubmit} />);
    const approval = screen.getByRole("region", { name: "Allow call_missing to run?" });
    expect(within(approval).getByText(/cannot be approved here/)).toBeTruthy();
    expect(within(approval).queryByRole("button", { name: "Approve" })).toBeNull();
    // Submit before deciding points at Deny, the one decision left.
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(within(approval).getByRole("button", { name: "Deny" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    await user.click(within(approval).getByRole("button", { name: "Send denial" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      { interruptId: "int-tool", status: "resolved", payload: { approved: false } },
    ]);
  });
});
