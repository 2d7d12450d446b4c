import type { Unanswered } from "./outcome.ts";
import type { AnswerItem, JSONSchema, QuestionItem, QuestionOutput, Validated } from "./types.ts";

/**
 * What a format writes (SPEC §14): the answers, and its words for every other
 * outcome. A `QuestionToolFormat` is one; `toOutcomeResult` needs no more.
 * `Decline` is what its decline is: text for a tool result (the default), any
 * value for a format that answers in objects (MCP's `{ action: "decline" }`).
 */
export type QuestionToolWriters<Decline = string> = Pick<
  QuestionToolFormat<Decline>,
  "write" | "decline" | "dismiss" | "expire" | "reply"
>;

/**
 * Another agent's question tool, end to end (SPEC §7): what the agent
 * registers, how its arguments are read, and how the result is written back
 * in its own words. Pass one as `format` to `QuestionCall` and the chat
 * adapters (a tool result's decline is text: the default `Decline`); without one they speak `ask_questions`. Plain data and functions,
 * no React: `askUserQuestionFormat` (`agent-question-form/claude`) and
 * `requestUserInputFormat` (`agent-question-form/codex`) are two.
 */
export interface QuestionToolFormat<Decline = string> {
  /** The tool as the agent registers it: its name (an AI SDK part is `tool-${name}`), description and input JSON Schema. */
  tool: { name: string; description: string; inputSchema: JSONSchema };
  /**
   * Reads the call's arguments (the whole object, or its JSON text) into
   * questions, every problem at once, never a throw. While they stream it is
   * given the complete questions so far.
   */
  read: (input: unknown) => Validated<{ questions: QuestionItem[] }>;
  /** The tool result for the person's answers (one per question, in order), from the call's arguments. */
  write: (input: unknown, answers: AnswerItem[], output: QuestionOutput) => unknown;
  /**
   * The tool result has a place for a note on the whole answer set
   * (`QuestionOutput.note`, the form's `overallNote`), and `write` puts it
   * there. Without it the form offers no such box for this tool.
   */
  takesNote?: boolean;
  /**
   * The tool result when the person declines the whole call ("Skip these questions"): text for a
   * tool's result (`Decline` is `string` by default), which a stored call reads as declined; a
   * format whose decline is an object (MCP's, a LangGraph interrupt's) says so with `Decline`.
   */
  decline: () => Decline;
  /**
   * Reads a stored tool result back into questions and answers, for the
   * receipt after a reload; `undefined` when it is not an answer in this
   * format (a decline, an error text).
   */
  answered: (input: unknown, result: unknown) => QuestionOutput | undefined;
  /**
   * The tool result when the person answers in the chat instead (SPEC §12),
   * from the call's arguments and their message. Optional: without it, the
   * `replyText(text)` text, a decline that carries the message.
   */
  reply?: (input: unknown, text: string) => unknown;
  /**
   * The tool result when the call expires unanswered (SPEC §12), with the
   * time it waited for the person (`afkTimeoutMs`, in milliseconds).
   * Optional: without it, the `expiredText()` text.
   */
  expire?: (input: unknown, info: { afkTimeoutMs: number }) => unknown;
  /**
   * The tool result when the call is closed without an answer (SPEC §14's
   * `dismissed`: the card closed, the run stopped), from the call's
   * arguments. Optional: without it, the `dismissedText()` text.
   */
  dismiss?: (input: unknown) => unknown;
  /**
   * Reads a stored `reply`, `expire` or `dismiss` result back, for the receipt after a
   * reload. Optional: without it, `readUnanswered` reads the texts above.
   */
  unanswered?: (input: unknown, result: unknown) => Unanswered | undefined;
}
