import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionButtonProps } from "../../src/index.ts";
import { DEFAULT_ELICITATION_LABELS, ElicitationForm, type ElicitationFormLabels } from "../../src/mcp/index.ts";
import { CONNECT_CALENDAR, CREATE_REPOSITORY } from "../support/elicitationRequests.ts";

// SPEC §7: who asks and why, the questions with their defaults, and three
// distinct results; URL mode opens nothing until the person clicks Open.

function renderForm(request: unknown = CREATE_REPOSITORY, onSubmit = vi.fn()) {
  render(<ElicitationForm request={request} serverName="repo-bot" onSubmit={onSubmit} />);
  return onSubmit;
}

afterEach(() => vi.restoreAllMocks());

describe("ElicitationForm, form mode", () => {
  it("shows who asks, their message, and the schema's defaults filled in", () => {
    renderForm();
    expect(screen.getByText("Request from", { exact: false })).toHaveTextContent("Request from repo-bot");
    expect(screen.getByText("repo-bot").tagName).toBe("STRONG");
    expect(screen.getByText("Please provide the details of the repository to create")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Description (optional)" })).toHaveValue("A new project");
    expect(screen.getByRole("textbox", { name: "Seats (optional)" })).toHaveValue("5");
    expect(screen.getByRole("radio", { name: "Private" })).toBeChecked();
    expect(
      within(screen.getByRole("radiogroup", { name: "Enable issues? (optional)" })).getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "react" })).toBeChecked();
    // No default, no pick: an MCP radio starts selected only when the server asked for it.
    expect(screen.getByRole("radio", { name: "MIT" })).not.toBeChecked();
    expect(screen.queryByText("Recommended")).toBeNull();
  });

  it("Submit sends the values in the JSON types the schema asks for, enum values rather than titles", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Repository name" }), " acme-billing ");
    await user.type(screen.getByRole("textbox", { name: "Contact email (optional)" }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: "Homepage (optional)" }), "https://acme.example");
    await user.type(screen.getByLabelText("Launch date (optional)"), "2027-01-15");
    await user.type(screen.getByLabelText("Review meeting (optional)"), "2027-01-10T09:30");
    await user.type(screen.getByRole("textbox", { name: "Budget (k€) (optional)" }), "12.5");
    await user.click(screen.getByRole("radio", { name: "Apache 2.0" }));
    await user.click(screen.getByRole("checkbox", { name: "ai" }));
    await user.click(screen.getByRole("checkbox", { name: "Tests" }));
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Enable issues? (optional)" })).getByRole("radio", { name: "No" }),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      action: "accept",
      content: {
        name: "acme-billing",
        description: "A new project",
        contact: "ada@example.com",
        homepage: "https://acme.example",
        launch: "2027-01-15",
        // A datetime-local value has no zone: sent as the instant it means where the person is.
        review: new Date("2027-01-10T09:30").toISOString(),
        budget: 12.5,
        seats: 5,
        issues: false,
        visibility: "private",
        license: "apache-2.0",
        topics: ["ai", "react"],
        checks: ["test"],
      },
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Answers sent");
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("a required question left empty sends nothing and says what to fix", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("There is a problem");
  });

  it.each([
    ["Decline", { action: "decline" }, "You declined this request."],
    ["Cancel", { action: "cancel" }, "You cancelled this request."],
  ])("%s sends exactly %o, once, and says so where focus was", async (button, result, note) => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Repository name" }), "half typed");
    await user.click(screen.getByRole("button", { name: button }));
    expect(onSubmit.mock.calls).toEqual([[result]]);
    expect(screen.getByRole("status")).toHaveTextContent(note);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("Decline and Cancel are different results", async () => {
    const user = userEvent.setup();
    const declined = renderForm();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    document.body.innerHTML = "";
    const cancelled = renderForm();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(declined.mock.calls[0]).not.toEqual(cancelled.mock.calls[0]);
  });

  it("a failed send keeps the answers, and the person can send again", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    render(<ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Repository name" }), "acme");
    await user.click(screen.getByRole("radio", { name: "MIT" }));
    await user.click(screen.getByRole("checkbox", { name: "Lint" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your answers could not be sent. Try again.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Repository name" })).toHaveValue("acme");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]).toEqual(onSubmit.mock.calls[0]);
    expect(await screen.findByRole("status")).toHaveTextContent("Answers sent");
  });
});

describe("ElicitationForm, a request the reader rejects", () => {
  const nested = {
    message: "Where do you live?",
    requestedSchema: {
      type: "object",
      properties: { name: { type: "string" }, address: { type: "object", properties: { city: { type: "string" } } } },
    },
  };

  it("shows the form's error panel with the reader's issues, and still offers Decline and Cancel", async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn();
    const onSubmit = vi.fn();
    render(<ElicitationForm request={nested} serverName="geo" onSubmit={onSubmit} onInvalid={onInvalid} />);
    expect(screen.getByRole("alert")).toHaveTextContent("These questions could not be shown");
    expect(onInvalid.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ code: "unsupported_schema", path: ["requestedSchema", "properties", "address"] }),
    ]);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit.mock.calls).toEqual([[{ action: "cancel" }]]);
  });

  it("not even an object: the panel, and Decline answers it", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm("nonsense");
    expect(screen.getByRole("alert")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onSubmit.mock.calls).toEqual([[{ action: "decline" }]]);
  });
});

