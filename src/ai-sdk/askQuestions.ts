import { jsonSchema, tool } from "ai";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { askQuestionsTool } from "../protocol/index.ts";
import type { QuestionInput } from "../protocol/types.ts";

/**
 * The `ask_questions` tool for the AI SDK's `streamText` / `generateText`:
 * `tools: { ask_questions: askQuestions }`. It has no `execute`: the person
 * answers in the browser and the chat sends the result with `addToolOutput`.
 *
 * The schema is handed over without a validator on purpose: a call that breaks
 * the cross-field rules still reaches the browser, where the form shows what is
 * wrong and `QuestionToolPart` returns `issuesText` text so the model can
 * retry, rather than the SDK's generic schema error.
 *
 * The output is `QuestionOutput` when answered, or the `declineText()` text
 * when the person skipped the questions.
 */
export const askQuestions = tool({
  description: askQuestionsTool.description,
  inputSchema: jsonSchema<QuestionInput>(askQuestionsTool.inputSchema as Parameters<typeof jsonSchema>[0]),
});

/**
 * Another agent's question tool for `streamText`, from its format (e.g.
 * `askUserQuestionFormat`): `tools: { [format.tool.name]: questionTool(format) }`.
 * No `execute` and no validator, as with `askQuestions`: `QuestionToolPart`
 * with the same `format` renders the call and writes its output.
 */
export function questionTool(format: QuestionToolFormat) {
  return tool({
    description: format.tool.description,
    inputSchema: jsonSchema(format.tool.inputSchema as Parameters<typeof jsonSchema>[0]),
  });
}
