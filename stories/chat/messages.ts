// The transcript's data, shaped like the parts of an AI SDK UI message so an
// adapter can map a real chat onto the same shell.

/** A call the agent made to one of its tools, e.g. `ask_questions`. */
export interface ToolCall {
  toolCallId: string;
  toolName: string;
  /** The tool's arguments exactly as the model produced them. */
  input: unknown;
}

/** What went back to the agent for a tool call. */
export interface ToolResult {
  toolCallId: string;
  toolName: string;
  /** The JSON the agent receives: the `QuestionOutput`, or an error text for the model. */
  output: unknown;
  /** The call failed (e.g. the model's questions did not validate); `output` is the message for the model. */
  isError?: boolean;
}

/** One entry in the transcript. */
export type ChatMessage =
  | { id: string; role: "user" | "assistant"; text: string }
  | { id: string; role: "assistant"; toolCall: ToolCall }
  | { id: string; role: "tool"; result: ToolResult };
