// The options every public component takes (`QuestionUIOptions`: labels, classNames, components,
// className), given to each component a host renders, through each chat kit's own runtime: the AI SDK's
// useChat, assistant-ui's local runtime, CopilotKit's provider and chat. Each must show the host's
// string, the host's class on a part and on the root, and the host's Button as its buttons.
import { useChat } from "@ai-sdk/react";
import { CopilotChat, CopilotKitProvider } from "@copilotkit/react-core/v2";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { isToolUIPart, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { QuestionToolPart, ToolApprovalPart } from "../../src/ai-sdk/index.ts";
import { askQuestionsToolkit, toolApprovalToolkit } from "../../src/assistant-ui/index.ts";
import { useAskQuestions } from "../../src/copilotkit/index.ts";
import {
  type QuestionButtonProps,
  QuestionCall,
  QuestionForm,
  type QuestionFormClassNames,
  type QuestionUIOptions,
  ToolApproval,
} from "../../src/index.ts";
import { ElicitationForm, ElicitationRound } from "../../src/mcp/index.ts";
import { WORKSPACE_ROUND } from "../support/elicitationRequests.ts";
import { ask } from "../support/localRuntimeChat.tsx";
import { CALL, modelCall } from "../support/modelCall.ts";
import { ScriptedAgent, toolCallEnd, toolCallEvents } from "../support/scriptedCopilotKitAgent.ts";
import { ScriptedModel, toolCallWaiting } from "../support/scriptedModel.ts";
import { ScriptedTransport } from "../support/scriptedTransport.ts";

// jsdom has no scrollTo; CopilotKit's chat scrolls to the newest message with it.
if (typeof Element.prototype.scrollTo !== "function") Element.prototype.scrollTo = () => {};

/** The host's Button (module scope: a stable component), marked so a test can tell it from ours. */
function HostButton(props: QuestionButtonProps) {
  return <button {...props} data-host="button" />;
}

/** `host-<slot>` on every part. */
const classNames = new Proxy({} as QuestionFormClassNames, { get: (_, slot) => `host-${String(slot)}` });

/** The four options, as one object of the one type every component takes. */
const options = {
  labels: { submit: "Send my answers", approve: "Let it run" },
  classNames,
  components: { Button: HostButton },
  className: "host-root",
} satisfies QuestionUIOptions<{ submit: string; approve: string }>;
// Written out below as each component's own props: tsc checks that each takes them.
const { labels, components, className } = options;

/** A question's host-dressed Submit, and the host's class on the question and on the root. */
async function expectDressedQuestions() {
  const submit = await screen.findByRole("button", { name: "Send my answers" });
  expect(submit).toHaveClass("qf-submit", "host-submit");
  expect(submit).toHaveAttribute("data-host", "button");
  expect(document.querySelector("[data-slot=question]")).toHaveClass("host-question");
  expect(document.querySelector(".host-root")).not.toBeNull();
}

/** An approval's host-dressed Approve (the host's Button, string and class), and the host's class on the root. */
async function expectDressedApproval() {
  const approve = await screen.findByRole("button", { name: "Let it run" });
  expect(approve).toHaveClass("qf-approve", "host-approve");
  expect(approve).toHaveAttribute("data-host", "button");
  expect(screen.getByRole("button", { name: "Deny" })).toHaveAttribute("data-host", "button");
  expect(document.querySelector("[data-slot=approval]")).toHaveClass("host-approval");
  expect(document.querySelector(".host-root")).not.toBeNull();
}

describe("the components themselves", () => {
  it("QuestionForm", async () => {
    render(<QuestionForm questions={modelCall.questions} {...options} />);
    await expectDressedQuestions();
  });

  it("QuestionCall", async () => {
    render(<QuestionCall input={modelCall.questions} {...options} />);
    await expectDressedQuestions();
  });

  it("ElicitationForm", async () => {
    render(
      <ElicitationForm
        request={{
          message: "Your work email",
          requestedSchema: { type: "object", properties: { email: { type: "string", format: "email" } } },
        }}
        serverName="Billing"
        onSubmit={() => undefined}
        {...options}
      />,
    );
    await expectDressedQuestions();
  });

  it("ElicitationRound", async () => {
    render(
      <ElicitationRound inputRequired={WORKSPACE_ROUND} serverName="Billing" onSubmit={() => undefined} {...options} />,
    );
    await expectDressedQuestions();
  });

  it("ToolApproval", async () => {
    render(<ToolApproval toolName="deploy" input={{ environment: "production" }} {...options} />);
    await expectDressedApproval();
  });
});

/** A chat on the AI SDK's useChat, reopened from stored messages: a waiting question and a waiting approval. */
function AiSdkChat() {
  const chat = useChat({
    transport: new ScriptedTransport(),
    messages: [
      {
        id: "assistant_1",
        role: "assistant",
        parts: [
          { type: "tool-ask_questions", toolCallId: CALL, state: "input-available", input: modelCall },
          {
            type: "tool-deploy",
            toolCallId: "call_2",
            state: "approval-requested",
            input: { environment: "production" },
            approval: { id: "approval_1" },
          },
        ],
      } as UIMessage,
    ],
  });
  return chat.messages.flatMap((message) =>
    message.parts
      .filter(isToolUIPart)
      .map((part) =>
        part.type === "tool-ask_questions" ? (
          <QuestionToolPart
            key={part.toolCallId}
            part={part}
            addToolOutput={chat.addToolOutput}
            labels={labels}
            classNames={classNames}
            components={components}
            className={className}
          />
        ) : (
          <ToolApprovalPart
            key={part.toolCallId}
            part={part}
            addToolApprovalResponse={chat.addToolApprovalResponse}
            labels={labels}
            classNames={classNames}
            className={className}
            components={components}
          />
        ),
      ),
  );
}

describe("the AI SDK's useChat", () => {
  it("QuestionToolPart and ToolApprovalPart", async () => {
    render(<AiSdkChat />);
    await expectDressedQuestions();
    await expectDressedApproval();
  });
});

// Module scope: assistant-ui wants stable toolkits.
const questionsToolkit = askQuestionsToolkit({ labels, classNames, components, className });
const approvalToolkit = toolApprovalToolkit(["deploy"], { labels, classNames, className, components });

describe("assistant-ui's local runtime", () => {
  it("askQuestionsToolkit (QuestionToolUI)", async () => {
    const model = new ScriptedModel();
    await ask(model, questionsToolkit);
    model.emit(toolCallWaiting(CALL, modelCall));
    model.close();
    await expectDressedQuestions();
  });

  it("toolApprovalToolkit (ToolApprovalUI)", async () => {
    const model = new ScriptedModel();
    await ask(model, approvalToolkit, "Deploy it");
    const input = { environment: "production" };
    model.emit({
      content: [
        {
          type: "tool-call",
          toolCallId: "call_2",
          toolName: "deploy",
          args: input,
          argsText: JSON.stringify(input),
          approval: { id: "approval_1" } as never,
        },
      ],
      status: { type: "requires-action", reason: "tool-calls" },
    });
    model.close();
    await expectDressedApproval();
  });
});

function AskQuestions() {
  useAskQuestions({ labels, classNames, components, className });
  return null;
}

describe("CopilotKit's provider and chat", () => {
  it("useAskQuestions", async () => {
    const user = userEvent.setup();
    const agent = new ScriptedAgent({ agentId: "default" });
    render(
      <CopilotKitProvider selfManagedAgents={{ default: agent }}>
        <AskQuestions />
        <CopilotChat />
      </CopilotKitProvider>,
    );
    await user.click(await screen.findByRole("textbox"));
    await user.paste("Set up a project for me");
    await user.keyboard("{Enter}");
    await agent.started(1);
    agent.emit(...toolCallEvents(CALL, JSON.stringify(modelCall)), toolCallEnd(CALL));
    agent.finish();
    await expectDressedQuestions();
  });
});
