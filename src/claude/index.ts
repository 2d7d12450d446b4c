export * from "../formats/claude.ts";
