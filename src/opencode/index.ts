export * from "../formats/opencode.ts";
