import type { QuestionToolFormat } from "../protocol/format.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { declineText } from "../protocol/noAnswerTexts.ts";
import { labelledOptionsSchema, questionsSchema } from "../protocol/toolSchema.ts";
import type { AnswerItem, QuestionItem, QuestionOutput, Validated } from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";
import { answeredReader } from "./answeredReader.ts";

/** One choice of a Codex `request_user_input` question. */
export interface RequestUserInputOption {
  /** What the person picks, and what the answer carries. */
  label: string;
  /** One line under the label. */
  description: string;
}

/** One question of Codex's `request_user_input`. */
export interface RequestUserInputQuestion {
  /** Unique within the call; the response is keyed by it. */
  id: string;
  /** A short label shown as a chip above the question. */
  header: string;
  /** The visible question text. */
  question: string;
  /** Whether the person may type their own answer besides the options. */
  isOther?: boolean;
  /** Whether the answer is a secret (masked while typed and in every receipt). */
  isSecret?: boolean;
  /** The choices; absent or empty for a free-text question. */
  options?: RequestUserInputOption[] | null;
}

/** The arguments of Codex's `request_user_input`. */
export interface RequestUserInputParams {
  /** The questions, in the order shown. */
  questions: RequestUserInputQuestion[];
}

/** What Codex expects back: each question's answers by its id. */
export interface RequestUserInputResponse {
  /** By question id: the picked label, or the typed text, as a one-item list (`[]` when skipped). */
  answers: Record<string, { answers: string[] }>;
}

/**
 * Reads Codex's `request_user_input` arguments (SPEC §7) into questions: no
 * options → Text, `isSecret` → Text with `input.kind: "secret"`, options →
 * SingleChoice, `isOther` → `allowOther`. Every problem at once; never throws.
 */
export function fromRequestUserInput(params: unknown): Validated<{ questions: QuestionItem[] }> {
  try {
    const root = parseArguments(params);
    const list: unknown = isObject(root) && root.questions;
    const questions = Array.isArray(list) ? Array.from(list, toQuestion) : list;
    return checkBatch({ questions });
  } catch {
    return checkBatch(params);
  }
}

function toQuestion(item: unknown): unknown {
  if (!isObject(item)) return item;
  const { id, header, question, isOther, isSecret, options } = item;
  const choice = Array.isArray(options) && options.length > 0;
  return {
    id,
    question,
    header,
    type: choice ? "SingleChoice" : "Text",
    // A Text's options (none, or an empty list) are not passed on, so a wrong one is not reported.
    options: choice ? options : undefined,
    // Each is kept by the normalization only on the type that takes it (allowOther: a choice, input: a Text).
    allowOther: isOther === true,
    input: isSecret === true ? { kind: "secret" } : undefined,
    required: true,
  };
}

/** Our answers as Codex's `request_user_input` response: `{ answers: { [id]: { answers: [...] } } }`. */
export function toRequestUserInputResponse(answers: readonly AnswerItem[]): RequestUserInputResponse {
  // fromEntries, not assignment: an id such as "__proto__" stays a plain key.
  return {
    answers: Object.fromEntries(
      answers.map(({ id, answer, selected }) => [
        id,
        { answers: answer !== undefined ? [answer] : [...(selected ?? [])] },
      ]),
    ),
  };
}

/** A stored `request_user_input` response back as our questions (read from the call) and answers; `undefined` when it is none. */
function readStored(input: unknown, result: unknown): QuestionOutput | undefined {
  const read = fromRequestUserInput(input);
  if (!read.ok || !isObject(result) || !isObject(result.answers)) return undefined;
  const byId = result.answers;
  const answers = read.value.questions.map(({ id, type }): AnswerItem => {
    const entry = Object.hasOwn(byId, id) ? byId[id] : undefined;
    const given =
      isObject(entry) && Array.isArray(entry.answers) ? entry.answers.filter((value) => typeof value === "string") : [];
    if (given.length === 0) return { id };
    return type === "Text" ? { id, answer: given[0] } : { id, selected: given };
  });
  return { questions: read.value.questions, answers };
}

/** Codex's `request_user_input` tool as an agent registers it: its name, our description, the JSON Schema of its input. */
export const requestUserInputTool: QuestionToolFormat["tool"] = {
  name: "request_user_input",
  description:
    "Ask the person a few short questions when you need their input to go on. Give each question an id, " +
    "a short header and the question; add options (a label and a description each) when they should pick one.",
  inputSchema: /* @__PURE__ */ questionsSchema({
    type: "object",
    properties: {
      id: { type: "string", description: "Unique within the call; the answer is keyed by it." },
      header: { type: "string", description: "A very short label shown as a chip." },
      question: { type: "string", description: "The question." },
      options: labelledOptionsSchema,
    },
    required: ["id", "header", "question"],
  }),
};

/**
 * Codex's `request_user_input` as a format for `QuestionCall` and the chat
 * adapters: read with `fromRequestUserInput`, answered with
 * `toRequestUserInputResponse`, declined with the `declineText()` text.
 */
export const requestUserInputFormat: QuestionToolFormat = {
  tool: requestUserInputTool,
  read: fromRequestUserInput,
  write: (_input, answers) => toRequestUserInputResponse(answers),
  decline: declineText,
  answered: /* @__PURE__ */ answeredReader(readStored),
};
