import type { AnswerItem } from "../../src/protocol/index.ts";

/** One question of each type, as a model sends them (recommended not first). */
export const BATCH: readonly unknown[] = [
  { id: "name", question: "Project name?", type: "Text", purpose: "Used for the package name" },
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    purpose: "To scaffold the project",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "Rust",
  },
  { id: "extras", question: "Which extras?", type: "MultiChoice", options: ["CI", "Docker"], required: false },
  { id: "git", question: "Initialise git?", type: "YesNo" },
];

/** A full answer set for `BATCH`. */
export const BATCH_ANSWERS: AnswerItem[] = [
  { id: "name", answer: "billing" },
  { id: "lang", selected: ["Go"] },
  { id: "extras", selected: ["Docker"] },
  { id: "git", answer: "No" },
];
