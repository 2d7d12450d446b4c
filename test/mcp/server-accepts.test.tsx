import { AjvJsonSchemaValidator } from "@modelcontextprotocol/server/validators/ajv";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ElicitationForm, fromElicitation, toElicitResult } from "../../src/mcp/index.ts";
import { checkValue } from "../../src/protocol/index.ts";

// SPEC §10, "what the form sends, the server accepts": each value the form
// lets through must pass the MCP SDK 2.x server's own check (Ajv 2020 with
// ajv-formats, as elicitInput runs it), else the person sees "sent" while the
// server refuses. Each case below was accepted by the form and refused by the server.

const validator = new AjvJsonSchemaValidator();
const schemaOf = (property: Record<string, unknown>) => ({
  type: "object" as const,
  properties: { value: property },
  required: ["value"],
});
const serverAccepts = (property: Record<string, unknown>, value: unknown) =>
  validator.getValidator(schemaOf(property))({ value }).valid;

/** Types into the one field of a form asking for `property`, submits, and returns what was sent (or undefined). */
async function submitForm(property: Record<string, unknown>, typed?: string) {
  const onSubmit = vi.fn();
  const request = { message: "Tell us", requestedSchema: schemaOf({ title: "Value", ...property }) };
  const { unmount } = render(<ElicitationForm request={request} serverName="srv" onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const box = screen.getByLabelText("Value");
  if (typed !== undefined) {
    await user.clear(box);
    await user.type(box, typed);
  }
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const result = onSubmit.mock.calls[0]?.[0];
  const error = screen.queryByText(/^Enter/)?.textContent;
  unmount();
  return { result, error };
}

describe("emails and addresses: the rule the server applies, our message", () => {
  const email = { type: "string", format: "email" };
  const uri = { type: "string", format: "uri" };

  it.each(["jörg@beispiel.de", "ada@exa_mple.com", "a..b@x.io", ".a@x.io", "a@x", "a@-x.io"])(
    "refuses %s in an email field, as the server would",
    (value) => {
      expect(serverAccepts(email, value)).toBe(false);
      expect(checkValue({ input: { kind: "email" } }, value)?.message).toBe("enterEmail");
    },
  );

  it.each(["https://münchen.de/", "https://example.com/<x>", "https://example.com/a{b}", "https://a b.example", "x:"])(
    "refuses %s in a uri field, as the server would",
    (value) => {
      expect(serverAccepts(uri, value)).toBe(false);
      expect(checkValue({ input: { kind: "url" } }, value)?.message).toBe("enterUrl");
    },
  );

  it.each([
    ["email", "ada@example.com"],
    ["email", "o'brien+tag@mail.example.co.uk"],
    ["url", "https://example.com/a?b=c#d"],
    ["url", "https://user:pw@example.com:8080/x/y"],
    ["url", "urn:isbn:0451450523"],
    ["url", "https://xn--mnchen-3ya.de/"],
  ] as const)("still lets a %s the server accepts through: %s", (kind, value) => {
    expect(serverAccepts(kind === "url" ? uri : email, value)).toBe(true);
    expect(checkValue({ input: { kind } }, value)).toBeUndefined();
  });

  // Review defect 9: a 2026-07-28 server reads its retry with acceptedContent and its zod schema
  // (z.string().email(), .url()), not Ajv; these passed ajv-formats and our check, zod refused them,
  // and the server asked again with the same form until the client gave up.
  it.each([
    ["email", "ada@example.c"],
    ["email", "a!b@example.com"],
    ["email", "o'@example.com"],
    ["email", "ada@example.c0m"],
    ["url", "https://example.com:99999"],
    ["url", "http://"],
    ["url", "http://1.2.3.256/"],
  ] as const)("refuses a %s zod refuses though Ajv accepts it: %s", (kind, value) => {
    const format = kind === "url" ? uri : email;
    expect(serverAccepts(format, value)).toBe(true);
    expect((kind === "url" ? z.string().url() : z.string().email()).safeParse(value).success).toBe(false);
    expect(checkValue({ input: { kind } }, value)?.message).toBe(kind === "url" ? "enterUrl" : "enterEmail");
  });

  it.each([
    ["email", "ada@example.com"],
    ["email", "o'brien+tag@mail.example.co.uk"],
    ["url", "https://example.com/a?b=c#d"],
    ["url", "https://user:pw@example.com:8080/x/y"],
    ["url", "urn:isbn:0451450523"],
  ] as const)("lets a %s both zod and Ajv accept through: %s", (kind, value) => {
    expect((kind === "url" ? z.string().url() : z.string().email()).safeParse(value).success).toBe(true);
    expect(checkValue({ input: { kind } }, value)).toBeUndefined();
  });

  it("says so in the form, in the person's words, and sends nothing", async () => {
    const { result, error } = await submitForm(email, "jörg@beispiel.de");
    expect(result).toBeUndefined();
    expect(error).toBe("Enter an email address in the correct format, like name@example.com");
  });
});

describe("a date-time default", () => {
  const property = { type: "string", format: "date-time", default: "2026-12-01T09:30:00Z" };

  it("shows in its box, in local time", () => {
    const request = { message: "When?", requestedSchema: schemaOf({ title: "Value", ...property }) };
    render(<ElicitationForm request={request} serverName="srv" onSubmit={() => {}} />);
    const local = new Date("2026-12-01T09:30:00Z");
    const pad = (n: number) => String(n).padStart(2, "0");
    const shown = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(screen.getByLabelText("Value")).toHaveValue(shown);
  });

  it("is sent as the same instant, in the schema's format", async () => {
    const { result } = await submitForm(property);
    expect(result).toEqual({ action: "accept", content: { value: "2026-12-01T09:30:00.000Z" } });
    expect(serverAccepts(property, result.content.value)).toBe(true);
  });
});

// Review defect 2: these passed our check (or were sent as typed) and the server refused them.
describe("date-time edge values", () => {
  const dateTime = { type: "string", format: "date-time" };

  it.each([
    "2026-12-01T09:30:61Z",
    "2026-12-01T09:30:60Z",
    "2026-12-01T09:30:00+24:00",
    "2026-12-01T09:30:00+05:99",
    "2026-12-01T24:00:00Z",
    "2026-02-30T09:30",
  ])("refuses %s, as the server would", (value) => {
    expect(serverAccepts(dateTime, value)).toBe(false);
    expect(checkValue({ input: { kind: "date-time" } }, value)?.message).toBe("enterDateTime");
  });

  it.each([
    "2026-12-01T09:30Z",
    "2026-12-01T09:30:00+05:30",
    "2026-12-01t09:30:00z",
    "2026-12-01 09:30",
    "2026-12-01T09:30",
  ])("sends %s in a form both Ajv and zod accept", (value) => {
    expect(checkValue({ input: { kind: "date-time" } }, value)).toBeUndefined();
    const sent = toElicitResult({ message: "m", requestedSchema: schemaOf(dateTime) }, [
      { id: "value", answer: value },
    ]);
    const content = (sent as unknown as { content: { value: string } }).content.value;
    expect(serverAccepts(dateTime, content)).toBe(true);
    expect(z.iso.datetime().safeParse(content).success).toBe(true);
  });

  it("drops a default the box cannot show, and sends nothing the server refuses", async () => {
    const read = fromElicitation({
      message: "m",
      requestedSchema: schemaOf({ ...dateTime, default: "2026-12-01T09:30:61Z" }),
    });
    if (!read.ok || read.value.mode !== "form") throw new Error("form expected");
    expect(read.value.defaults).toEqual([]);
    const { result } = await submitForm({ ...dateTime, default: "2026-12-01T09:30:61Z" });
    expect(result).toBeUndefined();
  });
});

describe("lengths apply to what is sent", () => {
  it("a date-time whose sent form is longer than maxLength is refused, not sent", () => {
    const property = { type: "string", format: "date-time", maxLength: 20 };
    const read = fromElicitation({ message: "m", requestedSchema: schemaOf(property) });
    if (!read.ok || read.value.mode !== "form") throw new Error("form expected");
    const [question] = read.value.questions;
    if (!question) throw new Error("one question expected");
    const typed = "2026-12-01T09:30";
    const sent = toElicitResult({ message: "m", requestedSchema: schemaOf(property) }, [
      { id: "value", answer: typed },
    ]);
    // 16 characters typed, 24 sent: the server counts the 24.
    expect(serverAccepts(property, (sent as unknown as { content: { value: string } }).content.value)).toBe(false);
    expect(checkValue(question, typed)?.message).toBe("textAtMost");
  });
});

describe("integers beyond ±2^53", () => {
  it.each(["12345678901234567890", "-9007199254740993", "9007199254740992"])(
    "refuses %s with a message, never sending a rounded number",
    async (typed) => {
      const { result, error } = await submitForm({ type: "integer" }, typed);
      expect(result).toBeUndefined();
      expect(error).toBe("Enter a number between -9007199254740991 and 9007199254740991");
    },
  );

  it("keeps the schema's own tighter limits in the message", () => {
    expect(checkValue({ input: { kind: "integer", minimum: 0 } }, "99999999999999999999")).toMatchObject({
      message: "numberBetween",
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
    });
    expect(checkValue({ input: { kind: "integer" } }, "9007199254740991")).toBeUndefined();
  });
});
