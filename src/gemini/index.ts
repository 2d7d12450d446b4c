export * from "../formats/gemini.ts";
