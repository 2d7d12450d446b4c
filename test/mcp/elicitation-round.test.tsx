import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ElicitationRound } from "../../src/mcp/index.ts";
import { WORKSPACE_ROUND } from "../support/elicitationRequests.ts";

// SPEC §10: every elicitation of a 2026-07-28 round in one form, each under
// its own message; pages opened only by their own click; Submit, Decline and
// Cancel answer the whole round; requestState handed back as it came.

function renderRound(result: unknown = WORKSPACE_ROUND, props: Partial<Parameters<typeof ElicitationRound>[0]> = {}) {
  const onSubmit = vi.fn();
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  render(<ElicitationRound inputRequired={result} serverName="billing-bot" onSubmit={onSubmit} {...props} />);
  return { onSubmit, open };
}

afterEach(() => vi.restoreAllMocks());

describe("ElicitationRound", () => {
  it("shows each request's questions under its own message, and the page's host emphasised", () => {
    const { open } = renderRound();
    expect(screen.getByText("billing-bot").tagName).toBe("STRONG");
    const billing = screen.getByRole("group", { name: "Set up billing for the new workspace" });
    const owner = screen.getByRole("group", { name: "Who owns the workspace?" });
    expect(within(billing).getByRole("textbox", { name: "Billing email" })).toBeVisible();
    expect(within(billing).getByRole("textbox", { name: "Seats" })).toHaveValue("3");
    expect(within(owner).getByRole("textbox", { name: "Owner email" })).toBeVisible();
    const consent = screen.getByRole("group", { name: "Authorise the payment provider" });
    expect(within(consent).getByText("pay.example.com").tagName).toBe("STRONG");
    expect(within(consent).getByRole("button", { name: "Open" })).toBeVisible();
    // The sampling request is the host's: nothing of it shows.
    expect(screen.queryByText(/Summarise/)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("Submit waits for the page to be opened by its own click, then answers the whole round", async () => {
    const user = userEvent.setup();
    const { onSubmit, open } = renderRound();
    await user.type(screen.getByRole("textbox", { name: "Billing email" }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: "Owner email" }), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: "Open" });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription("Open this page to continue, or decline the request");
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith("https://pay.example.com/authorise?session=42", "_blank", "noopener,noreferrer");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        billing: { action: "accept", content: { email: "ada@example.com", seats: 3 } },
        owner: { action: "accept", content: { email: "grace@example.com" } },
        consent: { action: "accept" },
      },
      WORKSPACE_ROUND.requestState,
    );
    expect(await screen.findByText("Answers sent")).toHaveAttribute("role", "status");
  });

  it.each([
    ["Decline", "decline", "You declined this request."],
    ["Cancel", "cancel", "You cancelled this request."],
  ])("%s answers every elicitation of the round so", async (name, action, said) => {
    const user = userEvent.setup();
    const { onSubmit } = renderRound();
    await user.click(screen.getByRole("button", { name }));
    expect(onSubmit).toHaveBeenCalledWith(
      { billing: { action }, owner: { action }, consent: { action } },
      WORKSPACE_ROUND.requestState,
    );
    expect(screen.getByRole("status")).toHaveTextContent(said);
    expect(screen.getByRole("status")).toHaveFocus();
  });

  it("names a malformed request in the panel, and can still decline the round", async () => {
    const user = userEvent.setup();
    const broken = {
      ...WORKSPACE_ROUND,
      inputRequests: {
        ...WORKSPACE_ROUND.inputRequests,
        owner: { method: "elicitation/create", params: { mode: "url", message: "x" } },
      },
    };
    const onInvalid = vi.fn();
    const { onSubmit } = renderRound(broken, { onInvalid });
    expect(screen.getByRole("alert")).toHaveTextContent("These questions could not be shown");
    expect(onInvalid.mock.calls[0]?.[0].map(({ path }: { path: string[] }) => path.join("."))).toEqual([
      "inputRequests.owner.params.url",
    ]);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onSubmit).toHaveBeenCalledWith(
      { billing: { action: "decline" }, owner: { action: "decline" }, consent: { action: "decline" } },
      undefined,
    );
  });

  it("follows the house conventions: data-slot and its qf-<slot> class on its parts, classNames, labels", () => {
    const { container } = render(
      <ElicitationRound
        inputRequired={WORKSPACE_ROUND}
        serverName="billing-bot"
        onSubmit={() => {}}
        labels={{ open: "Öffnen", decline: "Ablehnen" }}
        classNames={{ "elicitation-open": "btn-open", "elicitation-request": "card", submit: "btn-primary" }}
      />,
    );
    expect(screen.getByRole("button", { name: "Öffnen" })).toHaveClass("qf-submit", "btn-open");
    expect(screen.getByRole("button", { name: "Ablehnen" })).toHaveAttribute("data-slot", "elicitation-decline");
    expect(screen.getByRole("button", { name: "Submit" })).toHaveClass("btn-primary");
    expect(container.querySelectorAll('[data-slot="elicitation-request"].card')).toHaveLength(3);
    for (const element of container.querySelectorAll("*"))
      if (!["STRONG", "SPAN"].includes(element.tagName) || element.closest("[data-slot]") !== element)
        expect(element.closest("[data-slot]"), element.outerHTML.slice(0, 80)).not.toBeNull();
    // One rule for every part, the form's and the round's: its own class is qf-<its data-slot>.
    for (const part of container.querySelectorAll<HTMLElement>("[data-slot]"))
      expect(part, part.outerHTML.slice(0, 80)).toHaveClass(`qf-${part.dataset.slot}`);
  });
});
