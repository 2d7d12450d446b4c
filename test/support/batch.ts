import type { AnswerItem } from "../../src/protocol/index.ts";

/** One question of each type, as a model sends them (recommended not first). */
export const BATCH = [
  { id: "name", question: "What should the project be called?", type: "Text", purpose: "Used for the package name" },
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    purpose: "To scaffold the project",
    options: ["TypeScript", "Rust", "Go"],
    recommended: "Rust",
  },
  {
    id: "extras",
    question: "Which extras do you want?",
    type: "MultiChoice",
    options: ["CI workflow", "Dockerfile", "License"],
    required: false,
  },
  { id: "git", question: "Initialise a git repository?", type: "YesNo", purpose: "So the first commit can be made" },
];

/** The same batch with every question optional. */
export const OPTIONAL_BATCH = BATCH.map((question) => ({ ...question, required: false }));

/** A full answer set for `BATCH`. */
export const BATCH_ANSWERS: AnswerItem[] = [
  { id: "name", answer: "billing" },
  { id: "lang", selected: ["Go"] },
  { id: "extras", selected: ["Dockerfile"] },
  { id: "git", answer: "No" },
];
