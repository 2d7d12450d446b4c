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
 * objects, both required (Claude's, Codex's, Gemini CLI's): written once,
 * with what each field means where a tool says it. Call it marked pure, as
 * `questionsSchema`.
 */
export const labelledOptionsSchema = (label?: string, description?: string): JSONSchema => ({
  type: "array",
  items: {
    type: "object",
    properties: {
      label: { type: "string", ...(label && { description: label }) },
      description: { type: "string", ...(description && { description }) },
    },
    required: ["label", "description"],
  },
});
