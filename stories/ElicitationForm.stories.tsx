import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, waitFor, within } from "storybook/test";
import { ElicitationForm } from "../src/mcp/index.ts";
import { AUTHORISE_PAYMENT, CONNECT_CALENDAR, CREATE_REPOSITORY } from "./elicitationRequests.ts";

const meta = {
  title: "Formats/ElicitationForm (MCP)",
  component: ElicitationForm,
  args: { request: CREATE_REPOSITORY, serverName: "repo-bot", onSubmit: fn() },
  argTypes: { request: { control: "object" } },
} satisfies Meta<typeof ElicitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Form mode, left for you to try: every property kind, the schema's defaults filled in. */
export const FormPlayground: Story = {};

/** URL mode, left for you to try: the whole address, its host in bold; Open opens a new tab. */
export const UrlPlayground: Story = { args: { request: CONNECT_CALENDAR, serverName: "calendar" } };

/** A person answers and submits: the result has every value in the JSON type the schema asks for. */
export const FormAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("repo-bot")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Private" })).toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: "Repository name" }), "acme-billing");
    await userEvent.type(canvas.getByRole("textbox", { name: "Budget (k€) (optional)" }), "12.5");
    await userEvent.click(canvas.getByRole("radio", { name: "Apache 2.0" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "ai" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Lint" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: "accept",
      content: {
        name: "acme-billing",
        description: "A new project",
        budget: 12.5,
        seats: 5,
        issues: true,
        visibility: "private",
        license: "apache-2.0",
        topics: ["ai", "react"],
        checks: ["lint"],
      },
    });
    await expect(await canvas.findByText("Answers sent")).toBeVisible();
  },
};

/** Decline and Cancel are different answers: here the person declines, and the note takes focus. */
export const FormDeclined: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ action: "decline" });
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent("You declined this request.");
  },
};

/** A schema the form cannot ask for (a nested object): the error panel, and Decline / Cancel still answer. */
export const FormCannotShow: Story = {
  args: {
    request: {
      message: "Where do you live?",
      requestedSchema: {
        type: "object",
        properties: { name: { type: "string" }, address: { type: "object", properties: { city: { type: "string" } } } },
      },
    },
    serverName: "geo",
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("These questions could not be shown");
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ action: "cancel" });
  },
};

/** URL mode: nothing opens until the person clicks Open; then a new tab, without an opener. */
export const UrlOpened: Story = {
  args: { request: CONNECT_CALENDAR, serverName: "calendar" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const open = spyOn(window, "open").mockReturnValue(null);
    try {
      const host = within(canvasElement).getByText("calendar.example.com");
      await expect(host.tagName).toBe("STRONG");
      await expect(open).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole("button", { name: "Open" }));
      await expect(open).toHaveBeenCalledWith(CONNECT_CALENDAR.url, "_blank", "noopener,noreferrer");
      await expect(args.onSubmit).toHaveBeenCalledWith({ action: "accept" });
      await expect(canvas.getByRole("status")).toHaveTextContent("The page was opened in a new tab.");
    } finally {
      open.mockRestore();
    }
  },
};

/** URL mode as MCP 2026-07-28 sends it: no elicitationId; shown and opened the same way. */
export const UrlWithoutId: Story = {
  args: { request: AUTHORISE_PAYMENT, serverName: "billing-bot" },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const open = spyOn(window, "open").mockReturnValue(null);
    try {
      await expect(within(canvasElement).getByText("pay.example.com").tagName).toBe("STRONG");
      await userEvent.click(canvas.getByRole("button", { name: "Open" }));
      await expect(open).toHaveBeenCalledWith(AUTHORISE_PAYMENT.url, "_blank", "noopener,noreferrer");
      await expect(args.onSubmit).toHaveBeenCalledWith({ action: "accept" });
    } finally {
      open.mockRestore();
    }
  },
};
