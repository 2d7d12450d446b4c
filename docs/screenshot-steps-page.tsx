// The page docs/screenshot-steps.mjs photographs: the steps layout in two 360 px chat columns.
import "../src/styles.css";
import { createRoot } from "react-dom/client";
import { QuestionForm } from "../src/index.ts";

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
    options: ["CI workflow", "Dockerfile", "License", "Changelog"],
    required: false,
  },
  { id: "git", question: "Initialise a git repository?", type: "YesNo" },
];

for (const id of ["question", "review"]) {
  const root = document.getElementById(id);
  if (root) createRoot(root).render(<QuestionForm questions={questions} layout="steps" onSubmit={() => {}} />);
}
