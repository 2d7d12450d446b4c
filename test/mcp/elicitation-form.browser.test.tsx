import { ThemePage } from "../support/ThemePage.tsx";
import "../../src/styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ElicitationForm } from "../../src/mcp/index.ts";
import { violations } from "../support/axeViolations.ts";
import { CONNECT_CALENDAR, CREATE_REPOSITORY } from "../support/elicitationRequests.ts";

// ElicitationForm in a real Chromium: axe in every state, light and dark, and
// the keyboard (Tab order, Enter submits rather than declines, focus after an action).

const nested = {
  message: "Where do you live?",
  requestedSchema: { type: "object", properties: { a: { type: "object" }, b: { type: "string" } } },
};

afterEach(() => vi.restoreAllMocks());

describe.each(["light", "dark"] as const)("ElicitationForm and axe-core, %s theme", (theme) => {
  it("form mode, with its defaults, then with errors shown", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => {}} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("button", { name: "Decline" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("URL mode, then opened", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const screen = await render(
      <ThemePage theme={theme}>
        <ElicitationForm request={CONNECT_CALENDAR} serverName="calendar" onSubmit={() => {}} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("button", { name: "Open" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await expect.element(screen.getByRole("status")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("a request it cannot show, then declined", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <ElicitationForm request={nested} serverName="geo" onSubmit={() => {}} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("alert")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    await expect.element(screen.getByRole("status")).toHaveFocus();
    expect(await violations(screen.container)).toEqual([]);
  });
});

describe("ElicitationForm and the keyboard", () => {
  it("Tab runs from the last question to Submit, Decline, Cancel; Enter on Submit accepts", async () => {
    const onSubmit = vi.fn();
    const request = {
      message: "Name it",
      requestedSchema: { type: "object", properties: { name: { type: "string", title: "Name" } }, required: ["name"] },
    };
    const screen = await render(<ElicitationForm request={request} serverName="repo-bot" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Decline" })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.keyboard("acme");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ action: "accept", content: { name: "acme" } });
  });

  it("Cancel by keyboard: the result, then focus on the note that replaced the button", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={onSubmit} />,
    );
    (screen.getByRole("button", { name: "Cancel" }).element() as HTMLElement).focus();
    await userEvent.keyboard(" ");
    expect(onSubmit.mock.calls).toEqual([[{ action: "cancel" }]]);
    await expect.element(screen.getByRole("status")).toHaveFocus();
  });

  it("URL mode: Tab reaches Open first, and nothing opens until Enter on it", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const onSubmit = vi.fn();
    const screen = await render(
      <ElicitationForm request={CONNECT_CALENDAR} serverName="calendar" onSubmit={onSubmit} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    expect(open.mock.calls).toEqual([[CONNECT_CALENDAR.url, "_blank", "noopener,noreferrer"]]);
    expect(onSubmit.mock.calls).toEqual([[{ action: "accept" }]]);
  });
});
