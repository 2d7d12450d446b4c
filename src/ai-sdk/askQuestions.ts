import { jsonSchema, type Tool, tool } from "ai";
import { isQuestionOutput } from "../protocol/answers.ts";
import { splitFiles } from "../protocol/attachments.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { askQuestionsTool } from "../protocol/index.ts";
import type { QuestionInput } from "../protocol/types.ts";

/** What a tool's `toModelOutput` returns (the SDK does not export its name). */
type ToolResultOutput = Awaited<ReturnType<NonNullable<Tool["toModelOutput"]>>>;
/** One part of a tool result's `content` output, in the shape AI SDK 6 and 7 both read. */
type ContentPart = Extract<ToolResultOutput, { type: "content" }>["value"][number];

/**
 * The answers as the model reads them (SPEC §16): without files, the output as
 * JSON (what the AI SDK sends without `toModelOutput`), or the decline as text.
 * With files, the answers' JSON without the bytes (each `data:` file keeps its
 * name, type and size; an uploaded one its URL), then one part per file in
 * answer order: `image-data` / `file-data` with the base64 of a `data:` URL,
 * `image-url` / `file-url` for an http(s) URL. The bytes are sent once.
 */
export function questionModelOutput(output: unknown): ToolResultOutput {
  if (typeof output === "string") return { type: "text", value: output };
  const split = isQuestionOutput(output) ? splitFiles(output) : undefined;
  if (!split) return { type: "json", value: (output ?? null) as never };
  const parts = split.files.map(({ file, data }): ContentPart => {
    const image = file.mediaType.startsWith("image/");
    if (!data)
      return image
        ? { type: "image-url", url: file.url }
        : { type: "file-url", url: file.url, mediaType: file.mediaType };
    return image
      ? { type: "image-data", data: data.base64, mediaType: file.mediaType }
      : { type: "file-data", data: data.base64, mediaType: file.mediaType, filename: file.name };
  });
  return { type: "content", value: [{ type: "text", text: split.text }, ...parts] };
}

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
 * when the person declined the call. Files in the answers reach the model
 * as image and file parts (`questionModelOutput`), which is why the route
 * passes the same `tools` to `convertToModelMessages(messages, { tools })`:
 * without them the AI SDK sends the output as JSON, bytes and all.
 */
export const askQuestions = tool({
  description: askQuestionsTool.description,
  inputSchema: jsonSchema<QuestionInput>(askQuestionsTool.inputSchema as Parameters<typeof jsonSchema>[0]),
  toModelOutput: ({ output }) => questionModelOutput(output),
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
