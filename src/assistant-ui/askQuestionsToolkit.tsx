import { defineToolkit, type Tool, type ToolCallMessagePartProps, type Toolkit } from "@assistant-ui/react";
import { askQuestionsTool } from "../protocol/index.ts";
import type { QuestionInput, QuestionOutput } from "../protocol/types.ts";
import { QuestionToolUI, type QuestionToolUIOptions } from "./QuestionToolUI.tsx";

// Our schema is plain JSON Schema, typed loosely in the protocol; this is the
// JSON Schema type assistant-ui expects for a human tool's parameters.
type HumanToolParameters = Extract<Tool, { type: "human" }>["parameters"];

/**
 * An assistant-ui toolkit holding the `ask_questions` human tool (or, with
 * `options.format`, that format's tool, e.g. `AskUserQuestion`): the model
 * sees its description and JSON Schema, the run pauses on each call until the
 * person answers or declines in the rendered form. Register it with
 * `AuiConfig({ tools: Tools({ toolkit }) })` on the runtime provider, or spread
 * it into your own `defineToolkit({ ...askQuestionsToolkit(), ... })`.
 *
 * Call it once (module scope or `useMemo`): assistant-ui wants a stable toolkit.
 */
export function askQuestionsToolkit(options: QuestionToolUIOptions = {}): Toolkit {
  function render(props: ToolCallMessagePartProps<Partial<QuestionInput>, QuestionOutput | string>) {
    return <QuestionToolUI {...props} {...options} />;
  }
  const { name, description, inputSchema } = options.format?.tool ?? askQuestionsTool;
  return defineToolkit({
    [name]: { type: "human", description, parameters: inputSchema as HumanToolParameters, render },
  });
}
