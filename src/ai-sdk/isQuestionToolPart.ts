import type { QuestionToolPartData } from "./QuestionToolPart.tsx";

/**
 * Whether a message part from `useChat` is an `ask_questions` tool call: a
 * `tool-ask_questions` part, or a `dynamic-tool` part named `ask_questions`
 * (the AI SDK's part for a tool it has no schema for, e.g. one defined with
 * `dynamicTool`, or a stored part whose schema is no longer known).
 */
export function isQuestionToolPart<P extends { type: string }>(part: P): part is P & QuestionToolPartData {
  return (
    part.type === "tool-ask_questions" ||
    (part.type === "dynamic-tool" && (part as { toolName?: unknown }).toolName === "ask_questions")
  );
}
