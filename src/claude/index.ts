export * from "../formats/claude.ts";
export * from "./bridge.ts";
export * from "./toolApproval.ts";
export * from "./toolResult.ts";