describe("ElicitationForm, URL mode", () => {
  it("shows the message and the whole address with its host emphasised, and opens nothing before the click", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const onSubmit = renderForm(CONNECT_CALENDAR);
    expect(screen.getByText("Connect your calendar to continue")).toBeVisible();
    const address = screen.getByText("calendar.example.com").closest("p");
    expect(address).toHaveTextContent("https://calendar.example.com/oauth/start?state=c3f1-42");
    expect(screen.getByText("calendar.example.com").tagName).toBe("STRONG");
    // The address is text, not a link a stray click could follow.
    expect(screen.queryByRole("link")).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(open.mock.calls).toEqual([[CONNECT_CALENDAR.url, "_blank", "noopener,noreferrer"]]);
    expect(onSubmit.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(screen.getByRole("status")).toHaveTextContent("The page was opened in a new tab.");
  });

  it.each([
    ["Decline", { action: "decline" }],
    ["Cancel", { action: "cancel" }],
  ])("%s sends %o and opens nothing", async (button, result) => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const onSubmit = renderForm(CONNECT_CALENDAR);
    await user.click(screen.getByRole("button", { name: button }));
    expect(onSubmit.mock.calls).toEqual([[result]]);
    expect(open).not.toHaveBeenCalled();
  });

  it("emphasises the real host, not a user name that looks like one", () => {
    renderForm({ ...CONNECT_CALENDAR, url: "https://github.com@evil.example/login" });
    expect(screen.getByText("evil.example").tagName).toBe("STRONG");
    expect(screen.getByText("evil.example").closest("p")).toHaveTextContent("https://github.com@evil.example/login");
  });

  it("shows a look-alike Unicode host as the browser reads it (punycode)", () => {
    renderForm({ ...CONNECT_CALENDAR, url: "https://gіthub.com/login" });
    const host = document.querySelector('[data-slot="elicitation-url-host"]');
    expect(host?.textContent).toMatch(/^xn--[a-z0-9-]+\.com$/);
    expect(host?.closest("p")?.textContent).not.toContain("і");
  });

  it("an address the browser cannot read is shown as text and cannot be opened", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const onSubmit = renderForm({ ...CONNECT_CALENDAR, url: "https://[oops/start" });
    expect(screen.getByText("https://[oops/start")).toBeVisible();
    expect(screen.getByText("This address can't be opened.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Open" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onSubmit.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe("ElicitationForm's labels", () => {
  const french: Partial<ElicitationFormLabels> = {
    requestFrom: "Demande de",
    decline: "Refuser",
    cancel: "Annuler",
    open: "Ouvrir",
    urlIntro: "Ceci ouvre une page dans un nouvel onglet :",
    declined: "Vous avez refusé cette demande.",
    submit: "Envoyer",
  };

  it("replaces every string of its own, and the form's", async () => {
    const user = userEvent.setup();
    render(<ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={vi.fn()} labels={french} />);
    expect(screen.getByText("Demande de", { exact: false })).toBeVisible();
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Annuler" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Refuser" }));
    expect(screen.getByRole("status")).toHaveTextContent("Vous avez refusé cette demande.");
  });

  it("URL mode too", () => {
    render(<ElicitationForm request={CONNECT_CALENDAR} serverName="calendar" onSubmit={vi.fn()} labels={french} />);
    expect(screen.getByRole("button", { name: "Ouvrir" })).toBeVisible();
    expect(screen.getByText("Ceci ouvre une page dans un nouvel onglet :")).toBeVisible();
  });

  it("every label is a string the host can replace (no text is baked in)", () => {
    const marked = Object.fromEntries(Object.keys(DEFAULT_ELICITATION_LABELS).map((key) => [key, `«${key}»`]));
    const { container } = render(
      <ElicitationForm request={CONNECT_CALENDAR} serverName="" onSubmit={vi.fn()} labels={marked} />,
    );
    const text = (container.textContent ?? "")
      .replace(CONNECT_CALENDAR.message, "")
      .replace(/https:\/\/\S+?c3f1-42/, "");
    expect(text.replace(/«\w+»/g, "").trim()).toBe("");
  });
});

describe("ElicitationForm's parts", () => {
  it("carries a data-slot on every part and its state on the root", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ElicitationForm request={CONNECT_CALENDAR} serverName="calendar" onSubmit={vi.fn()} />,
    );
    const root = container.querySelector('[data-slot="elicitation"]');
    expect(root).toHaveAttribute("data-mode", "url");
    expect(root).toHaveAttribute("data-state", "open");
    for (const slot of [
      "elicitation-server",
      "elicitation-message",
      "elicitation-url",
      "elicitation-url-host",
      "elicitation-open",
      "elicitation-decline",
      "elicitation-cancel",
    ])
      expect(container.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(root).toHaveAttribute("data-state", "cancelled");
  });
});

