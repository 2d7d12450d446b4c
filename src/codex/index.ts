export * from "../formats/codex.ts";
