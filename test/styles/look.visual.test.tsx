import "../../src/styles.css";
import { type ReactNode, useState } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import {
  type AnswerItem,
  MultiChoice,
  type MultiChoiceProps,
  QuestionCall,
  QuestionForm,
  type QuestionItem,
  type QuestionOutput,
  type QuestionProps,
  SingleChoice,
  type SingleChoiceProps,
  TextQuestion,
  ToolApproval,
  type Validated,
  YesNo,
} from "../../src/index.ts";
import { ElicitationForm } from "../../src/mcp/index.ts";
import { ChatShell } from "../../stories/chat/ChatShell.tsx";
import type { ChatMessage } from "../../stories/chat/messages.ts";
import { fortyOptions } from "../../stories/fixtures.ts";
import { CREATE_REPOSITORY } from "../support/elicitationRequests.ts";

// What a person sees, state by state, as reference pictures (test/visual/references/).
// Regenerate them all with `npm run test:visual:update`, then LOOK at the diff before committing.

type Theme = "light" | "dark";

/** A tool input long enough to be cut after its first lines: a file the agent wants to write. */
const WRITE_FILE = {
  path: "src/billing/rates.ts",
  content: Array.from({ length: 12 }, (_, line) => `export const rate${line} = ${(line + 1) * 5} / 100;`).join("\n"),
};

/** The page behind the form, per theme: the Storybook decorator's colours. */
const PAGE = {
  light: { background: "#ffffff", color: "#1b1f24" },
  dark: { background: "#14171c", color: "#e8eaed" },
} as const;

/** A page column `width` px wide, in `theme`, with a typical host font. */
function Frame({ theme, width, children }: { theme: Theme; width: number; children: ReactNode }) {
  return (
    <div
      data-testid="frame"
      data-theme={theme}
      style={{
        ...PAGE[theme],
        colorScheme: theme,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
        inlineSize: width,
        boxSizing: "border-box",
        padding: 16,
      }}
    >
      {children}
    </div>
  );
}

/** One question of each type, as a model sends them (the recommended option last). */
const QUESTIONS: QuestionItem[] = [
  {
    id: "name",
    question: "What should the project be called?",
    type: "Text",
    purpose: "Used for the package name and the repository.",
  },
  {
    id: "language",
    question: "Which language should the project use?",
    type: "SingleChoice",
    purpose: "To pick the toolchain and the project template.",
    options: ["JavaScript", "Python", "TypeScript"],
    recommended: "TypeScript",
  },
  {
    id: "features",
    question: "Which features do you want set up now?",
    type: "MultiChoice",
    options: ["Linting", "Unit tests", "Docker image", "GitHub Actions"],
    required: false,
  },
  { id: "public", question: "Should the repository be public?", type: "YesNo" },
];

const ANSWERS: AnswerItem[] = [
  { id: "name", answer: "acme-billing" },
  { id: "language", selected: ["TypeScript"] },
  { id: "features", selected: ["Linting", "GitHub Actions"] },
  { id: "public", answer: "No" },
];

/** SPEC §6's typed inputs, as a format reader (MCP, Codex) gives them, and a choice answered with Other. */
const TYPED: QuestionItem[] = [
  { id: "plan", question: "Which plan?", type: "SingleChoice", options: ["Free", "Team"], allowOther: true },
  { id: "email", question: "Contact email", type: "Text", input: { kind: "email" } },
  { id: "seats", question: "How many seats?", type: "Text", input: { kind: "integer" } },
  { id: "start", question: "Start date", type: "Text", input: { kind: "date" } },
  { id: "token", question: "npm token", type: "Text", input: { kind: "secret" } },
];

const TYPED_ANSWERS: AnswerItem[] = [
  { id: "plan", selected: ["Enterprise"] },
  { id: "email", answer: "ada@example.com" },
  { id: "seats", answer: "12" },
  { id: "start", answer: "2026-12-01" },
  { id: "token", answer: "npm_secret" },
];

/** A format that reads the questions as given (`input` is a reader-only field). */
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

