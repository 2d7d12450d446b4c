import type { QuestionToolFormat } from "../protocol/format.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { labelledOptionsSchema, questionsSchema } from "../protocol/toolSchema.ts";
import type { AnswerItem, QuestionItem, QuestionOutput, Validated } from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";
import { answeredReader } from "./answeredReader.ts";
import { shownLabels } from "./recommended.ts";

// OpenCode's `question` tool, as its source defines it (packages/opencode/src/question/index.ts and
// src/tool/question.ts in sst/opencode, now anomalyco/opencode): the tool takes Question.Info without
// `custom`, so the person can always type their own answer; the reply is Question.Reply.

/** One choice of an OpenCode `question` (OpenCode's `QuestionOption`). */
export interface OpenCodeQuestionOption {
  /** What the person picks (one to five words), and what the answer carries, exactly as sent. */
  label: string;
  /** What choosing it means. */
  description: string;
}

/** One question of OpenCode's `question` tool (OpenCode's `QuestionInfo`, without `custom`). */
export interface OpenCodeQuestion {
  /** The whole question. */
  question: string;
  /** A very short label (OpenCode asks for at most 12 characters), shown as a chip. */
  header: string;
  /** The choices; " (Recommended)" after a label marks the one the model suggests. */
  options: OpenCodeQuestionOption[];
  /** Several choices may be picked. */
  multiple?: boolean;
}

/** The arguments of OpenCode's `question` tool. */
export interface OpenCodeQuestionParams {
  /** The questions, in the order shown. */
  questions: OpenCodeQuestion[];
}

/**
 * OpenCode's answer to a `question` call (its `Question.Reply`, the body of
 * `POST /question/{requestID}/reply`): one list per question, in the
 * questions' order.
 */
export interface OpenCodeQuestionReply {
  /** Per question: the picked labels exactly as the tool sent them, and the typed text; `[]` when unanswered. */
  answers: string[][];
}

/** One item read: the question for the batch check, and our label → the label as OpenCode sent it. */
interface Read {
  question: unknown;
  sent: Map<string, string>;
}

/** An option's label as sent, or undefined when it is not a `{ label }` object. */
const labelOf = (option: unknown): string | undefined =>
  isObject(option) && typeof option.label === "string" ? option.label : undefined;

function readItem(item: unknown, index: number): Read {
  const sent = new Map<string, string>();
  if (!isObject(item)) return { question: item, sent };
  const { options, multiple } = item;
  let recommended: string | undefined;
  const shown = Array.isArray(options) ? shownLabels(options.map(labelOf)) : [];
  // Options that are not `{ label }` objects stay as they are, so the batch check names them.
  const list = Array.isArray(options)
    ? options.map((option: unknown, at) => {
        const label = labelOf(option);
        const ours = shown[at];
        if (label === undefined || ours === undefined) return option;
        // Only a suffix dropped says "recommended": one kept is read in the label, and a badge would say it twice.
        if (ours !== label) recommended ??= ours;
        sent.set(ours, label);
        return { ...(option as object), label: ours };
      })
    : options;
  const choice = Array.isArray(list) && list.length > 0;
  const type = !choice ? "Text" : multiple === true ? "MultiChoice" : "SingleChoice";
  return {
    sent,
    question: {
      id: `q${index}`,
      question: item.question,
      header: item.header,
      type,
      // No options: the typed answer OpenCode always allows is the only one, a Text.
      options: choice ? list : undefined,
      allowOther: choice,
      // The normalizer keeps it on a SingleChoice only (and puts that option first, badged).
      recommended: type === "SingleChoice" ? recommended : undefined,
      required: true,
    },
  };
}

