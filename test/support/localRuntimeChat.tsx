// A thread on assistant-ui's own local runtime with our toolkit registered, as
// a host would write it; a ScriptedModel stands in for the model. Shared by the
// tests that run it with and without a format.
import {
  type AssistantRuntime,
  AssistantRuntimeProvider,
  AuiConfig,
  MessagePrimitive,
  type ThreadMessageLike,
  ThreadPrimitive,
  type Toolkit,
  Tools,
  useLocalRuntime,
} from "@assistant-ui/react";
import { act, render, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { CALL } from "./modelCall.ts";
import type { ModelRun, ScriptedModel } from "./scriptedModel.ts";

let runtime: AssistantRuntime | undefined;

// Module scope: a component defined inside the chat would remount every message on each render.
function Message() {
  return <MessagePrimitive.Parts />;
}
const messageComponents = { Message };

/** `toolkit` must be the same object on every render (assistant-ui wants a stable one): make it at module scope. */
export function LocalRuntimeChat({
  model,
  toolkit,
  initialMessages,
}: {
  model: ScriptedModel;
  toolkit: Toolkit;
  initialMessages?: ThreadMessageLike[];
}) {
  const local = useLocalRuntime(model, { initialMessages });
  runtime = local;
  return (
    <AssistantRuntimeProvider runtime={local} config={AuiConfig({ tools: Tools({ toolkit }) })}>
      <ThreadPrimitive.Messages components={messageComponents} />
    </AssistantRuntimeProvider>
  );
}

/** Renders the chat, sends `prompt` as the person and waits for the model's first run. */
export async function ask(model: ScriptedModel, toolkit: Toolkit, prompt = "Set up a project for me") {
  const rendered = render(<LocalRuntimeChat model={model} toolkit={toolkit} />);
  act(() => {
    runtime?.thread.append({ role: "user", content: [{ type: "text", text: prompt }] });
  });
  return { first: await model.started(1), unmount: rendered.unmount };
}

/**
 * Resolves once the thread is no longer running: the runtime has read the model's run to its end and
 * decided, before it says so, not to start another (assistant-ui's own `isRunning`).
 */
export async function runEnded() {
  await waitFor(() => expect(runtime?.thread.getState().isRunning).toBe(false));
}

/** The tool call in the assistant message a run resumes; it must be there. */
export function toolCallOf(run: ModelRun) {
  const part = run.message.content.find((item) => item.type === "tool-call");
  if (part?.type !== "tool-call") throw new Error("the resumed message carries no tool call");
  return part;
}

/** A thread reloaded from storage: the person's prompt, then the model's call with this stored result. */
export function storedThread({
  prompt = "Set up a project for me",
  toolName = "ask_questions",
  args,
  result,
}: {
  prompt?: string;
  toolName?: string;
  args: Record<string, unknown>;
  result: unknown;
}): ThreadMessageLike[] {
  return [
    { role: "user", content: prompt },
    {
      role: "assistant",
      content: [
        { type: "tool-call", toolCallId: CALL, toolName, args: args as never, argsText: JSON.stringify(args), result },
      ],
      status: { type: "complete", reason: "unknown" },
    },
  ];
}
