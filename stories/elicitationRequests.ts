// Real-looking elicitation/create params (MCP 2025-11-25), shown by the
// ElicitationForm stories (the MCP tests have their own: test/support/fixtures/elicitation-requests.json).

/** A form-mode request: every property kind of SPEC §7's table, some defaults and descriptions. */
export const CREATE_REPOSITORY = {
  mode: "form",
  message: "Please provide the details of the repository to create",
  requestedSchema: {
    type: "object",
    properties: {
      name: {
        type: "string",
        title: "Repository name",
        description: "Letters, digits and dashes",
        minLength: 1,
        maxLength: 100,
      },
      description: { type: "string", title: "Description", default: "A new project" },
      contact: { type: "string", title: "Contact email", format: "email" },
      homepage: { type: "string", title: "Homepage", format: "uri" },
      launch: { type: "string", title: "Launch date", format: "date" },
      review: { type: "string", title: "Review meeting", format: "date-time" },
      budget: { type: "number", title: "Budget (k€)", minimum: 0.5, maximum: 100 },
      seats: { type: "integer", title: "Seats", minimum: 1, maximum: 50, default: 5 },
      issues: { type: "boolean", title: "Enable issues?", default: true },
      visibility: {
        type: "string",
        title: "Visibility",
        oneOf: [
          { const: "public", title: "Public" },
          { const: "private", title: "Private" },
        ],
        default: "private",
      },
      license: { type: "string", title: "License", enum: ["mit", "apache-2.0"], enumNames: ["MIT", "Apache 2.0"] },
      branch: { type: "string", title: "Default branch", enum: ["main", "trunk"] },
      topics: {
        type: "array",
        title: "Topics",
        description: "Up to two",
        items: { type: "string", enum: ["ai", "react", "cli"] },
        maxItems: 2,
        default: ["react"],
      },
      checks: {
        type: "array",
        title: "Required checks",
        items: {
          anyOf: [
            { const: "lint", title: "Lint" },
            { const: "test", title: "Tests" },
          ],
        },
        minItems: 1,
      },
    },
    required: ["name", "visibility", "license", "checks"],
  },
} as const;

/** A URL-mode request: the server wants the person to sign in on its own page. */
export const CONNECT_CALENDAR = {
  mode: "url",
  elicitationId: "c3f1-42",
  message: "Connect your calendar to continue",
  url: "https://calendar.example.com/oauth/start?state=c3f1-42",
} as const;

/** A 2026-07-28 URL request: no `elicitationId` (the round's key stands for it). */
export const AUTHORISE_PAYMENT = {
  mode: "url",
  message: "Authorise the payment provider",
  url: "https://pay.example.com/authorise?session=42",
} as const;

/**
 * An MCP 2026-07-28 `input_required` round (a `tools/call` result): two form
 * requests, one URL request, and a sampling request left to the host.
 */
export const WORKSPACE_ROUND = {
  resultType: "input_required",
  inputRequests: {
    billing: {
      method: "elicitation/create",
      params: {
        mode: "form",
        message: "Set up billing for the new workspace",
        requestedSchema: {
          type: "object",
          properties: {
            email: { type: "string", title: "Billing email", format: "email" },
            seats: { type: "integer", title: "Seats", minimum: 1, maximum: 10, default: 3 },
          },
          required: ["email", "seats"],
        },
      },
    },
    owner: {
      method: "elicitation/create",
      params: {
        mode: "form",
        message: "Who owns the workspace?",
        requestedSchema: {
          type: "object",
          properties: {
            email: { type: "string", title: "Owner email", format: "email" },
            sso: { type: "boolean", title: "Single sign-on?" },
          },
          required: ["email"],
        },
      },
    },
    consent: { method: "elicitation/create", params: AUTHORISE_PAYMENT },
    summary: {
      method: "sampling/createMessage",
      params: { messages: [{ role: "user", content: { type: "text", text: "Summarise the plan" } }], maxTokens: 50 },
    },
  },
  requestState: "eyJ3cyI6ImJpbGxpbmcifQ.c2lnbmF0dXJl",
} as const;
