import type { AnswerItem, QuestionOutput } from "./types.ts";

/**
 * How a question call ended (SPEC §14): exactly one of these, switched on by
 * `kind`. `answered` carries what was sent; every other outcome is "no
 * answer", never an empty answer set.
 *
 * - `answered`: the person sent their answers (`output`, the tool result).
 * - `declined`: the person declined the whole call ("Skip these questions").
 *   A skip is one question's (`AnswerItem.skipped`); a decline is the call's.
 * - `dismissed`: the call was closed or cancelled without an answer (a run
 *   that stopped before the person answered, a denied approval).
 * - `expired`: time ran out before they answered; `draft` is what they had
 *   entered (for the record, never sent), when the call expired here.
 * - `replied`: the person answered in the chat instead; `text` is their message.
 */
export type QuestionOutcome =
  | { kind: "answered"; output: QuestionOutput }
  | { kind: "declined" }
  | { kind: "dismissed" }
  | { kind: "expired"; draft?: readonly AnswerItem[] | undefined }
  | { kind: "replied"; text: string };

/** The five ways a call ends: `QuestionOutcome["kind"]`. */
export type QuestionOutcomeKind = QuestionOutcome["kind"];

/** How a call ended without answers, read back from its stored tool result: replied in the chat, expired, or dismissed. */
export type Unanswered = Extract<QuestionOutcome, { kind: "replied" | "expired" | "dismissed" }>;
