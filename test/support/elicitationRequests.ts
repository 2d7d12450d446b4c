import requests from "./fixtures/elicitation-requests.json";

// The MCP tests' own requests (fixtures/elicitation-requests.json): every property kind of SPEC §7's
// table in CREATE_REPOSITORY, a URL-mode CONNECT_CALENDAR, and an MCP 2026-07-28 round. Test-owned,
// so a story's demo data can change without changing what the tests check.
export const { CREATE_REPOSITORY, CONNECT_CALENDAR, AUTHORISE_PAYMENT, WORKSPACE_ROUND } = requests;
