import { withOverallNote } from "../protocol/answers.ts";
import { hasText, isBlank } from "../protocol/blank.ts";
import type { QuestionToolFormat, QuestionToolWriters } from "../protocol/format.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { declineText } from "../protocol/noAnswerTexts.ts";
import type { Unanswered } from "../protocol/outcome.ts";
import { questionsSchema } from "../protocol/toolSchema.ts";
import type { AnswerItem, QuestionItem, QuestionOutput, Validated } from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";
import { answeredReader } from "./answeredReader.ts";
import { answerOf } from "./answerOf.ts";
import { shownLabels } from "./recommended.ts";

/** An `AskUserQuestion` call's input as this module reads it: Claude's shape, or co-sh's looser one. */
export interface AskUserQuestionRequest {
  /** The questions (Claude: `{ question, header, options, multiSelect }`; co-sh may add `id`, `purpose`, `required`). */
  questions: readonly unknown[];
  /** Answers already given, by question text (ignored by the reader). */
  answers?: Record<string, string>;
  /** Per-question notes (ignored by the reader). */
  annotations?: Record<string, unknown>;
  /** Where the call came from (ignored by the reader). */
  metadata?: unknown;
}

/** Options of `fromAskUserQuestion`. */
export interface AskUserQuestionReadOptions {
  /** Make every question optional (Claude's are all required otherwise). */
  optional?: boolean;
}

/** What `fromAskUserQuestion` returns: the questions, and each slip it repaired in plain words. */
export interface AskUserQuestionRead {
  /** The questions, ready for the form (ids: the item's `id`, else `q0`, `q1`, …). */
  questions: QuestionItem[];
  /** One sentence per repair (e.g. plain-string options), to tell the model what it did wrong; `[]` when none. */
  repairs: string[];
}

/** An annotation of one answer in `AskUserQuestionOutput` (SPEC §11). */
export interface AskUserQuestionAnnotation {
  /** The chosen option's `preview` (a MultiChoice's: the first chosen option that has one). */
  preview?: string;
  /** The note the person added to their answer (`AnswerItem.note`). */
  notes?: string;
  /**
   * Why there is no answer: `"skipped"` (an optional question skipped or left
   * blank: Claude's one word for both, its SDK's type has no other),
   * `"replied_in_chat"` (`toAskUserQuestionReply`), `"dismissed"` (`toAskUserQuestionDismissed`).
   */
  unanswered?: "skipped" | "replied_in_chat" | "dismissed";
}

/** `AskUserQuestionOutput`: the questions echoed, and the answers by question text. */
export interface AskUserQuestionResult<Questions = readonly unknown[]> {
  /** The questions exactly as the model sent them. */
  questions: Questions;
  /** By question text: the option's label as sent (suffix included), picks joined with ", ", or the text typed. */
  answers: Record<string, string>;
  /** What the person wrote instead of answering (`toAskUserQuestionReply`). */
  response?: string;
  /** By question text: the chosen option's preview, the person's note, or why there is no answer. */
  annotations?: Record<string, AskUserQuestionAnnotation>;
  /** The call expired unanswered after waiting this long for the person, in milliseconds (`toAskUserQuestionDismissed`). */
  afkTimeoutMs?: number;
}

/** The type of `input.questions`, echoed unchanged (the SDK's tuple types included). */
export type QuestionsOf<Input> = Input extends { questions: infer Questions } ? Questions : readonly unknown[];

/** The arguments as an object: the input's own type, or (given as JSON text) Claude's request. */
type ObjectOf<Input> = Input extends string ? AskUserQuestionRequest : Input;

// Claude always offers its own Other; a model-made "Other" option would be a second one.
const isOther = (label: string) => label.trim().toLowerCase() === "other";

interface Read {
  question: unknown;
  /** The question text as the model sent it: the key of its answer. */
  key: unknown;
  /** Our label → the label exactly as sent. */
  sent: Map<string, string>;
}

