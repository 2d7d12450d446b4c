// An AskUserQuestion call as Claude writes it (the SDK's own input type), and
// the exact AskUserQuestionOutput the person's answers in the format tests give.
import type { AskUserQuestionInput, AskUserQuestionOutput } from "@anthropic-ai/claude-agent-sdk/sdk-tools";

export const claudeCall = {
  questions: [
    {
      question: "Which sign-in method should the app use?",
      header: "Auth",
      options: [
        { label: "Passkeys", description: "No passwords at all" },
        { label: "OAuth (Recommended)", description: "Sign in with an existing account" },
      ],
      multiSelect: false,
    },
    {
      question: "Which telemetry should be on?",
      header: "Telemetry",
      options: [
        { label: "Logs", description: "Structured logs" },
        { label: "Metrics", description: "Counters and gauges" },
        { label: "Traces", description: "Request traces" },
      ],
      multiSelect: true,
    },
  ],
} satisfies AskUserQuestionInput;

export const claudeCallText = JSON.stringify(claudeCall);

/** OAuth, then Logs and Traces: the labels exactly as sent, picks joined in options order. */
export const claudeResult = {
  questions: claudeCall.questions,
  answers: {
    "Which sign-in method should the app use?": "OAuth (Recommended)",
    "Which telemetry should be on?": "Logs, Traces",
  },
} satisfies AskUserQuestionOutput;

/** One question, one pick: the smallest Claude call, for the outcome and note tests. */
export const claudeOneQuestion = {
  questions: [
    {
      question: "Which database?",
      header: "DB",
      options: [
        { label: "Postgres", description: "a server" },
        { label: "SQLite", description: "a file" },
      ],
      multiSelect: false,
    },
  ],
} satisfies AskUserQuestionInput;
