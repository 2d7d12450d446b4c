// The browser half of the README's "Claude Agent SDK" example, as written
// (only the import paths differ): one parked AskUserQuestion call, answered
// with the Claude format's writer over the socket; Skip declines.
import {
  type AskUserQuestionCall,
  declineAskUserQuestion,
  fromAskUserQuestion,
  toAskUserQuestionPermission,
} from "../../src/claude/index.ts";
import { QuestionForm } from "../../src/index.ts";

export function AskUserQuestionPanel({ call, socket }: { call: AskUserQuestionCall; socket: Pick<WebSocket, "send"> }) {
  const send = (result: unknown) => socket.send(JSON.stringify({ type: "answer", id: call.id, result }));
  return (
    <QuestionForm
      questions={call.input}
      reader={fromAskUserQuestion}
      onSubmit={(answers) => send(toAskUserQuestionPermission(call.input, answers))}
      actions={
        <button type="button" className="qf-decline" onClick={() => send(declineAskUserQuestion())}>
          Skip
        </button>
      }
    />
  );
}
