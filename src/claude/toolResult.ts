import { isQuestionOutput } from "../protocol/answers.ts";
import { splitFiles } from "../protocol/attachments.ts";

/** One block of an MCP tool result's `content`, as the Claude Agent SDK's custom tools return it. */
export type AskQuestionsContentBlock =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "resource"; resource: { uri: string; mimeType: string; blob: string } }
  | { type: "resource_link"; uri: string; name: string; mimeType: string };

/**
 * The result of `ask_questions` registered as a custom tool (the Claude Agent
 * SDK's `tool()` in `createSdkMcpServer`, or any MCP server), from what the
 * form sent: the answers (`QuestionOutput`) or the decline text. This is the
 * one answer path of Claude's that carries files (SPEC §16): an image reaches
 * Claude as an image block, any other `data:` file as an embedded resource, an
 * uploaded one as a resource link, after the answers' JSON without the bytes.
 * `AskUserQuestion` answers through `canUseTool`'s `updatedInput`, which is
 * JSON text only: it has no place for files.
 */
export function toAskQuestionsToolResult(output: unknown): { content: AskQuestionsContentBlock[] } {
  if (typeof output === "string") return { content: [{ type: "text", text: output }] };
  const split = isQuestionOutput(output) ? splitFiles(output) : undefined;
  if (!split) return { content: [{ type: "text", text: JSON.stringify(output ?? null) }] };
  const blocks = split.files.map(({ file, data }): AskQuestionsContentBlock => {
    const { name, mediaType, url } = file;
    if (!data) return { type: "resource_link", uri: url, name, mimeType: mediaType };
    return mediaType.startsWith("image/")
      ? { type: "image", data: data.base64, mimeType: mediaType }
      : // The name in the URI, as the JSON says it: the only handle an inline file has.
        {
          type: "resource",
          resource: { uri: `attachment:${encodeURIComponent(name)}`, mimeType: mediaType, blob: data.base64 },
        };
  });
  return { content: [{ type: "text", text: split.text }, ...blocks] };
}
