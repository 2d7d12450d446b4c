// The page scripts/screenshot-steps.mjs photographs: the steps layout in two 360 px chat columns.
import "../src/styles.css";
import { createRoot } from "react-dom/client";
import { QuestionForm } from "../src/index.ts";
import { questions } from "./screenshot-questions.ts";

for (const id of ["question", "review"]) {
  const root = document.getElementById(id);
  if (root) createRoot(root).render(<QuestionForm questions={questions} layout="steps" onSubmit={() => {}} />);
}