const NORMALIZED = QUESTIONS.map((question) => ({
  ...question,
  required: question.required ?? true,
  ...(question.type === "SingleChoice" ? { options: ["TypeScript", "JavaScript", "Python"] } : {}),
})) as QuestionItem[];

const RESULT: QuestionOutput = {
  questions: NORMALIZED,
  answers: [{ ...ANSWERS[0], answer: "acme-billing\nA second line for the team" } as AnswerItem, ...ANSWERS.slice(1)],
};

/** The four components on their own (no form around them), each controlled by a little state. */
function Alone({ values, ...shared }: { values?: Record<string, string | string[]> } & Partial<QuestionProps>) {
  const [state, setState] = useState<Record<string, string | string[] | undefined>>(values ?? {});
  const props = (question: QuestionItem) => ({
    ...shared,
    question: NORMALIZED.find((each) => each.id === question.id) as QuestionItem,
    value: state[question.id],
    onChange: (value: string | string[] | undefined) => setState((now) => ({ ...now, [question.id]: value })),
  });
  const [text, single, multi, yesNo] = QUESTIONS as [QuestionItem, QuestionItem, QuestionItem, QuestionItem];
  return (
    <div style={{ display: "grid", gap: 24 }}>
      <TextQuestion {...(props(text) as QuestionProps<string>)} />
      <SingleChoice {...(props(single) as SingleChoiceProps)} />
      <MultiChoice {...(props(multi) as MultiChoiceProps)} />
      <YesNo {...(props(yesNo) as QuestionProps<string>)} />
    </div>
  );
}

const FILLED = { name: "acme-billing", language: "TypeScript", features: ["Linting", "GitHub Actions"], public: "No" };

/** A chat transcript with the call in an agent bubble, as in the Chat story. */
function Chat({ call, result }: { call: ReactNode; result?: QuestionOutput }) {
  const messages: ChatMessage[] = [
    { id: "1", role: "user", text: "Can you set up a new repository for the billing service?" },
    { id: "2", role: "assistant", text: "Sure. I need a few details before I create it." },
    { id: "3", role: "assistant", toolCall: { toolCallId: "call-1", toolName: "ask_questions", input: QUESTIONS } },
  ];
  if (result) {
    messages.push({
      id: "4",
      role: "tool",
      result: { toolCallId: "call-1", toolName: "ask_questions", output: result },
    });
  }
  return <ChatShell title="Chat with the repository agent" messages={messages} renderToolCall={() => call} />;
}

const never = () => new Promise(() => {});

interface Case {
  /** The reference image's name, before `-<theme>-<width>`. */
  name: string;
  /** What is on the page. */
  view: () => ReactNode;
  /** What the person does before the picture is taken. */
  act?: () => Promise<void>;
  /** The themes and column widths to take it in (every pair). */
  themes?: Theme[];
  widths?: number[];
  /**
   * The page's height (2000 px unless said): a picture taller than the page comes out blank where the
   * page scrolled past its top, so a taller one needs a taller page (at most the 2400 px window).
   */
  height?: number;
}

const submit = async () => {
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
};

const next = async () => {
  await userEvent.click(page.getByRole("button", { name: "Next" }));
  await expect.element(page.getByRole("button", { name: "Back" })).toBeVisible();
};

/** The answers to fortyOptions: one country, and four markets spread over the list. */
const FORTY_ANSWERS: AnswerItem[] = [
  { id: "country", selected: ["Switzerland"] },
  { id: "markets", selected: ["Finland", "Japan", "Poland", "United Kingdom"] },
];

