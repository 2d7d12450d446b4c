import type { QuestionToolFormat } from "../protocol/format.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { optionLabels } from "../protocol/rules.ts";
import { labelledOptionsSchema, questionsSchema } from "../protocol/toolSchema.ts";
import type { AnswerItem, QuestionIssue, QuestionItem, QuestionOutput, Validated } from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";
import { answeredReader } from "./answeredReader.ts";
import { answerOf } from "./answerOf.ts";

/** One choice of a Gemini CLI `ask_user` question. */
export interface AskUserOption {
  /** What the person picks, and what the answer carries (one to five words). */
  label: string;
  /** One line under the label. */
  description: string;
}

/** One question of Gemini CLI's `ask_user`. */
export interface AskUserItem {
  /** The question text. */
  question: string;
  /** A very short label shown as a chip above the question. */
  header: string;
  /** `choice` (options, and Other), `text` (free text) or `yesno`. */
  type: "choice" | "text" | "yesno";
  /** The choices of a `choice` question (Gemini CLI asks for two to four). */
  options?: AskUserOption[];
  /** A `choice` question takes several picks. */
  multiSelect?: boolean;
  /** Example text in the empty box of a `text` question. */
  placeholder?: string;
}

/** The arguments of Gemini CLI's `ask_user`. */
export interface AskUserParams {
  /** One to four questions, in the order shown. */
  questions: AskUserItem[];
}

/** What Gemini CLI sends back for answers: each answer by its question's index (`"0"`, `"1"`, …). */
export interface AskUserResult {
  /** By question index: the text, `"Yes"` / `"No"`, or the picks joined with ", "; an unanswered question is absent. */
  answers: Record<string, string>;
}

const TYPES = ["choice", "text", "yesno"];

/** The questions read (or the input as it is, for the batch check to name), and the items whose type is none of Gemini's. */
function readAll(input: unknown): [unknown, number[]] {
  const unknown: number[] = [];
  try {
    const root = parseArguments(input);
    let list: unknown = isObject(root) && root.questions;
    if (!Array.isArray(list)) return [input, unknown];
    // Gemini CLI turns the literal escapes a model writes ("Line 1\\nLine 2") into line breaks in
    // every text it shows (question, header, placeholder, options): in every string here, in one copy.
    list = JSON.parse(JSON.stringify(list), (_key, value) =>
      typeof value === "string" ? value.replace(/(\\r)?\\n/g, "\n") : value,
    );
    const questions = Array.from(list as unknown[], (item: unknown, index) => {
      if (!isObject(item)) return item;
      const { type, options, multiSelect } = item;
      const kind = TYPES.indexOf(type as string);
      if (kind < 0) unknown.push(index);
      const choice = !kind;
      return {
        ...item,
        id: `q${index}`,
        type: [multiSelect === true ? "MultiChoice" : "SingleChoice", "Text", "YesNo"][kind] ?? "Text",
        // Gemini CLI asks nothing of a text or yesno question's options: they are not passed on.
        options: choice ? options : undefined,
        allowOther: choice,
        // Gemini CLI sends what was answered: a question left blank is simply absent.
        required: false,
        // Its answers are text alone: a field a model slipped in never offers files (SPEC §16).
        attachments: undefined,
      };
    });
    return [{ questions }, unknown];
  } catch {
    // Bad JSON, or an exotic object (a getter or Proxy that throws): the batch check names it.
    return [input, unknown];
  }
}

/**
 * Reads Gemini CLI's `ask_user` arguments (SPEC §11): `choice` → SingleChoice
 * (MultiChoice with `multiSelect`), both with Other; `text` → Text with its
 * `placeholder`; `yesno` → YesNo. Ids `q0`, `q1`, …; every question optional
 * (Gemini CLI sends only what was answered); a literal `\n` in the text is a
 * line break, as Gemini CLI shows it. Every problem at once; never throws.
 */
