// The batch the README's pictures show (scripts/screenshot-page.tsx, scripts/screenshot-steps-page.tsx).
export const questions = [
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
