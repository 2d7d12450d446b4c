import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { QuestionToolPart } from "../src/ai-sdk/index.ts";
import { type AnswerItem, type QuestionOutput, WaitingQuestionsProvider } from "../src/index.ts";
import { ChatShell } from "./chat/ChatShell.tsx";
import type { ToolCall } from "./chat/messages.ts";
import type { AgentScript } from "./chat/ScriptedChatTransport.ts";
import { useScriptedChat } from "./chat/useScriptedChat.ts";
import { useWaitingHost } from "./chat/useWaitingHost.ts";
import { missingRecommended, projectSetup, projectSetupAnswers } from "./fixtures.ts";

function answerTo(output: QuestionOutput, id: string): AnswerItem | undefined {
  return output.answers.find((answer) => answer.id === id);
}

function describeSetup(output: QuestionOutput): string {
  const name = answerTo(output, "name")?.answer ?? "the project";
  const language = answerTo(output, "language")?.selected?.[0] ?? "the recommended language";
  const features = answerTo(output, "features")?.selected ?? [];
  const visibility = answerTo(output, "public")?.answer === "Yes" ? "public" : "private";
  const extras = features.length > 0 ? `with ${features.join(" and ")}` : "with no extras";
  return `Thanks! Creating ${name} in ${language} ${extras}, as a ${visibility} repository. I'll post the link when it's ready.`;
}

const setupScript: AgentScript = {
  opening: "Can you set up a new repository for the billing service?",
  preface: "Sure. I need a few details before I create it.",
  calls: [{ questions: projectSetup }],
  reply: describeSetup,
};

const retryScript: AgentScript = {
  opening: "Can you set up a new repository for the billing service?",
  preface: "Sure. Which language should it use?",
  // The first call lacks `recommended`; the error result tells the model how to fix it.
  calls: [{ questions: missingRecommended }, { questions: projectSetup }],
  retryPreface: "Sorry, my question was malformed. Here are all the details I need.",
  reply: describeSetup,
};

/**
 * The page's side of the round trip, with the AI SDK adapter: `useChat` talks
 * to a scripted transport (no model, no API key) that streams the agent's
 * `ask_questions` call token by token; `QuestionToolPart` renders the call in
 * every state and sends the answers, or the validation issues as a tool
 * error the model can act on, back through `addToolOutput`.
 */
function ScriptedChat({ script, waiting }: { script: AgentScript; waiting?: WaitingOptions }) {
  return waiting ? (
    <WaitingQuestionsProvider>
      <WaitingChat script={script} waiting={waiting} />
    </WaitingQuestionsProvider>
  ) : (
    <WaitingChat script={script} />
  );
}

/** What the page does while a question waits (SPEC §12): the adapter's options, and the host's side. */
interface WaitingOptions {
  /** A message in the chat input answers the waiting call (else the input is disabled while it waits). */
  replyInChat: boolean;
  /** Each call expires after this long unanswered (paused while the person types or the tab is hidden). */
  timeoutMs?: number;
}

const TITLE = "Chat with the repository agent";

function WaitingChat({ script, waiting }: { script: AgentScript; waiting?: WaitingOptions }) {
  const chat = useScriptedChat(script);
  // Under the provider (a story with `waiting`) it relabels, counts and notifies; without one, nothing waits.
  const host = useWaitingHost(TITLE, chat.send);
  const renderToolCall = (call: ToolCall) => {
    const part = chat.partOf(call.toolCallId);
    return part ? (
      <QuestionToolPart
        part={part}
        addToolOutput={chat.addToolOutput}
        replyInChat={waiting?.replyInChat}
        timeoutMs={waiting?.timeoutMs}
      />
    ) : null;
  };
  return (
    <ChatShell
      title={TITLE}
      messages={chat.messages}
      renderToolCall={renderToolCall}
      status={chat.status}
      onSend={host.send}
      inputLabel={host.inputLabel}
      inputDisabled={host.inputDisabled}
      badge={
        <p className="chat-badge" role="status">
          {host.badge}
        </p>
      }
    />
  );
}

