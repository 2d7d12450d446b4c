import { type JSONSchema, QUESTION_TYPES } from "./types.ts";

const text = (description: string, nullable = false): JSONSchema => ({
  type: nullable ? ["string", "null"] : "string",
  description,
});

/**
 * The `ask_questions` tool as the agent side registers it: name, description
 * (what a model must do to use it well) and the JSON Schema of its input. The
 * schema is the wire format of SPEC §1 in the subset draft-07 and 2020-12
 * share; the rules it cannot say (unique ids, `recommended` among `options`,
 * which fields each type takes, blank strings, size limits) are checked by
 * `validateQuestionInput`, whose issues are written for the model to act on.
 */
export const askQuestionsTool: { name: "ask_questions"; description: string; inputSchema: JSONSchema } = {
  name: "ask_questions",
  description:
    "Ask the user questions in one form; each answer comes back tagged with its question's id. " +
    "Batch every question into one call. Never ask what you can infer. Always fill purpose. " +
    "Every SingleChoice needs a recommended equal to one option exactly; keep the options in their natural order, the form shows it first.",
  inputSchema: {
    type: "object",
    properties: {
      questions: {
        type: "array",
        items: {
          type: "object",
          properties: {
            id: { type: "string" },
            question: { type: "string" },
            type: { type: "string", enum: [...QUESTION_TYPES] },
            purpose: text("Why you ask, in one short sentence.", true),
            options: {
              type: ["array", "null"],
              items: { type: "string" },
              description: "SingleChoice and MultiChoice only.",
            },
            required: { type: ["boolean", "null"], default: true },
            recommended: text("SingleChoice only: one of options, exactly.", true),
          },
          required: ["id", "question", "type"],
        },
      },
    },
    required: ["questions"],
  },
};
