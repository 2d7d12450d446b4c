import { useHumanInTheLoop } from "@copilotkit/react-core/v2/headless";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
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
 * reaches the form, which shows what is wrong and answers with `formatIssues`
 * text, rather than failing before the person sees anything.
 */
function parametersOf(schema: unknown) {
  const get = () => schema;
  return {
    "~standard": {
      version: 1,
      vendor: "question-form",
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
 * The options are read each time a call renders, so they may be a new object
 * on every render.
 */
export function useAskQuestions(options: QuestionHumanInTheLoopOptions = {}): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // One stable component: CopilotKit keeps the render it was first given.
  const render = useCallback(
    (props: Omit<QuestionHumanInTheLoopProps, keyof QuestionHumanInTheLoopOptions>) => (
      <QuestionHumanInTheLoop {...props} {...latest.current} />
    ),
    [],
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
