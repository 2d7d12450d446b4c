import type { JSONSchema } from "./types.ts";

/**
 * The input schema every question tool shares, written once: an object whose
 * one required field, `questions`, is an array of `item` (each tool's own
 * question schema). Call it marked pure (`/* @__PURE__ *\/`), so that a bundle
 * that never reads the tool drops it.
 */
export const questionsSchema = (item: JSONSchema, description?: string): JSONSchema => ({
  type: "object",
  properties: { questions: { type: "array", ...(description && { description }), items: item } },
  required: ["questions"],
});

/**
 * The `options` of the tools whose choices are `{ label, description }`
 * objects, both required strings (Codex's and Gemini CLI's; Claude's says
 * what each field means). One object the tools share, not a call: a bundle
 * with one tool pays no more for it than for the object written in place.
 */
export const labelledOptionsSchema: JSONSchema = {
  type: "array",
  items: {
    type: "object",
    properties: { label: { type: "string" }, description: { type: "string" } },
    required: ["label", "description"],
  },
};
