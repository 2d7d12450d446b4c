import { useHumanInTheLoop } from "@copilotkit/react-core/v2/headless";
import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { askQuestionsTool } from "../protocol/index.ts";
import {
  QuestionHumanInTheLoop,
  type QuestionHumanInTheLoopOptions,
  type QuestionHumanInTheLoopProps,
} from "./QuestionHumanInTheLoop.tsx";

type HumanInTheLoopTool = Parameters<typeof useHumanInTheLoop>[0];

/**
 * Our JSON Schema as the Standard Schema CopilotKit takes for `parameters`.
 * It accepts every value on purpose: a call that breaks the rules still
 * reaches the form, which shows what is wrong and answers with `issuesText`
 * text, rather than failing before the person sees anything.
 */
function parametersOf(schema: unknown) {
  const get = () => schema;
  return {
    "~standard": {
      version: 1,
      vendor: "agent-question-form",
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: get, output: get },
    },
  } as unknown as HumanInTheLoopTool["parameters"];
}

/**
 * Registers the `ask_questions` human-in-the-loop tool (or, with
 * `options.format`, that format's tool, e.g. `AskUserQuestion`) with CopilotKit
 * (`useHumanInTheLoop`): the agent sees its description and JSON Schema, and
 * each call renders as a question form in the chat until the person answers
 * or declines. Call it in a component inside `CopilotKitProvider`.
 *
 * The options may be a new object on every render; the calls on screen get
 * each change (new labels, say) as it happens.
 */
export function useAskQuestions(options: QuestionHumanInTheLoopOptions = {}): void {
  // Seeded with the first options: a call that shows in the same commit must already read its format.
  const [latest] = useState(() => createOptions(options));
  useLayoutEffect(() => latest.set(options));
  // One stable component: CopilotKit keeps the render it was first given.
  const render = useCallback(
    (props: Omit<QuestionHumanInTheLoopProps, keyof QuestionHumanInTheLoopOptions>) => (
      <LiveCall {...props} options={latest} />
    ),
    [latest],
  );
  // The tool is registered once, from the first options: a format is a module-scope constant.
  const { name, description, inputSchema } = options.format?.tool ?? askQuestionsTool;
  useHumanInTheLoop({
    name,
    description,
    parameters: useMemo(() => parametersOf(inputSchema), [inputSchema]),
    render: render as HumanInTheLoopTool["render"],
  });
}

type Options = ReturnType<typeof createOptions>;

/**
 * The hook's latest options, which the calls on screen subscribe to: CopilotKit
 * renders a call again only when the call changes, so new labels (a language
 * switch) would otherwise reach only the calls that come after.
 */
function createOptions(first: QuestionHumanInTheLoopOptions) {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: QuestionHumanInTheLoopOptions) {
      // A host passes a new object on every render: only a changed option is news.
      const keys = Object.keys({ ...current, ...next }) as (keyof typeof next)[];
      if (keys.every((key) => current[key] === next[key])) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function LiveCall({
  options,
  ...props
}: Omit<QuestionHumanInTheLoopProps, keyof QuestionHumanInTheLoopOptions> & { options: Options }) {
  return <QuestionHumanInTheLoop {...props} {...useSyncExternalStore(options.subscribe, options.get, options.get)} />;
}