export function fromAskUser(input: unknown): Validated<{ questions: QuestionItem[] }> {
  const [read, unknown] = readAll(input);
  const result = checkBatch(read);
  // A type none of Gemini's was read as a Text, and is named here in Gemini's words.
  const issues: QuestionIssue[] = unknown.map((index) => ({
    code: "unknown_type",
    path: ["questions", index, "type"],
    message: `questions[${index}]: use type "choice", "text" or "yesno".`,
  }));
  return issues.length ? { ok: false, issues: [...(result.ok ? [] : result.issues), ...issues] } : result;
}

/**
 * Our answers as Gemini CLI's result (SPEC §11): `{ answers: { "0": "…" } }`
 * by question index, picks joined with ", " (options order, the Other text
 * last), an unanswered question absent.
 */
export function toAskUserResult(_input: unknown, answers: readonly AnswerItem[]): AskUserResult {
  const byIndex: [string, string][] = [];
  for (const { id, answer, selected } of answers) {
    const value = answer ?? (selected?.length ? selected.join(", ") : undefined);
    // Our ids are the question's index after "q".
    if (value !== undefined && /^q\d+$/.test(id)) byIndex.push([id.slice(1), value]);
  }
  return { answers: Object.fromEntries(byIndex) };
}

/** The text Gemini CLI sends the model when the person dismisses the dialog. */
export function dismissAskUser(): string {
  return "User dismissed ask_user dialog without answering.";
}

/** A stored `ask_user` result (the object, or Gemini CLI's JSON text) back as our questions and answers; `undefined` when it is none. */
function readStored(input: unknown, result: unknown): QuestionOutput | undefined {
  // Throws on text that is not JSON (the dismissed text): no answers to read.
  const stored = parseArguments(result);
  const read = fromAskUser(input);
  if (!read.ok || !isObject(stored) || !isObject(stored.answers)) return undefined;
  const byIndex = stored.answers;
  const answers = read.value.questions.map((question, index): AnswerItem => {
    const value = Object.hasOwn(byIndex, index) ? byIndex[index] : undefined;
    // Gemini CLI sends each label as it was shown: ours, unchanged.
    return typeof value === "string"
      ? answerOf(question, new Map(optionLabels(question).map((label) => [label, label])), value)
      : { id: question.id };
  });
  return { questions: read.value.questions, answers };
}

/** Gemini CLI's `ask_user` tool as an agent registers it: its name, our description, the JSON Schema of its input. */
export const askUserTool: QuestionToolFormat["tool"] = {
  name: "ask_user",
  description:
    "Ask the person one to four questions to gather preferences, clarify requirements, or make decisions. " +
    "Give each a short header and a type: choice (two to four options, each a label and a description; " +
    "Other is added for you), text, or yesno.",
  inputSchema: /* @__PURE__ */ questionsSchema({
    type: "object",
    properties: {
      question: { type: "string", description: "The question, ending with a question mark." },
      header: { type: "string", description: 'A very short label shown as a chip, e.g. "Auth method".' },
      type: { type: "string", enum: ["choice", "text", "yesno"], default: "choice" },
      options: labelledOptionsSchema,
      multiSelect: { type: "boolean", description: "A choice question takes several picks." },
      placeholder: { type: "string", description: "Example text in a text question's empty box." },
    },
    required: ["question", "header", "type"],
  }),
};

/**
 * Gemini CLI's `ask_user` as a format for `QuestionCall` and the chat
 * adapters: read with `fromAskUser`, answered with `toAskUserResult`,
 * dismissed with `dismissAskUser()`'s text.
 */
export const askUserFormat: QuestionToolFormat = {
  tool: askUserTool,
  read: fromAskUser,
  write: toAskUserResult,
  decline: dismissAskUser,
  // Gemini CLI has one text for a dialog closed unanswered, declined or dismissed (read back as declined).
  dismiss: dismissAskUser,
  answered: /* @__PURE__ */ answeredReader(readStored),
};
