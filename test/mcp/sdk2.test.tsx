import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import {
  acceptedContent,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  McpServer,
} from "@modelcontextprotocol/server";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ElicitationForm, type ElicitationFormResult, ElicitationRound } from "../../src/mcp/index.ts";
import { WORKSPACE_ROUND } from "../support/elicitationRequests.ts";

// The official TypeScript SDK 2.x (@modelcontextprotocol/server and /client),
// talking MCP 2026-07-28 in one process: the server is served by
// createMcpHandler, the client's Streamable HTTP transport calls it through
// an in-process fetch (no socket), and the client is pinned to 2026-07-28 so
// a fall-back to the 2025 era (server-sent elicitation/create, which an
// InMemoryTransport pair silently uses) fails instead of passing.

const { billing, owner, consent } = WORKSPACE_ROUND.inputRequests;
type Schema = Parameters<typeof fromJsonSchema>[0];
type Elicit = Parameters<typeof inputRequired.elicit>[0];

/** What the tool received and accepted on its last retry, for the test to compare with what was sent. */
let received: { requestState?: unknown; responses?: unknown } = {};

function makeServer() {
  const server = new McpServer({ name: "billing-bot", version: "1.0.0" });
  server.registerTool(
    "create_workspace",
    { description: "Creates a workspace", inputSchema: z.object({ name: z.string() }) },
    async ({ name }, ctx) => {
      const responses = ctx.mcpReq.inputResponses;
      // The server's own check of each answer: the requested schema, with the SDK's Ajv and ajv-formats.
      const billed = acceptedContent(responses, "billing", fromJsonSchema(billing.params.requestedSchema as Schema));
      const owned = acceptedContent(responses, "owner", fromJsonSchema(owner.params.requestedSchema as Schema));
      const page = inputResponse(responses, "consent");
      if (responses) received = { requestState: ctx.mcpReq.requestState?.(), responses };
      if (page.kind === "elicit" && page.action !== "accept")
        return { content: [{ type: "text", text: `not created: ${page.action}` }] };
      if (!billed || !owned || page.kind !== "elicit")
        return inputRequired({
          inputRequests: {
            billing: inputRequired.elicit(billing.params as unknown as Elicit),
            owner: inputRequired.elicit(owner.params as unknown as Elicit),
            consent: inputRequired.elicitUrl({ message: consent.params.message, url: consent.params.url }),
          },
          requestState: "round-1",
        });
      return { content: [{ type: "text", text: JSON.stringify({ name, billed, owned }) }] };
    },
  );
  return server;
}

let client: Client;
let handler: ReturnType<typeof createMcpHandler>;
let open: ReturnType<typeof vi.spyOn>;

async function connect(autoFulfill: boolean) {
  handler = createMcpHandler(() => makeServer());
  client = new Client(
    { name: "chat", version: "1.0.0" },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode: { pin: "2026-07-28" } },
      inputRequired: { autoFulfill },
    },
  );
  const transport = new StreamableHTTPClientTransport(new URL("http://mcp.invalid/mcp"), {
    fetch: (url, init) => handler.fetch(new Request(url, init)),
  });
  await client.connect(transport);
}

beforeEach(() => {
  received = {};
  open = vi.spyOn(window, "open").mockReturnValue(null);
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await client?.close();
  await handler?.close();
});

const textOf = (result: { content?: unknown }) => (result.content as { text: string }[])[0]?.text;

