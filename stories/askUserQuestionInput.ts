// Shown by the Formats and AskUserQuestion stories.

/**
 * A Claude Code `AskUserQuestion` call, as the Claude Agent SDK hands it to `canUseTool` (its
 * AskUserQuestionInput): a "(Recommended)" label, a preview that looks like HTML, a multiSelect.
 */
export const askUserQuestionInput = {
  questions: [
    {
      question: "How should we authenticate users?",
      header: "Auth method",
      multiSelect: false,
      options: [
        { label: "Passkeys (Recommended)", description: "Phishing-resistant, no passwords to store" },
        { label: "Email magic link", description: "No password, one more email round-trip" },
        {
          label: "OAuth with GitHub",
          description: "Fast for developers, needs an app registration",
          preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=...\n<script>alert('text, never HTML')</script>",
        },
      ],
    },
    {
      question: "Which environments should we deploy to?",
      header: "Deploy",
      multiSelect: true,
      options: [
        { label: "Staging", description: "Every merge to main" },
        { label: "Production", description: "Tagged releases only" },
        { label: "Preview", description: "One per pull request" },
      ],
    },
  ],
};
