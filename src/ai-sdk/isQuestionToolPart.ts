import type { QuestionToolPartData } from "./QuestionToolPart.tsx";

/** Whether a message part from `useChat` is an `ask_questions` tool call (`type: "tool-ask_questions"`). */
export function isQuestionToolPart<P extends { type: string }>(part: P): part is P & QuestionToolPartData {
  return part.type === "tool-ask_questions";
}