// Typing through real forms and a real client under a loaded machine: more time than the default 5 s.
describe("MCP 2026-07-28 with the official SDK 2.x", { timeout: 30_000 }, () => {
  it("auto mode: the client's elicitation handler shows ElicitationForm once per request, and the server completes the call", async () => {
    await connect(true);
    const seen: unknown[] = [];
    client.setRequestHandler("elicitation/create", (request) => {
      seen.push(request.params);
      return new Promise<ElicitationFormResult>((resolve) => {
        render(<ElicitationForm request={request.params} serverName="billing-bot" onSubmit={resolve} />);
      }) as never;
    });
    const user = userEvent.setup();
    const call = client.callTool({ name: "create_workspace", arguments: { name: "acme" } });

    // The client may ask for every request of the round at once: each form is found by its message.
    const formFor = async (message: string) =>
      within((await screen.findByText(message)).closest('[data-slot="elicitation"]') as HTMLElement);
    const billed = await formFor(billing.params.message);
    await user.type(billed.getByRole("textbox", { name: "Billing email" }), "ada@example.com");
    await user.click(billed.getByRole("button", { name: "Submit" }));
    const owned = await formFor(owner.params.message);
    await user.type(owned.getByRole("textbox", { name: "Owner email" }), "grace@example.com");
    await user.click(
      within(owned.getByRole("radiogroup", { name: "Single sign-on? (optional)" })).getByRole("radio", { name: "Yes" }),
    );
    await user.click(owned.getByRole("button", { name: "Submit" }));
    await user.click((await formFor(consent.params.message)).getByRole("button", { name: "Open" }));
    expect(open).toHaveBeenCalledWith(consent.params.url, "_blank", "noopener,noreferrer");

    const result = await call;
    // The URL request came as 2026-07-28 sends it: no elicitationId.
    expect(seen.at(-1)).toEqual({ mode: "url", message: consent.params.message, url: consent.params.url });
    expect(JSON.parse(textOf(result) ?? "")).toEqual({
      name: "acme",
      billed: { email: "ada@example.com", seats: 3 },
      owned: { email: "grace@example.com", sso: true },
    });
    expect(received.requestState).toBe("round-1");
  });

  it("manual mode: the app gets the round, shows ElicitationRound, and retries with what it wrote", async () => {
    await connect(false);
    const first = (await client.callTool(
      { name: "create_workspace", arguments: { name: "acme" } },
      { allowInputRequired: true },
    )) as unknown as { resultType: string; requestState: string };
    expect(first.resultType).toBe("input_required");

    const sent = new Promise<[Record<string, unknown>, string | undefined]>((resolve) => {
      render(
        <ElicitationRound
          inputRequired={first}
          serverName="billing-bot"
          onSubmit={(responses, requestState) => resolve([responses, requestState])}
        />,
      );
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Billing email" }), "ada@example.com");
    await user.clear(screen.getByRole("textbox", { name: "Seats" }));
    await user.type(screen.getByRole("textbox", { name: "Seats" }), "7");
    await user.type(screen.getByRole("textbox", { name: "Owner email" }), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const [inputResponses, requestState] = await sent;
    expect(requestState).toBe(first.requestState);

    const result = await act(() =>
      client.callTool({
        name: "create_workspace",
        arguments: { name: "acme" },
        inputResponses,
        requestState,
      } as Parameters<typeof client.callTool>[0]),
    );
    expect(JSON.parse(textOf(result) ?? "")).toEqual({
      name: "acme",
      billed: { email: "ada@example.com", seats: 7 },
      owned: { email: "grace@example.com" },
    });
    expect(received).toEqual({ requestState: "round-1", responses: inputResponses });
  });

  it("manual mode: Decline answers the whole round, and the server hears it", async () => {
    await connect(false);
    const first = await client.callTool(
      { name: "create_workspace", arguments: { name: "acme" } },
      { allowInputRequired: true },
    );
    const sent = new Promise<[Record<string, unknown>, string | undefined]>((resolve) => {
      render(
        <ElicitationRound
          inputRequired={first}
          serverName="billing-bot"
          onSubmit={(responses, requestState) => resolve([responses, requestState])}
        />,
      );
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Decline" }));
    const [inputResponses, requestState] = await sent;
    const result = await client.callTool({
      name: "create_workspace",
      arguments: { name: "acme" },
      inputResponses,
      requestState,
    } as Parameters<typeof client.callTool>[0]);
    expect(textOf(result)).toBe("not created: decline");
    expect(open).not.toHaveBeenCalled();
  });
});

// Review defect 9: a server that declares its fields with zod reads the retry with acceptedContent and
// that zod schema; what it refuses, it asks for again with the same form and no message.
describe("a 2026-07-28 server that checks its retry with zod", { timeout: 30_000 }, () => {
  const signUp = z.object({
    email: z
      .string()
      .email()
      .refine((email) => email !== "ada@example.com", "already registered"),
    site: z.string().url(),
  });
  const params = {
    message: "Sign up",
    requestedSchema: z.toJSONSchema(signUp) as unknown as Elicit["requestedSchema"],
  } as Elicit;

  function makeZodServer() {
    const server = new McpServer({ name: "signup-bot", version: "1.0.0" });
    server.registerTool("sign_up", { description: "Signs up", inputSchema: z.object({}) }, async (_args, ctx) => {
      const accepted = acceptedContent(ctx.mcpReq.inputResponses, "signup", signUp);
      if (!accepted) return inputRequired({ inputRequests: { signup: inputRequired.elicit(params) } });
      return { content: [{ type: "text", text: JSON.stringify(accepted) }] };
    });
    return server;
  }

  it("the form refuses what zod refuses, and says so when the server asks again for what was sent", async () => {
    handler = createMcpHandler(() => makeZodServer());
    client = new Client(
      { name: "chat", version: "1.0.0" },
      {
        capabilities: { elicitation: { form: {} } },
        versionNegotiation: { mode: { pin: "2026-07-28" } },
        inputRequired: { autoFulfill: false },
      },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://mcp.invalid/mcp"), {
        fetch: (url, init) => handler.fetch(new Request(url, init)),
      }),
    );
    const call = (inputResponses?: unknown) =>
      client.callTool({ name: "sign_up", arguments: {}, ...(inputResponses ? { inputResponses } : {}) } as never, {
        allowInputRequired: true,
      });
    let sent: Record<string, unknown> | undefined;
    // A new element per round (a new key), as a host replaces the round it showed with the next.
    const roundView = (key: number, round: unknown) => (
      <ElicitationRound
        key={key}
        inputRequired={round}
        serverName="signup-bot"
        onSubmit={(responses) => {
          sent = responses;
        }}
      />
    );
    const first = await call();
    const view = render(roundView(1, first));
    const user = userEvent.setup();
    const email = () => screen.getByRole("textbox", { name: /email/ });
    const site = () => screen.getByRole("textbox", { name: /site/ });

    // Ajv accepts these; zod does not: the form says so and sends nothing.
    await user.type(email(), "ada@example.c");
    await user.type(site(), "https://example.com:99999");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent).toBeUndefined();
    expect(screen.getAllByText("Enter an email address in the correct format, like name@example.com")).not.toEqual([]);

    // Both rules pass, but the server refuses for a reason of its own: it asks again with the same form.
    await user.clear(email());
    await user.type(email(), "ada@example.com");
    await user.clear(site());
    await user.type(site(), "https://example.com/");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent).toBeDefined();
    const second = await act(() => call(sent));
    expect(second).toMatchObject({ resultType: "input_required" });
    view.rerender(roundView(2, second));
    expect(screen.getByRole("alert")).toHaveTextContent("The server did not accept what was sent");
    expect(email()).toHaveValue("ada@example.com");

    sent = undefined;
    await user.clear(email());
    await user.type(email(), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const done = await act(() => call(sent));
    expect(JSON.parse(textOf(done as { content?: unknown }) ?? "")).toEqual({
      email: "grace@example.com",
      site: "https://example.com/",
    });
  });
});