function readItem(item: unknown, index: number, repairs: string[], optional: boolean): Read {
  if (!isObject(item)) return { question: item, key: undefined, sent: new Map() };
  const name = `questions[${index}]`;
  let { options, multiSelect, question } = item;
  if (typeof options === "string") {
    try {
      const parsed: unknown = JSON.parse(options);
      if (Array.isArray(parsed)) {
        options = parsed;
        repairs.push(`${name}: "options" was a JSON string; send it as an array.`);
      }
    } catch {
      // Not JSON: left as it is, the check below reports the wrong type.
    }
  }
  if (multiSelect == null && typeof item.multiple === "boolean") {
    multiSelect = item.multiple;
    repairs.push(`${name}: "multiple" is not a field; use "multiSelect".`);
  }
  if (!hasText(question) && hasText(item.header)) {
    question = item.header;
    repairs.push(`${name}: had only a "header"; put the question in "question".`);
  }
  const sent = new Map<string, string>();
  let recommended: string | undefined;
  let list: unknown = options;
  if (Array.isArray(options)) {
    let strings = false;
    let blanks = false;
    const kept: unknown[] = [];
    const labelOf = (option: unknown) =>
      typeof option === "string" ? option : isObject(option) ? option.label : undefined;
    // What each kept option shows: a suffix stays where dropping it would repeat another label.
    const shownAt = shownLabels(
      options.map((option) => {
        const label = labelOf(option);
        return typeof label === "string" && !isBlank(label) && !isOther(label) ? label : undefined;
      }),
    );
    for (const [at, option] of options.entries()) {
      const label = labelOf(option);
      if (typeof option === "string") strings = true;
      if (typeof label !== "string") {
        kept.push(option);
        continue;
      }
      if (isBlank(label)) {
        blanks = true;
        continue;
      }
      if (isOther(label)) continue;
      const shown = shownAt[at] ?? label;
      // Only a suffix dropped says "recommended": one kept is read in the label, and a badge would say it twice.
      if (shown !== label) recommended ??= shown;
      sent.set(shown, label);
      kept.push(typeof option === "string" ? shown : { ...(option as object), label: shown });
    }
    if (strings) repairs.push(`${name}: options were plain strings; send {"label", "description"} objects.`);
    if (blanks) repairs.push(`${name}: options with a blank label were dropped.`);
    // A SingleChoice's recommended option is moved first (and badged) by the normalizer; a
    // MultiChoice has no recommended and keeps the model's order, in which its picks are joined.
    list = kept;
  }
  const choice = Array.isArray(list) && list.length > 0;
  const type = !choice ? "Text" : multiSelect === true ? "MultiChoice" : "SingleChoice";
  return {
    key: question,
    sent,
    question: {
      id: item.id ?? `q${index}`,
      question,
      type,
      header: item.header,
      purpose: item.purpose,
      required: typeof item.required === "boolean" ? item.required : !optional,
      // Options in a shape nothing could repair stay, so the check names them; a Text's (none, or
      // only "Other") are an empty list, which the normalizer drops with `allowOther` and `recommended`.
      options: list,
      allowOther: choice,
      recommended: type === "SingleChoice" ? recommended : undefined,
    },
  };
}