/** Every item read, or undefined when there is no `questions` array (not JSON, an exotic object that throws). */
function readAll(input: unknown): Read[] | undefined {
  try {
    const root = parseArguments(input);
    const list: unknown = isObject(root) && root.questions;
    return Array.isArray(list) ? Array.from(list, readItem) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads OpenCode's `question` arguments (SPEC §13) into questions: options →
 * SingleChoice (MultiChoice with `multiple`), Other always offered (OpenCode
 * always lets the person type), no options → Text; a " (Recommended)" label
 * is shown without the suffix, first, badged. Ids `q0`, `q1`, …, every
 * question required. Every problem at once; never throws.
 */
export function fromQuestionTool(input: unknown): Validated<{ questions: QuestionItem[] }> {
  const read = readAll(input);
  // Nothing read: the batch check names the problem.
  return checkBatch(read ? { questions: read.map(({ question }) => question) } : input);
}

/**
 * Our answers as OpenCode's reply (SPEC §13): `{ answers: string[][] }`, one
 * list per question in the questions' order, each picked label exactly as the
 * tool sent it (" (Recommended)" included), the Other text or a Text's answer
 * as typed, `[]` for a question left unanswered. A call `fromQuestionTool`
 * refuses as `too_large` (SPEC §2's limits: 100 questions, 100 options, 2,000
 * characters) was never shown, so it has no answers: that throws a
 * `RangeError` with the reader's message.
 */
export function toQuestionReply(input: unknown, answers: readonly AnswerItem[]): OpenCodeQuestionReply {
  // What the reader refuses as too large (SPEC §2's limits) was never shown: there are no answers to write.
  const read = fromQuestionTool(input);
  const tooLarge = !read.ok && read.issues.find(({ code }) => code === "too_large");
  if (tooLarge)
    throw new RangeError(`toQuestionReply: fromQuestionTool refuses this call as too_large: ${tooLarge.message}`);
  // By id, the first of each: finding each question's answer in the list made writing quadratic.
  const byId = new Map<unknown, AnswerItem>();
  for (const answer of answers) if (!byId.has(answer.id)) byId.set(answer.id, answer);
  return {
    answers: (readAll(input) ?? []).map(({ question, sent }, index) => {
      const id = isObject(question) ? question.id : `q${index}`;
      const item = byId.get(id);
      if (item?.answer !== undefined) return [item.answer];
      return (item?.selected ?? []).map((label) => sent.get(label) ?? label);
    }),
  };
}

/**
 * The tool result when the person dismisses the questions: OpenCode's own
 * words when its `question` call is rejected (`POST /question/{requestID}/reject`,
 * its `QuestionRejectedError`).
 */
export function rejectQuestionTool(): string {
  return "The user dismissed this question";
}

/** A stored reply (the object, or its JSON text) back as our questions and answers; `undefined` when it is none. */
function readStored(input: unknown, result: unknown): QuestionOutput | undefined {
  // Throws on text that is not JSON (the rejection): no answers to read.
  const stored = parseArguments(result);
  const items = readAll(input) ?? [];
  const read = fromQuestionTool(input);
  if (!read.ok || !isObject(stored) || !Array.isArray(stored.answers)) return undefined;
  const lists: unknown[] = stored.answers;
  const answers = read.value.questions.map(({ id, type }, index): AnswerItem => {
    const list = lists[index];
    const given = Array.isArray(list) ? list.filter((value) => typeof value === "string") : [];
    if (!given.length) return { id };
    if (type === "Text") return { id, answer: given[0] };
    // Labels as sent back to ours (the suffix dropped); anything else is the Other text.
    const ours = new Map([...(items[index]?.sent ?? [])].map(([label, asSent]) => [asSent, label]));
    return { id, selected: given.map((value) => ours.get(value) ?? value) };
  });
  return { questions: read.value.questions, answers };
}

/** OpenCode's `question` tool as an agent registers it: its name, a description after OpenCode's, the JSON Schema of its input. */
export const openCodeQuestionTool: QuestionToolFormat["tool"] = {
  name: "question",
  description:
    "Ask the person questions when you need their preferences, a decision, or to clear up what is ambiguous. " +
    "Give each question a short header and its options (a label and a description each); the person can always " +
    'type their own answer, so add no "Other". Answers come back as the picked labels; set multiple to allow ' +
    'several. Put the option you recommend first and add "(Recommended)" at the end of its label.',
  inputSchema: /* @__PURE__ */ questionsSchema(
    {
      type: "object",
      properties: {
        question: { type: "string", description: "The whole question." },
        header: { type: "string", description: "A very short label (at most 12 characters)." },
        options: labelledOptionsSchema,
        multiple: { type: "boolean", description: "Allow picking several options." },
      },
      required: ["question", "header", "options"],
    },
    "The questions to ask.",
  ),
};

/**
 * OpenCode's `question` tool as a format for `QuestionCall` and the chat
 * adapters: read with `fromQuestionTool`, answered with `toQuestionReply`,
 * dismissed with `rejectQuestionTool()`'s text.
 */
export const openCodeQuestionFormat: QuestionToolFormat = {
  tool: openCodeQuestionTool,
  read: fromQuestionTool,
  write: toQuestionReply,
  decline: rejectQuestionTool,
  // OpenCode has one word for every unanswered end: the rejection (read back as declined).
  dismiss: rejectQuestionTool,
  answered: /* @__PURE__ */ answeredReader(readStored),
};
