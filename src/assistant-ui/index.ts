// `agent-question-form/assistant-ui`: the ask_questions tool for assistant-ui 0.15
// (`@assistant-ui/react`, an optional peer dependency). No "use client" here:
// the toolkit is registered from the component that builds the runtime,
// already a client one.
export { askQuestionsToolkit } from "./askQuestionsToolkit.tsx";
export { QuestionToolUI, type QuestionToolUIOptions, type QuestionToolUIProps } from "./QuestionToolUI.tsx";
export {
  ToolApprovalUI,
  type ToolApprovalUIOptions,
  type ToolApprovalUIProps,
  toolApprovalToolkit,
} from "./ToolApprovalUI.tsx";
