import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EndingNote } from "../../../src/form/parts/EndingNote.tsx";
import { WayOutButton } from "../../../src/form/parts/WayOutButton.tsx";
import { type QuestionButtonProps, QuestionForm, ToolApproval } from "../../../src/index.ts";
import { ElicitationForm } from "../../../src/mcp/react.ts";

// The two parts every way of asking ends with (issue 44): the note that stands in place of a
// form once it ended, and the button that ends it without answers (decline, cancel, deny).

// A host's button, told apart by its class.
const HostButton = (props: QuestionButtonProps) => <button {...props} className={`${props.className} host-button`} />;

describe("the ending note", () => {
  it("takes focus when the ending happened here: the button pressed is gone", () => {
    render(
      <EndingNote slot="declined" state="declined" focus>
        You skipped these questions.
      </EndingNote>,
    );
    const note = screen.getByText("You skipped these questions.");
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute("tabindex", "-1");
    expect(note).toHaveAttribute("data-slot", "declined");
    expect(note).toHaveAttribute("data-state", "declined");
    expect(note).toHaveClass("qf-declined");
  });

  it("leaves focus where it is when not asked (a stored ending, shown again after a reload)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<input aria-label="Message" />);
    const message = screen.getByRole("textbox", { name: "Message" });
    await user.click(message);
    rerender(
      <>
        <input aria-label="Message" />
        <EndingNote slot="outcome" state="replied" classNames={{ outcome: "muted" }} look="qf-status">
          You replied in the chat.
        </EndingNote>
      </>,
    );
    expect(message).toHaveFocus();
    expect(screen.getByText("You replied in the chat.")).toHaveClass("qf-outcome", "muted", "qf-status");
  });

  it("says how it ended in data-state, on an approval's and an elicitation's note too", async () => {
    const user = userEvent.setup();
    render(<ToolApproval toolName="rm" input={{ path: "/" }} />);
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Send denial" }));
    const denied = screen.getByText("Denied");
    expect(denied).toHaveAttribute("data-slot", "approval-outcome");
    expect(denied).toHaveAttribute("data-state", "denied");
    expect(denied).toHaveFocus();

    render(
      <ElicitationForm
        serverName="github"
        request={{
          mode: "form",
          message: "Which repo?",
          requestedSchema: { type: "object", properties: { repo: { type: "string" } } },
        }}
        onSubmit={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const cancelled = screen.getByRole("status");
    expect(cancelled).toHaveAttribute("data-slot", "elicitation-status");
    expect(cancelled).toHaveAttribute("data-state", "cancelled");
    expect(cancelled).toHaveFocus();
  });
});

describe("the way-out button", () => {
  it("is the host's Button from `components`, outside a form too (an approval, an MCP page)", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <WayOutButton slot="deny" components={{ Button: HostButton }} onClick={onClick}>
        Deny
      </WayOutButton>,
    );
    const button = screen.getByRole("button", { name: "Deny" });
    expect(button).toHaveClass("host-button", "qf-deny", "qf-decline");
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-slot", "deny");
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("inside a form, is the form's Button when given none of its own", () => {
    render(
      <QuestionForm
        questions={[{ id: "git", question: "Initialise git?", type: "YesNo" }]}
        components={{ Button: HostButton }}
        onSubmit={() => undefined}
        actions={<WayOutButton slot="decline">Skip</WayOutButton>}
      />,
    );
    const skip = screen.getByRole("button", { name: "Skip" });
    expect(skip).toHaveClass("host-button", "qf-decline");
    // Its own look once: the decline slot is the look.
    expect(skip.className.split(" ").filter((name) => name === "qf-decline")).toHaveLength(1);
  });

  it("is a native button without a host's", () => {
    render(<WayOutButton slot="deny-cancel">Cancel</WayOutButton>);
    const button = screen.getByRole("button", { name: "Cancel" });
    expect(button).not.toHaveClass("host-button");
    expect(button).toHaveClass("qf-deny-cancel", "qf-decline");
    // Safari's Tab order skips a button without an explicit tabindex.
    expect(button).toHaveAttribute("tabindex", "0");
  });
});