/** A host's own button (module scope: a stable component). */
const HostButton = (props: QuestionButtonProps) => <button {...props} data-host="" />;

describe("ElicitationForm, house conventions (SPEC §10)", () => {
  it.each([
    ["form", CREATE_REPOSITORY, ["Submit", "Decline", "Cancel"]],
    ["URL", CONNECT_CALENDAR, ["Open", "Decline", "Cancel"]],
  ])(
    "%s mode: classNames by slot, the host's Button for every action, data-slot and its qf-<slot> class on every part",
    (_, request, names) => {
      const { container } = render(
        <ElicitationForm
          request={request}
          serverName="repo-bot"
          onSubmit={() => {}}
          classNames={{ "elicitation-decline": "btn-ghost", "elicitation-server": "who", submit: "btn" }}
          components={{ Button: HostButton }}
        />,
      );
      for (const name of names) expect(screen.getByRole("button", { name })).toHaveAttribute("data-host");
      expect(screen.getByRole("button", { name: "Decline" })).toHaveClass("qf-decline", "btn-ghost");
      expect(screen.getByText("Request from", { exact: false })).toHaveClass("who");
      for (const element of container.querySelectorAll("*"))
        expect(element.closest("[data-slot]"), element.outerHTML.slice(0, 80)).not.toBeNull();
      // One rule for every part, the form's and the elicitation's: its own class is qf-<its data-slot>.
      for (const part of container.querySelectorAll<HTMLElement>("[data-slot]"))
        expect(part, part.outerHTML.slice(0, 80)).toHaveClass(`qf-${part.dataset.slot}`);
    },
  );
});