const CASES: Case[] = [
  // The four components alone: the look must not depend on a .qf-form around them.
  { name: "alone-empty", view: () => <Alone />, widths: [360, 800] },
  { name: "alone-filled", view: () => <Alone values={FILLED} /> },
  {
    name: "alone-error",
    view: () => <Alone error="Select one option" />,
  },
  { name: "alone-disabled", view: () => <Alone values={FILLED} disabled /> },
  { name: "alone-readonly", view: () => <Alone values={FILLED} readOnly />, themes: ["light"] },
  // The whole form.
  { name: "form-empty", view: () => <QuestionForm questions={QUESTIONS} />, widths: [360, 800] },
  {
    name: "form-errors",
    view: () => <QuestionForm questions={QUESTIONS} />,
    act: submit,
    widths: [360, 800],
  },
  {
    name: "form-sent",
    view: () => <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} onSubmit={() => undefined} />,
    act: submit,
  },
  {
    name: "form-sending",
    view: () => <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} onSubmit={never} />,
    act: submit,
    themes: ["dark"],
  },
  { name: "form-disabled", view: () => <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} disabled /> },
  { name: "form-readonly", view: () => <QuestionForm questions={QUESTIONS} defaultAnswers={ANSWERS} readOnly /> },
  {
    name: "form-invalid-input",
    view: () => (
      <QuestionForm questions={[{ id: "db", question: "Which database?", type: "SingleChoice", options: ["A"] }]} />
    ),
  },
  {
    name: "form-rtl",
    view: () => (
      <div dir="rtl" lang="ar">
        <QuestionForm questions={QUESTIONS} />
      </div>
    ),
    act: submit,
    themes: ["light"],
  },
  {
    name: "steps-review",
    view: () => <QuestionForm questions={QUESTIONS} defaultAnswers={RESULT.answers} layout="steps" />,
    act: async () => {
      for (let step = 0; step < QUESTIONS.length; step++) {
        await userEvent.click(page.getByRole("button", { name: "Next" }));
      }
      await expect.element(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
    },
  },
  // Typed inputs and the Other box: read-only and disabled as the text box is.
  {
    name: "typed-filled",
    view: () => <QuestionForm questions={TYPED} reader={asRead} defaultAnswers={TYPED_ANSWERS} />,
    themes: ["light"],
  },
  {
    name: "typed-readonly",
    view: () => <QuestionForm questions={TYPED} reader={asRead} defaultAnswers={TYPED_ANSWERS} readOnly />,
  },
  {
    name: "typed-disabled",
    view: () => <QuestionForm questions={TYPED} reader={asRead} defaultAnswers={TYPED_ANSWERS} disabled />,
  },
  // Forty options (SPEC §16): the filter box and its count, a pick kept in view, Other last; and the
  // steps layout (a step, the review) and the receipt (folded and open) of the same questions, which
  // must stay readable.
  {
    name: "long-list-filtered",
    view: () => <QuestionForm questions={fortyOptions.slice(0, 1)} />,
    act: async () => {
      await userEvent.click(page.getByRole("radio", { name: "Japan" }));
      await userEvent.fill(page.getByRole("searchbox", { name: "Filter options" }), "land");
      await expect.element(page.getByText("7 of 40 options")).toBeVisible();
    },
  },
  {
    name: "long-list-no-match",
    view: () => <QuestionForm questions={fortyOptions.slice(1)} />,
    act: async () => {
      await userEvent.fill(page.getByRole("searchbox", { name: "Filter options" }), "Atlantis");
      await expect.element(page.getByText("No option matches")).toBeVisible();
    },
    themes: ["light"],
  },
  {
    name: "long-list-steps",
    view: () => <QuestionForm questions={fortyOptions} layout="steps" />,
    // Narrowed: the forty unfiltered are taller than the page (long-list-receipt-expanded shows forty rows).
    act: async () => {
      await expect.element(page.getByText("Question 1 of 2")).toBeVisible();
      await userEvent.fill(page.getByRole("searchbox", { name: "Filter options" }), "united");
      await userEvent.click(page.getByRole("radio", { name: "United Kingdom" }));
    },
    themes: ["light"],
  },
  {
    name: "long-list-review",
    view: () => <QuestionForm questions={fortyOptions} defaultAnswers={FORTY_ANSWERS} layout="steps" />,
    act: async () => {
      for (let step = 0; step < fortyOptions.length; step++) {
        await userEvent.click(page.getByRole("button", { name: "Next" }));
      }
      await expect.element(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
    },
    themes: ["light"],
  },
  {
    name: "long-list-receipt",
    view: () => (
      <QuestionCall
        input={fortyOptions}
        outcome={{ kind: "answered", output: { questions: fortyOptions, answers: FORTY_ANSWERS } }}
      />
    ),
    themes: ["light"],
  },
  {
    name: "long-list-receipt-expanded",
    // The MultiChoice alone (two lists of forty would not fit the 2400 px window): its rows, four picked.
    view: () => (
      <QuestionCall
        input={fortyOptions.slice(1)}
        outcome={{ kind: "answered", output: { questions: fortyOptions.slice(1), answers: FORTY_ANSWERS.slice(1) } }}
      />
    ),
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Show the options" }));
      await expect.element(page.getByRole("checkbox", { name: "Vietnam" })).toBeVisible();
    },
    themes: ["light"],
    height: 2350,
  },
  // The steps layout: its buttons are the list's (one height, one look each, one disabled look).
  {
    name: "steps-question",
    view: () => <QuestionCall input={QUESTIONS} defaultAnswers={ANSWERS} layout="steps" onDecline={() => undefined} />,
    act: next,
  },
  {
    name: "steps-waiting",
    view: () => (
      <QuestionCall
        input={[QUESTIONS[0], { id: "language", question: "Which language should the projec" }]}
        defaultAnswers={ANSWERS}
        streaming
        layout="steps"
        onDecline={() => undefined}
      />
    ),
    act: next,
  },
  {
    name: "steps-disabled",
    view: () => (
      <QuestionCall input={QUESTIONS} defaultAnswers={ANSWERS} layout="steps" onDecline={() => undefined} disabled />
    ),
    act: async () => {
      await expect.element(page.getByRole("button", { name: "Next" })).toBeDisabled();
    },
  },
  // A call's life in a chat.
  {
    name: "call-streaming",
    view: () => (
      <QuestionCall
        input={[QUESTIONS[0], { id: "language", question: "Which language should the projec" }]}
        streaming
      />
    ),
  },
  {
    name: "call-receipt",
    view: () => <QuestionCall input={QUESTIONS} outcome={{ kind: "answered", output: RESULT }} />,
  },
  {
    name: "call-receipt-expanded",
    view: () => <QuestionCall input={QUESTIONS} outcome={{ kind: "answered", output: RESULT }} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Show the options" }));
    },
    themes: ["light"],
  },
  {
    name: "call-declined",
    view: () => <QuestionCall input={QUESTIONS} onDecline={() => undefined} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Skip these questions" }));
    },
  },
  // A call that waits (SPEC §12): its countdown under the buttons, and its two endings without answers.
  {
    name: "call-countdown",
    view: () => <QuestionCall input={QUESTIONS.slice(0, 2)} timeoutMs={120_000} onDecline={() => undefined} />,
    act: async () => {
      // The countdown is a chunk of its own, loaded on first use.
      await expect.element(page.getByText("Answer within 2 minutes", { exact: true }).first()).toBeVisible();
    },
  },
  {
    name: "call-replied-in-chat",
    view: () => (
      <QuestionCall
        input={QUESTIONS}
        outcome={{ kind: "replied", text: "Call it acme-billing, in Go.\nAnd skip CI for now." }}
      />
    ),
    act: async () => {
      await expect.element(page.getByText(/You replied in the chat/)).toBeVisible();
    },
  },
  {
    name: "call-expired",
    view: () => (
      <QuestionCall
        input={QUESTIONS}
        timeoutMs={1_000}
        defaultAnswers={[
          { id: "name", answer: "acme-billing" },
          { id: "language", selected: ["TypeScript"] },
        ]}
      />
    ),
    act: async () => {
      await expect.element(page.getByText(/Time ran out/), { timeout: 10_000 }).toBeVisible();
    },
  },
  {
    name: "chat-form",
    view: () => <Chat call={<QuestionCall input={QUESTIONS} onDecline={() => undefined} />} />,
    widths: [360, 800],
  },
  // An MCP server's request: its header, one-line string fields, and its three buttons on one line.
  {
    name: "elicitation-form",
    view: () => <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => undefined} />,
  },
  // Declined is neither a success nor an error.
  {
    name: "elicitation-declined",
    view: () => <ElicitationForm request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => undefined} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Decline" }));
    },
  },
  {
    name: "chat-answered",
    view: () => (
      <Chat call={<QuestionCall input={QUESTIONS} outcome={{ kind: "answered", output: RESULT }} />} result={RESULT} />
    ),
    themes: ["dark"],
  },
  // A tool call that waits for approval, and its two receipts (Approve; Deny with a reason).
  {
    name: "approval-requested",
    view: () => <ToolApproval toolName="write_file" input={WRITE_FILE} />,
    widths: [360, 800],
  },
  {
    name: "approval-approved",
    view: () => <ToolApproval toolName="write_file" input={WRITE_FILE} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Approve" }));
      await expect.element(page.getByText("Approved")).toHaveFocus();
    },
    widths: [360, 800],
  },
  {
    name: "approval-denied",
    view: () => <ToolApproval toolName="write_file" input={WRITE_FILE} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Deny" }));
      await userEvent.type(page.getByRole("textbox", { name: "Reason (optional)" }), "Write it to a new file instead");
      await userEvent.click(page.getByRole("button", { name: "Send denial" }));
      // The receipt takes focus; its text is in pieces (the reason isolated in a <bdi>).
      await expect.element(page.getByText("Denied: Write it to a new file instead")).toBeVisible();
      expect(document.activeElement?.getAttribute("data-slot")).toBe("approval-outcome");
      expect(document.activeElement?.textContent).toBe("Denied: Write it to a new file instead");
    },
    widths: [360, 800],
  },
  // Approve with edits (SPEC §13): the arguments as a form from their schema, and the receipt's changes.
  {
    name: "approval-editing",
    view: () => <ToolApproval toolName="deploy" input={DEPLOY} editable argsSchema={DEPLOY_SCHEMA} />,
    act: async () => {
      await userEvent.click(page.getByRole("button", { name: "Edit" }));
      await expect.element(page.getByRole("textbox", { name: /Service/ })).toHaveFocus();
    },
  },
  {
    name: "approval-edited",
    view: () => (
      <ToolApproval
        toolName="deploy"
        input={DEPLOY}
        decision={{ approved: true, editedArgs: { ...DEPLOY, replicas: 4, region: "us" } }}
      />
    ),
  },
];

