import { jsonSchema, tool } from "ai";
import { askQuestionsTool } from "../protocol/index.ts";
import type { QuestionInput } from "../protocol/types.ts";

/**
 * The `ask_questions` tool for the AI SDK's `streamText` / `generateText`:
 * `tools: { ask_questions: askQuestions }`. It has no `execute`: the person
 * answers in the browser and the chat sends the result with `addToolOutput`.
 *
 * The schema is handed over without a validator on purpose: a call that breaks
 * the cross-field rules still reaches the browser, where the form shows what is
 * wrong and `QuestionToolPart` returns `formatIssues` text so the model can
 * retry, rather than the SDK's generic schema error.
 *
 * The output is `QuestionOutput` when answered, or the `formatDecline()` text
 * when the person skipped the questions.
 */
export const askQuestions = tool({
  description: askQuestionsTool.description,
  inputSchema: jsonSchema<QuestionInput>(askQuestionsTool.inputSchema as Parameters<typeof jsonSchema>[0]),
});