const meta = {
  title: "Chat",
  component: ScriptedChat,
  args: { script: setupScript },
  argTypes: { script: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A scripted agent (no model, no API key) calls `ask_questions`; the form appears inline in the transcript, and the answers go back as the tool result JSON before the agent replies.",
      },
    },
  },
} satisfies Meta<typeof ScriptedChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Untouched, to try by hand: the agent asks (streamed through the AI SDK
 * adapter) and waits; answer or skip, and the agent replies. RoundTrip below
 * plays the same conversation by itself.
 */
export const Playground: Story = {};

/** The text of the JSON tool result shown in the transcript. */
function isToolResult(content: string, element: Element | null): boolean {
  return element?.tagName === "CODE" && content.includes('"answers"');
}

/** The whole round trip: agent → ask_questions → form → AnswerItems → tool result → agent reply. */
export const RoundTrip: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole("textbox", { name: /What should the project be called/ }, { timeout: 5000 });
    await userEvent.type(name, "acme-billing");
    // The call streams in: its first question takes input at once; the rest are answered once all have arrived.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole("radio", { name: "TypeScript" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Linting" }));
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));

    const result = await canvas.findByText(isToolResult, {}, { timeout: 5000 });
    const sent = JSON.parse(result.textContent ?? "") as QuestionOutput;
    await expect(sent.answers).toEqual(projectSetupAnswers);
    // The tool result carries the questions as validated: the recommended option first.
    await expect(sent.questions.find((question) => question.id === "language")?.options).toEqual([
      "TypeScript",
      "JavaScript",
      "Python",
    ]);
    await expect(
      await canvas.findByText(
        /Creating acme-billing in TypeScript with Linting and GitHub Actions, as a private/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};

/** The model's first call is invalid: the issues go back as a tool error, and the model retries with a fixed call. */
export const RetryAfterInvalidCall: Story = {
  args: { script: retryScript },
  play: async ({ canvas }) => {
    const error = await canvas.findByText(/recommended/, { selector: "code" }, { timeout: 5000 });
    await expect(error.closest("[data-role]")).toHaveAttribute("data-role", "tool");
    await waitFor(
      () => expect(canvas.getByRole("textbox", { name: /What should the project be called/ })).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/**
 * A question that waits changes the page (SPEC §12), all from
 * `useWaitingQuestions()`: the chat input is relabelled "Reply here instead of
 * answering", a badge says "1 question waiting", the tab title counts it, and
 * a hidden tab gets a notification if the person allowed them. A message sent
 * now answers the call: it ends as "You replied in the chat: …" and the agent
 * reads the message as the tool result.
 */
export const WaitingChatInput: Story = {
  args: { waiting: { replyInChat: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("textbox", { name: /What should the project be called/ }, { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText("1 question waiting")).toBeVisible(), { timeout: 5000 });
    await expect(document.title).toBe(`(1) ${TITLE}`);
    const input = canvas.getByRole("textbox", { name: "Reply here instead of answering" });
    await userEvent.type(input, "Call it acme-billing, in Go, no CI{Enter}");
    await expect(await canvas.findByText(/You replied in the chat:/, {}, { timeout: 5000 })).toHaveTextContent(
      "You replied in the chat: Call it acme-billing, in Go, no CI",
    );
    await waitFor(() => expect(canvas.queryByText("1 question waiting")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: "Message the agent" })).toBeEnabled();
    await expect(document.title).toBe(TITLE);
    await expect(await canvas.findByText(/I'll go by what you wrote/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Without reply in the chat: while the call waits, the chat input is disabled and says why. */
export const WaitingChatInputDisabled: Story = {
  args: { waiting: { replyInChat: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText("1 question waiting")).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole("textbox", { name: "Answer the question above first" })).toBeDisabled();
  },
};