/** A deploy tool's input and the JSON Schema of its arguments, for the edit pictures. */
const DEPLOY = { service: "web", replicas: 2, region: "eu", dryRun: false };
const DEPLOY_SCHEMA = {
  type: "object",
  properties: {
    service: { type: "string", title: "Service" },
    replicas: { type: "integer", title: "Replicas", minimum: 1 },
    region: { type: "string", title: "Region", enum: ["eu", "us"] },
    dryRun: { type: "boolean", title: "Dry run" },
  },
  required: ["service", "replicas", "region"],
};

describe("the look, as pictures", () => {
  for (const { name, view, act, themes = ["light", "dark"] as Theme[], widths = [360], height = 2000 } of CASES) {
    for (const theme of themes) {
      for (const width of widths) {
        it(`${name} ${theme} ${width}`, async () => {
          await page.viewport(width + 40, height);
          await render(
            <>
              <Frame theme={theme} width={width}>
                {view()}
              </Frame>
              <div data-testid="pointer-rest" style={{ blockSize: 8 }} />
            </>,
          );
          await act?.();
          // The pointer off the picture, so no option shows its hover look.
          await userEvent.hover(page.getByTestId("pointer-rest"));
          await expect(page.getByTestId("frame")).toMatchScreenshot(`${name}-${theme}-${width}`, {
            // The streaming skeleton's shimmer stands still for the picture.
            screenshotOptions: { animations: "disabled" },
          });
        });
      }
    }
  }
});
