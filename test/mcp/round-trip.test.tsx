import { createMCPClient, type MCPClient } from "@ai-sdk/mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { ElicitRequestFormParams, ElicitRequestURLParams } from "@modelcontextprotocol/sdk/types.js";
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONNECT_CALENDAR, CREATE_REPOSITORY } from "../support/elicitationRequests.ts";
import { AiSdkMcpElicitations } from "./AiSdkMcpElicitations.tsx";
import { McpElicitations } from "./McpElicitations.tsx";

// A real MCP Server asks with elicitInput; a real client (the MCP SDK's
// Client, or @ai-sdk/mcp's) hands the request to ElicitationForm through the
// README's handler; a person answers with user-event; the server's own
// validation of the result (Ajv against requestedSchema) must accept it.

interface Connected {
  server: Server;
  ui: ReactElement;
  close: () => Promise<void>;
}

async function withMcpSdkClient(): Promise<Connected> {
  const server = new Server({ name: "repo-bot", version: "1.0.0" }, { capabilities: {} });
  const client = new Client(
    { name: "chat", version: "1.0.0" },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
  return { server, ui: <McpElicitations client={client} />, close: () => client.close() };
}

async function withAiSdkMcpClient(): Promise<Connected> {
  const server = new Server({ name: "repo-bot", version: "1.0.0" }, { capabilities: {} });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const connecting = server.connect(serverSide);
  const client: MCPClient = await createMCPClient({
    transport: clientSide,
    capabilities: { elicitation: { form: {}, url: {} } },
  });
  await connecting;
  return { server, ui: <AiSdkMcpElicitations client={client} />, close: () => client.close() };
}

let open: Connected | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
  vi.restoreAllMocks();
});

async function fillRepository(user: UserEvent) {
  await user.type(await screen.findByRole("textbox", { name: "Repository name" }), "acme-billing");
  await user.type(screen.getByRole("textbox", { name: "Contact email (optional)" }), "ada@example.com");
  await user.type(screen.getByRole("textbox", { name: "Homepage (optional)" }), "https://acme.example/");
  await user.type(screen.getByLabelText("Launch date (optional)"), "2027-01-15");
  await user.type(screen.getByLabelText("Review meeting (optional)"), "2027-01-10T09:30");
  await user.type(screen.getByRole("textbox", { name: "Budget (k€) (optional)" }), "12.5");
  await user.clear(screen.getByRole("textbox", { name: "Seats (optional)" }));
  await user.type(screen.getByRole("textbox", { name: "Seats (optional)" }), "12");
  await user.click(screen.getByRole("radio", { name: "Public" }));
  await user.click(screen.getByRole("radio", { name: "MIT" }));
  await user.click(screen.getByRole("radio", { name: "trunk" }));
  await user.click(screen.getByRole("checkbox", { name: "Lint" }));
  await user.click(
    within(screen.getByRole("radiogroup", { name: "Enable issues? (optional)" })).getByRole("radio", { name: "No" }),
  );
}

describe.each([
  ["the MCP SDK's Client", withMcpSdkClient],
  ["@ai-sdk/mcp's client", withAiSdkMcpClient],
] as const)("ElicitationForm answering a real MCP server through %s", (_, connect) => {
  it("the person fills the form in; the server's own check accepts every value, in its JSON type", async () => {
    const user = userEvent.setup();
    open = await connect();
    render(open.ui);
    const answer = open.server.elicitInput(CREATE_REPOSITORY as unknown as ElicitRequestFormParams);
    expect(await screen.findByText("repo-bot")).toBeVisible();
    await fillRepository(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await answer).toEqual({
      action: "accept",
      content: {
        name: "acme-billing",
        description: "A new project",
        contact: "ada@example.com",
        homepage: "https://acme.example/",
        launch: "2027-01-15",
        // A datetime-local value has no zone: sent as the instant it means where the person is.
        review: new Date("2027-01-10T09:30").toISOString(),
        budget: 12.5,
        seats: 12,
        issues: false,
        visibility: "public",
        license: "mit",
        branch: "trunk",
        topics: ["react"],
        checks: ["lint"],
      },
    });
  });

  it("the defaults alone, with only the required answers, pass the server's check", async () => {
    const user = userEvent.setup();
    open = await connect();
    render(open.ui);
    const answer = open.server.elicitInput(CREATE_REPOSITORY as unknown as ElicitRequestFormParams);
    await user.type(await screen.findByRole("textbox", { name: "Repository name" }), "acme");
    await user.click(screen.getByRole("radio", { name: "Apache 2.0" }));
    await user.click(screen.getByRole("checkbox", { name: "Tests" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await answer).toEqual({
      action: "accept",
      content: {
        name: "acme",
        description: "A new project",
        seats: 5,
        issues: true,
        visibility: "private",
        license: "apache-2.0",
        topics: ["react"],
        checks: ["test"],
      },
    });
  });

  it.each([
    ["Decline", "decline"],
    ["Cancel", "cancel"],
  ])("%s arrives at the server as %s", async (button, action) => {
    const user = userEvent.setup();
    open = await connect();
    render(open.ui);
    const answer = open.server.elicitInput(CREATE_REPOSITORY as unknown as ElicitRequestFormParams);
    await user.type(await screen.findByRole("textbox", { name: "Repository name" }), "half typed");
    await user.click(screen.getByRole("button", { name: button }));
    expect(await answer).toEqual({ action });
  });
});

describe("URL mode through the MCP SDK's Client", () => {
  it("URL mode: nothing opens until the person clicks Open, then the server hears accept", async () => {
    const user = userEvent.setup();
    const windowOpen = vi.spyOn(window, "open").mockReturnValue(null);
    open = await withMcpSdkClient();
    render(open.ui);
    let settled = false;
    const answer = open.server.elicitInput(CONNECT_CALENDAR as unknown as ElicitRequestURLParams).finally(() => {
      settled = true;
    });
    expect(await screen.findByText("calendar.example.com")).toBeVisible();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await answer).toEqual({ action: "accept" });
    expect(windowOpen.mock.calls).toEqual([[CONNECT_CALENDAR.url, "_blank", "noopener,noreferrer"]]);
  });
});

describe("@ai-sdk/mcp 1.0.102 and URL mode", () => {
  it("its client refuses a URL-mode request before any handler runs (its schema requires requestedSchema)", async () => {
    open = await withAiSdkMcpClient();
    render(open.ui);
    await expect(open.server.elicitInput(CONNECT_CALENDAR as unknown as ElicitRequestURLParams)).rejects.toThrow(
      /Invalid elicitation request/,
    );
    expect(screen.queryByRole("button", { name: "Open" })).toBeNull();
  });
});