/** Every item read, or undefined when there is no `questions` array to read (not JSON, an exotic object that throws). */
function readAll(input: unknown, optional: boolean, repairs: string[]): Read[] | undefined {
  try {
    const root = parseArguments(input);
    const list: unknown = isObject(root) && root.questions;
    return Array.isArray(list)
      ? Array.from(list, (item, index) => readItem(item, index, repairs, optional))
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The call's arguments as an object, whichever way they came (the object, or its JSON text, as
 * the reader takes them): every writer starts here, so text arguments keep their answers.
 * Anything else (not JSON, not an object) is arguments with no questions.
 */
function argumentsObject(input: unknown): Record<string, unknown> {
  try {
    const root = parseArguments(input);
    return isObject(root) ? root : {};
  } catch {
    return {};
  }
}

/** `fromAskUserQuestion`, with the items it read (to key the answers by). */
function readRequest(input: unknown, optional: boolean): [Read[] | undefined, Validated<AskUserQuestionRead>] {
  const repairs: string[] = [];
  const read = readAll(input, optional, repairs);
  // Nothing read: the batch check names the problem.
  const result = checkBatch(read ? { questions: read.map(({ question }) => question) } : input);
  // Claude keys answers by question text: of two questions with one text, one answer would be lost (SPEC §11).
  const issues = result.ok ? [] : result.issues;
  const first = new Map<string, number>();
  read?.forEach(({ key, question }, index) => {
    if (typeof key !== "string") return;
    const before = first.get(key);
    if (before === undefined) first.set(key, index);
    else {
      const { id } = question as { id: unknown };
      issues.push({
        code: "duplicate_question",
        path: ["questions", index, "question"],
        ...(typeof id === "string" ? { id } : {}),
        message: `questions[${index}] repeats the text of questions[${before}], which keys its answer. Reword one.`,
      });
    }
  });
  if (result.ok && !issues.length) return [read, { ok: true, value: { questions: result.value.questions, repairs } }];
  // In question order, as the batch check reports them.
  return [read, { ok: false, issues: issues.sort((a, b) => Number(a.path[1] ?? -1) - Number(b.path[1] ?? -1)) }];
}

/**
 * Reads an `AskUserQuestion` input (Claude Agent SDK / Claude Code, or co-sh's
 * current `ask_questions`) into questions (SPEC §7): no options → Text,
 * `multiSelect` → MultiChoice, else SingleChoice; every choice allows Other;
 * a "(Recommended)" label is shown without the suffix, first, badged. co-sh's
 * slips are repaired and listed in `value.repairs`. Every problem at once; never throws.
 */
export function fromAskUserQuestion(
  input: unknown,
  options?: AskUserQuestionReadOptions,
): Validated<AskUserQuestionRead> {
  return readRequest(input, options?.optional === true)[1];
}

/**
 * Where Claude's answer carries a note on the whole answer set (SPEC §14):
 * after these words, in the last question's `notes`. Its one free-text field
 * for the whole card, `response`, would turn the answers into a reply.
 */
const OVERALL_NOTE = "On all the answers: ";

/** What `toAskUserQuestionResult` may add to the answers. */
export interface AskUserQuestionResultOptions {
  /** A note on the whole answer set (`QuestionOutput.note`): in the last question's `notes`, after "On all the answers: ". */
  note?: string | undefined;
}

/**
 * Our answers as `AskUserQuestionOutput` (SPEC §7): the questions echoed, the
 * answers keyed by question text with each label exactly as the model sent it
 * (picks joined with ", ", the Other text as typed), and a skipped optional
 * question annotated `{ unanswered: "skipped" }`. With `note`, the person's
 * note on the whole set ends the last question's `notes`.
 */
export function toAskUserQuestionResult<Input extends object | string = AskUserQuestionRequest>(
  input: Input,
  answers: readonly AnswerItem[],
  options?: AskUserQuestionResultOptions,
): AskUserQuestionResult<QuestionsOf<Input>> {
  const args = argumentsObject(input);
  // Collected as entries for fromEntries: a question text such as "__proto__" stays a plain key.
  const byText: [string, string][] = [];
  const notes: [string, AskUserQuestionAnnotation][] = [];
  const overall = hasText(options?.note) ? `${OVERALL_NOTE}${options.note.trim()}` : undefined;
  let lastKey: string | undefined;
  // By id, the first of each: finding each question's answer in the list made writing quadratic.
  const byId = new Map<unknown, AnswerItem>();
  for (const answer of answers) if (!byId.has(answer.id)) byId.set(answer.id, answer);
  // Nothing readable: no answers to key.
  for (const { question, key, sent } of readAll(args, false, []) ?? []) {
    if (typeof key !== "string" || !isObject(question)) continue;
    lastKey = key;
    const answer = byId.get(question.id);
    const { selected = [] } = answer ?? {};
    const value =
      answer?.answer ?? (selected.length ? selected.map((label) => sent.get(label) ?? label).join(", ") : undefined);
    // The first chosen option with a preview (options are `{ label, preview }` or strings, which have
    // none); the picks as a set, since searching them for each option was quadratic in the options.
    const picked = new Set<unknown>(selected);
    const preview = (question.options as { label?: unknown; preview?: unknown }[] | undefined)?.find(
      (option) => picked.has(option?.label) && hasText(option.preview),
    )?.preview as string | undefined;
    const note = hasText(answer?.note) ? answer.note : undefined;
    if (value !== undefined) byText.push([key, value]);
    const annotation: AskUserQuestionAnnotation = {};
    if (preview) annotation.preview = preview;
    if (note) annotation.notes = note;
    if (value === undefined) annotation.unanswered = "skipped";
    if (preview || note || value === undefined) notes.push([key, annotation]);
  }
  if (overall && lastKey !== undefined) {
    const last = notes.find(([key]) => key === lastKey)?.[1];
    if (last) last.notes = last.notes ? `${last.notes}\n\n${overall}` : overall;
    else notes.push([lastKey, { notes: overall }]);
  }
  return {
    questions: args.questions as QuestionsOf<Input>,
    answers: Object.fromEntries(byText),
    ...(notes.length ? { annotations: Object.fromEntries(notes) } : {}),
  };
}

/** Every question of `input` annotated as unanswered for `why`, with no answers (and the person's own words). */
function unanswered<Input extends object | string>(
  input: Input,
  why: "replied_in_chat" | "dismissed",
  response?: string,
): AskUserQuestionResult<QuestionsOf<Input>> {
  const args = argumentsObject(input);
  const keys = (readAll(args, false, []) ?? []).map(({ key }) => key).filter((key) => typeof key === "string");
  return {
    questions: args.questions as QuestionsOf<Input>,
    answers: {},
    ...(response === undefined ? {} : { response }),
    annotations: Object.fromEntries(keys.map((key) => [key, { unanswered: why }])),
  };
}

/**
 * The person replied in their own words instead of answering (SPEC §11):
 * `{ questions, answers: {}, response: text, annotations }`, every question
 * annotated `{ unanswered: "replied_in_chat" }`.
 */
export const toAskUserQuestionReply = <Input extends object | string = AskUserQuestionRequest>(
  input: Input,
  text: string,
): AskUserQuestionResult<QuestionsOf<Input>> => unanswered(input, "replied_in_chat", text);

/**
 * The person closed the card (SPEC §11): no answers, every question annotated
 * `{ unanswered: "dismissed" }`. With `afkTimeoutMs`, the card expired
 * unanswered after waiting that long (SPEC §12, `QuestionCall`'s `timeoutMs`).
 */
export const toAskUserQuestionDismissed = <Input extends object | string = AskUserQuestionRequest>(
  input: Input,
  options?: { afkTimeoutMs?: number },
): AskUserQuestionResult<QuestionsOf<Input>> => {
  const afkTimeoutMs = options?.afkTimeoutMs;
  return { ...unanswered(input, "dismissed"), ...(afkTimeoutMs === undefined ? {} : { afkTimeoutMs }) };
};

/**
 * A stored reply in the chat (`response`), an expiry (`afkTimeoutMs`) or a
 * dismissal (no answers, every question `unanswered: "dismissed"`) back, for
 * the receipt after a reload.
 */
function readAskUserQuestionUnanswered(_input: unknown, result: unknown): Unanswered | undefined {
  // A stored-result reader never throws: an exotic result (a revoked Proxy, a throwing getter) has nothing to read.
  try {
    if (!isObject(result)) return undefined;
    if (typeof result.response === "string") return { kind: "replied", text: result.response };
    if (typeof result.afkTimeoutMs === "number") return { kind: "expired" };
    const { answers, annotations } = result;
    const notes = isObject(annotations) ? Object.values(annotations) : [];
    // Read as dismissed only when nothing was answered: an answer set may mark single questions otherwise.
    const dismissed =
      isObject(answers) &&
      Object.keys(answers).length === 0 &&
      notes.length > 0 &&
      notes.every((note) => isObject(note) && note.unanswered === "dismissed");
    return dismissed ? { kind: "dismissed" } : undefined;
  } catch {
    return undefined;
  }
}

/** The `canUseTool` result that answers an `AskUserQuestion` call: allow, with the answers in `updatedInput`. */
export function toAskUserQuestionPermission<Input extends object | string = AskUserQuestionRequest>(
  input: Input,
  answers: readonly AnswerItem[],
): {
  behavior: "allow";
  updatedInput: Record<string, unknown> & ObjectOf<Input> & Omit<AskUserQuestionResult, "questions">;
} {
  const { answers: byText, annotations } = toAskUserQuestionResult(input, answers);
  // The arguments as an object: JSON text is parsed, never spread character by character.
  const updatedInput = { ...argumentsObject(input), answers: byText, ...(annotations ? { annotations } : {}) };
  return {
    behavior: "allow",
    updatedInput: updatedInput as Record<string, unknown> & ObjectOf<Input> & typeof updatedInput,
  };
}

/** The `canUseTool` result when the person declines: deny, with the decline text for the model. */
export function declineAskUserQuestion(): { behavior: "deny"; message: string } {
  return { behavior: "deny", message: declineText() };
}

/** A stored `AskUserQuestionOutput` back as our questions and answers; `undefined` when it is none. */
function readStored(input: unknown, result: unknown): QuestionOutput | undefined {
  if (!isObject(result) || !isObject(result.answers)) return undefined;
  const [items = [], read] = readRequest(input ?? { questions: result.questions }, false);
  if (!read.ok) return undefined;
  const byText = result.answers;
  const answers = read.value.questions.map((question, index): AnswerItem => {
    const { key, sent } = items[index] ?? {};
    const value = typeof key === "string" && Object.hasOwn(byText, key) ? byText[key] : undefined;
    return sent && typeof value === "string" ? answerOf(question, sent, value) : { id: question.id };
  });
  // The note on the whole set, from the end of the last question's notes.
  const lastKey = items.at(-1)?.key;
  const annotations = isObject(result.annotations) ? result.annotations : {};
  const last = typeof lastKey === "string" && Object.hasOwn(annotations, lastKey) ? annotations[lastKey] : undefined;
  const lastNotes = isObject(last) && typeof last.notes === "string" ? last.notes : "";
  const at = lastNotes.lastIndexOf(OVERALL_NOTE);
  const note = at < 0 ? undefined : lastNotes.slice(at + OVERALL_NOTE.length);
  return withOverallNote({ questions: read.value.questions, answers }, note);
}

/** The `AskUserQuestion` tool as an agent registers it: Claude's name, our description, the JSON Schema of its input. */
export const askUserQuestionTool: QuestionToolFormat["tool"] = {
  name: "AskUserQuestion",
  description:
    "Ask the person one to four multiple-choice questions when you need their decision to go on. " +
    "Give each question a short header and two to four options, each with a label and a description of what it means. " +
    'Do not add an "Other" option: the person can always type their own answer. Put "(Recommended)" after the label ' +
    "of the option you suggest, and set multiSelect when several may be picked. Do not ask what you can infer.",
  inputSchema: /* @__PURE__ */ questionsSchema(
    {
      type: "object",
      properties: {
        question: { type: "string", description: "The question, ending with a question mark." },
        header: { type: "string", description: 'A very short label shown as a chip, e.g. "Auth method".' },
        options: {
          type: "array",
          items: {
            type: "object",
            properties: {
              label: { type: "string", description: "What the person picks: one to five words." },
              description: { type: "string", description: "What choosing it means." },
            },
            required: ["label", "description"],
          },
        },
        multiSelect: { type: "boolean", description: "Whether several options may be picked." },
      },
      required: ["question", "header", "options", "multiSelect"],
    },
    "The questions, asked together in one form.",
  ),
};

// The writers take what the reader takes: the arguments, or their JSON text. Named once for both
// objects below (a spread of one into the other would keep the whole format in every bundle).
const writeAnswers: QuestionToolFormat["write"] = (input, answers, output) =>
  toAskUserQuestionResult(argumentsObject(input), answers, { note: output?.note });
const writeDismissed = (input: unknown) => toAskUserQuestionDismissed(argumentsObject(input));
const writeExpired = (input: unknown, info: { afkTimeoutMs: number }) =>
  toAskUserQuestionDismissed(argumentsObject(input), info);
const writeReply = (input: unknown, text: string) => toAskUserQuestionReply(argumentsObject(input), text);

/**
 * Claude's words for every way a call ends (SPEC §14), the writers of
 * `askUserQuestionFormat` alone (no tool schema, no stored-result readers), for
 * `toOutcomeResult` where the reader is elsewhere: the answers
 * (`toAskUserQuestionResult`), the `declineText()` decline, a dismissal
 * (`toAskUserQuestionDismissed`), an expiry (the same, with `afkTimeoutMs`)
 * and a reply in the chat (`toAskUserQuestionReply`).
 */
export const askUserQuestionWriters: QuestionToolWriters = {
  write: writeAnswers,
  decline: declineText,
  dismiss: writeDismissed,
  expire: writeExpired,
  reply: writeReply,
};

/**
 * Claude's `AskUserQuestion` as a format for `QuestionCall` and the chat
 * adapters: read with `fromAskUserQuestion`, answered with
 * `toAskUserQuestionResult`, declined with the `declineText()` text; a
 * reply in the chat is `toAskUserQuestionReply`, an expiry
 * `toAskUserQuestionDismissed` with `afkTimeoutMs` (SPEC §12), a dismissal
 * `toAskUserQuestionDismissed` alone (SPEC §14).
 */
export const askUserQuestionFormat: QuestionToolFormat = {
  tool: askUserQuestionTool,
  read: (input) => fromAskUserQuestion(input),
  takesNote: true,
  write: writeAnswers,
  decline: declineText,
  dismiss: writeDismissed,
  expire: writeExpired,
  reply: writeReply,
  answered: /* @__PURE__ */ answeredReader(readStored),
  unanswered: readAskUserQuestionUnanswered,
};
