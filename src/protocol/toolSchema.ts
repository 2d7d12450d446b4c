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
