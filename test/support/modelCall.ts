import { issuesText, type QuestionOutput, validateQuestionInput } from "../../src/protocol/index.ts";

// An ask_questions call as a model writes it: the SingleChoice's recommended
// option comes last in its options, `required` is left out, one `purpose` is
// null. The expected tool output below is written out by hand from SPEC §2-3.

/** The id of the one tool call each chat test streams. */
export const CALL = "call_1";

/** The arguments of the call, as the model streams them. */
export const modelCall = {
  questions: [
    {
      id: "name",
      question: "What should the project be called?",
      type: "Text",
      purpose: "Used for the package name.",
    },
    {
      id: "language",
      question: "Which language should the project use?",
      type: "SingleChoice",
      purpose: "To pick the toolchain.",
      options: ["Python", "TypeScript"],
      recommended: "TypeScript",
    },
    {
      id: "ci",
      question: "Should CI run on every push?",
      type: "YesNo",
      purpose: null,
    },
  ],
};

/** The JSON text of the call, which the transport or model splits into tokens. */
export const modelCallText = JSON.stringify(modelCall);

/**
 * What the kit must send back to the model once the person answers
 * "acme-billing", "TypeScript" and "No": the questions normalized (required
 * filled in, recommended first, null dropped) and one answer per question.
 */
export const expectedOutput: QuestionOutput = {
  questions: [
    {
      id: "name",
      question: "What should the project be called?",
      type: "Text",
      purpose: "Used for the package name.",
      required: true,
    },
    {
      id: "language",
      question: "Which language should the project use?",
      type: "SingleChoice",
      purpose: "To pick the toolchain.",
      options: ["TypeScript", "Python"],
      required: true,
      recommended: "TypeScript",
    },
    { id: "ci", question: "Should CI run on every push?", type: "YesNo", required: true },
  ],
  answers: [
    { id: "name", answer: "acme-billing" },
    { id: "language", selected: ["TypeScript"] },
    { id: "ci", answer: "No" },
  ],
};

/** A call that breaks the cross-field rules: a SingleChoice without `recommended`. */
export const invalidCall = {
  questions: [{ id: "size", question: "Which size?", type: "SingleChoice", options: ["S", "M"] }],
};

/** A valid first question (shown while streaming), then invalidCall's, which the protocol rejects. */
export const halfInvalidCall = { questions: [modelCall.questions[0], ...invalidCall.questions] };

/** The text the model must get back for invalidCall: issuesText of what the protocol finds. */
export function invalidCallIssues(): string {
  const checked = validateQuestionInput(invalidCall);
  if (checked.ok) throw new Error("the fixture must be invalid");
  return issuesText(checked.issues);
}
