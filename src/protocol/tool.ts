import { questionsSchema } from "./toolSchema.ts";
import type { JSONSchema } from "./types.ts";

/**
 * The `ask_questions` tool as the agent side registers it: name, description
 * (what a model must do to use it well) and the JSON Schema of its input. The
 * schema is the wire format of SPEC §1 in the subset draft-07 and 2020-12
 * share; the rules it cannot say (unique ids, `recommended` among `options`,
 * which fields each type takes, blank strings, size limits) are checked by
 * `validateQuestionInput`, whose issues are written for the model to act on.
 *
 * A literal whose one call is marked pure, so a bundle that only renders the
 * form drops it: the package is one file per entry, and bundlers keep any
 * top-level statement that might have a side effect.
 */
export const askQuestionsTool: { name: "ask_questions"; description: string; inputSchema: JSONSchema } = {
  name: "ask_questions",
  description:
    "Ask the user questions in one form; each answer comes back tagged with its question's id. " +
    "Batch every question into one call. Never ask what you can infer. Always fill purpose. " +
    "Every SingleChoice needs a recommended equal to one option exactly; keep the options in their natural order, the form shows it first. " +
    // A model trimmed to "2–4 options" (other tools' rule) asks a dishonest question where the real answer is one of 40.
    "Offer every real option, up to 100: a long list (a country, a file, a model) is fine, the form filters it; never cut it down to a few. " +
    // Without this a model asks the person to describe a screenshot in words (SPEC §16).
    'Where a file says it better (a screenshot, a log), ask a Text with attachments, e.g. {"accept": ["image/*"]}: the files come back with the answer.',

  inputSchema: /* @__PURE__ */ questionsSchema({
    type: "object",
    properties: {
      id: { type: "string" },
      question: { type: "string" },
      // QUESTION_TYPES, spelled out (test/protocol/tool.test.ts checks they agree).
      type: { type: "string", enum: ["Text", "SingleChoice", "MultiChoice", "YesNo"] },
      header: { type: ["string", "null"], description: "A short label shown as a chip above the question." },
      purpose: { type: ["string", "null"], description: "Why you ask, in one short sentence." },
      options: {
        type: ["array", "null"],
        // The one place a single type cannot say it: a label, or a label with details.
        items: {
          anyOf: [
            { type: "string" },
            {
              type: "object",
              properties: {
                label: { type: "string" },
                description: { type: ["string", "null"], description: "What choosing it means." },
                preview: { type: ["string", "null"], description: "Code or a text mock-up of it." },
              },
              required: ["label"],
            },
          ],
        },
        description: "SingleChoice and MultiChoice only: labels, or {label, description}; up to 100.",
      },
      allowOther: {
        type: ["boolean", "null"],
        default: false,
        description: "SingleChoice and MultiChoice: let the user type their own answer too.",
      },
      placeholder: { type: ["string", "null"], description: "Text only: example text in the empty box." },
      required: { type: ["boolean", "null"], default: true },
      recommended: {
        type: ["string", "null"],
        description: "SingleChoice only: the label of one of options, exactly.",
      },
      attachments: {
        type: ["object", "null"],
        properties: {
          accept: {
            type: ["array", "null"],
            items: { type: "string" },
            description: 'MIME types or patterns ("image/*", "application/pdf"); absent: any file.',
          },
          maxFiles: { type: ["integer", "null"], description: "Most files, 1 to 20; absent: 4." },
          maxBytes: { type: ["integer", "null"], description: "Largest file in bytes, up to 50 MB; absent: 5 MB." },
        },
        description: "Text, or a choice with allowOther: the person may attach files (screenshots, documents).",
      },
    },
    required: ["id", "question", "type"],
  }),
};
