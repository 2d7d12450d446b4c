export * from "../formats/mcp.ts";
