// `agent-question-form/copilotkit`: the ask_questions tool for CopilotKit
// (`@copilotkit/react-core`, an optional peer dependency) through its
// `useHumanInTheLoop`. No "use client" here: the hook is called from a
// component inside CopilotKitProvider, already a client one.
export {
  QuestionHumanInTheLoop,
  type QuestionHumanInTheLoopOptions,
  type QuestionHumanInTheLoopProps,
} from "./QuestionHumanInTheLoop.tsx";
export { useAskQuestions } from "./useAskQuestions.tsx";
