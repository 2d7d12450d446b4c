import {
  type AskUserQuestionCall,
  declineAskUserQuestion,
  fromAskUserQuestion,
  toAskUserQuestionPermission,
} from "../../src/claude/index.ts";
import { QuestionForm } from "../../src/index.ts";

// The browser half of the README's "Claude Agent SDK" example, as written
// (only the import paths differ): one AskUserQuestion call from the server,
// answered with the Claude format's writer; Skip declines.

export function AskUserQuestionPanel({
  call,
  send,
}: {
  call: AskUserQuestionCall;
  send: (id: string, result: unknown) => void;
}) {
  return (
    <QuestionForm
      questions={call.input}
      format={fromAskUserQuestion}
      onSubmit={(answers) => send(call.id, toAskUserQuestionPermission(call.input, answers))}
      actions={
        <button type="button" className="qf-decline" onClick={() => send(call.id, declineAskUserQuestion())}>
          Skip
        </button>
      }
    />
  );
}
