// The pages scripts/screenshot.mjs photographs: a realistic batch, styled with styles.css,
// as a form on a page (#form) and as a call in the chat demo (#chat).
import "../src/styles.css";
import { createRoot } from "react-dom/client";
import { QuestionCall, QuestionForm } from "../src/index.ts";
import { ChatShell } from "../stories/chat/ChatShell.tsx";
import { questions } from "./screenshot-questions.ts";

function Chat() {
  return (
    <ChatShell
      title="Chat with the repository agent"
      messages={[
        { id: "1", role: "user", text: "Can you scaffold a small weather CLI for me?" },
        { id: "2", role: "assistant", text: "Sure. A few details first, so I set it up the way you want." },
        {
          id: "3",
          role: "assistant",
          toolCall: { toolCallId: "call-1", toolName: "ask_questions", input: { questions } },
        },
      ]}
      renderToolCall={() => <QuestionCall questions={questions} onSubmit={() => {}} onDecline={() => {}} />}
      status="Waiting for your answers"
    />
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    location.hash === "#chat" ? <Chat /> : <QuestionForm questions={questions} onSubmit={() => {}} />,
  );
}
