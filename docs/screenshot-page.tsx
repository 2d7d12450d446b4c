// The pages docs/screenshot.mjs photographs: a realistic batch, styled with styles.css,
// as a form on a page (#form) and as a call in the chat demo (#chat).
import "../src/styles.css";
import { createRoot } from "react-dom/client";
import { QuestionCall, QuestionForm } from "../src/index.ts";
import { ChatShell } from "../stories/chat/ChatShell.tsx";

const questions = [
  {
    id: "name",
    question: "What should the project be called?",
    type: "Text",
    purpose: "Used for the package name and the README title",
  },
  {
    id: "lang",
    question: "Which language should the scaffold use?",
    type: "SingleChoice",
    purpose: "Decides the build tool and the test runner",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "Rust",
  },
  {
    id: "extras",
    question: "Which extras do you want?",
    type: "MultiChoice",
    purpose: "Each extra adds files to the scaffold",
    options: ["CI workflow", "Dockerfile", "License", "Changelog"],
    required: false,
  },
  {
    id: "git",
    question: "Initialise a git repository?",
    type: "YesNo",
    purpose: "So the first commit can be made for you",
  },
];

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
