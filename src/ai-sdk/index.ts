// `agent-question-form/ai-sdk`: the ask_questions tool for the Vercel AI SDK
// (`ai`, `@ai-sdk/react`), both optional peer dependencies. No "use client"
// here: the server route imports `askQuestions`, and `QuestionToolPart` is
// rendered from the chat component that calls `useChat`, already a client one.
export { askQuestions, questionModelOutput, questionTool } from "./askQuestions.ts";
export {
  type EndWaitingMessage,
  type EndWaitingQuestionsOptions,
  endWaitingQuestions,
} from "./endWaitingQuestions.ts";
export { isQuestionToolPart } from "./isQuestionToolPart.ts";
export {
  type AddQuestionToolOutput,
  QuestionToolPart,
  type QuestionToolPartData,
  type QuestionToolPartProps,
} from "./QuestionToolPart.tsx";
export {
  type AddToolApprovalResponse,
  ToolApprovalPart,
  type ToolApprovalPartData,
  type ToolApprovalPartProps,
} from "./ToolApprovalPart.tsx";
