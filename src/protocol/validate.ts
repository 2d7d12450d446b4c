import { checkAttachmentsField, takesAttachments } from "./attachments.ts";
import { hasText, isBlank } from "./blank.ts";
import { isObject, parseArguments } from "./json.ts";
import { DEFAULT_LIMITS } from "./limits.ts";
import { normalizeQuestions } from "./normalize.ts";
import { quote } from "./quote.ts";
import {
  type IssueCode,
  type OptionItem,
  QUESTION_TYPES,
  type QuestionInput,
  type QuestionIssue,
  type QuestionLimits,
  type QuestionType,
  type Validated,
  type ValidateOptions,
} from "./types.ts";

// Marked pure: a bundler keeps any top-level call (or template) that might have a
// side effect, so every bundle that loads this file for a helper would carry it.
const TYPES = /* @__PURE__ */ QUESTION_TYPES.join(", ");
const NOT_AN_OBJECT = 'Send an object with a "questions" array: {"questions": [{"id", "question", "type", ...}]}.';

/**
 * Checks a model's `ask_questions` arguments (parsed JSON, or the JSON text)
 * against SPEC §1–2 and reports every problem at once, so the model can fix its
 * call in one retry. On success `value` is the normalized input. Never throws.
 */
export function validateQuestionInput(input: unknown, options?: ValidateOptions): Validated<QuestionInput> {
  // Key by key: a limit passed as undefined keeps its default rather than vanishing.
  const limits: QuestionLimits = { ...DEFAULT_LIMITS };
  let limit: keyof QuestionLimits;
  for (limit in limits) limits[limit] = options?.limits?.[limit] ?? limits[limit];
  const result = checkBatch(input, limits, checkTypeRules.bind(undefined, MISSING_RECOMMENDED));
  if (!result.ok) return result;
  // Never read from an ask_questions payload: only a format reader sets them. Dropped here, after
  // normalization (which keeps them only where they belong), so that the readers' bundles leave this out.
  const questions = result.value.questions.map(({ input: _, minSelected: __, maxSelected: ___, ...item }) => item);
  return { ok: true, value: { questions } };
}

/**
 * Questions a format's reader already read (streamed, or from a stored result):
 * checked again in the readers' dialect, never read anew. A stored result may
 * hold anything, so every rule applies but the missing `recommended`.
 */
export const recheckRead = (questions: unknown) =>
  checkBatch({ questions }, undefined, checkTypeRules.bind(undefined, undefined));

/**
 * The checks and normalization of `validateQuestionInput`, with every limit
 * given (the readers pass none: the defaults), keeping the reader-only fields
 * (`input`, `minSelected`, `maxSelected`), which `validateQuestionInput` then
 * drops. `typeRules` checks what only a question from a model can get wrong:
 * its type, and the options and `recommended` it allows (`checkTypeRules`).
 * The format readers of SPEC §7 leave it out: each builds its questions'
 * `type`, a Text's `options` and `recommended` itself, so these never fire
 * for them (and their bundles drop the code). Only `ask_questions` demands a
 * `recommended`.
 */
export function checkBatch(
  input: unknown,
  limits: QuestionLimits = DEFAULT_LIMITS,
  typeRules?: TypeRules,
): Validated<QuestionInput> {
  const issues: QuestionIssue[] = [];
  const fail = (code: IssueCode, message: string, path: QuestionIssue["path"] = []) =>
    issues.push({ code, path, message });
  const firstIndexOfId = new Map<string, number>();
  // One question's checks, with the batch's limits, ids so far and issues.
  function checkQuestion(item: unknown, index: number): void {
    const position = `questions[${index}]`;
    if (!isObject(item)) {
      fail("wrong_type", `${position} must be an object with "id", "question" and "type".`, ["questions", index]);
      return;
    }
    const id = hasText(item.id) ? item.id : undefined;
    const name = id === undefined ? position : `Question ${quote(id)}`;
    // `at`: the field, then the option's position for a problem with one option.
    const add = (code: IssueCode, message: string, ...at: (string | number)[]) =>
      issues.push({
        code,
        path: ["questions", index, ...at],
        ...(id === undefined ? {} : { id }),
        message: `${name}: ${message}`,
      });
    // `what`: how the message names the text (`"purpose"`, `option 2`).
    const tooLong = (text: string, what: string, ...at: (string | number)[]) =>
      text.length > limits.maxLength &&
      add("too_large", `${what} is longer than ${limits.maxLength} characters. Shorten it.`, ...at);

    // What passed its field's own checks (null: absent); the rules between fields come after.
    const valid: { type?: string | null; options?: unknown[] | null; recommended?: string | null } = {};
    for (const [field, expected, required, limited] of FIELDS) {
      const value = item[field];
      const text = typeof value === "string";
      if (value == null || (expected === STRING && text && isBlank(value))) {
        valid[field as "type"] = null;
        if (required)
          add(
            "missing_field",
            `"${field}" is missing or empty. ${field === "type" ? `Use one of ${TYPES}.` : "Fill it in."}`,
            field,
          );
      } else if (
        expected === STRING ? !text : expected === OPTIONS ? !Array.isArray(value) : typeof value !== "boolean"
      ) {
        // A recommended its type does not take is reported as not allowed (below), which says more than its JSON type.
        if (
          field !== "recommended" ||
          valid.type === "SingleChoice" ||
          !QUESTION_TYPES.includes(valid.type as QuestionType)
        )
          add("wrong_type", `"${field}" must be ${expected}.`, field);
      } else if (!(limited && tooLong(value as string, `"${field}"`, field))) valid[field as "type"] = value as string;
    }

    if (id !== undefined) {
      const first = firstIndexOfId.get(id);
      if (first === undefined) firstIndexOfId.set(id, index);
      else
        add("duplicate_id", `${position} reuses the id of questions[${first}]. Give each question its own id.`, "id");
    }
    const { type, recommended } = valid;
    const choice = type === "SingleChoice" || type === "MultiChoice";
    const items = valid.options;
    let options: string[] | undefined;
    if (choice && (items === null || items?.length === 0)) {
      add(items ? "empty_options" : "missing_options", `a ${type} needs its choices in "options".`, "options");
    } else if (choice && items && items.length > limits.maxOptions) {
      // Stop at a runaway array: checking each item would only make a longer error.
      add("too_large", `it has more than ${limits.maxOptions} options. Offer fewer.`, "options");
    } else if (items) {
      // Each item's label, or undefined for an item in the wrong shape.
      const labels = items.map(labelOf);
      if (labels.every((label) => label !== undefined)) options = labels as string[];
      if (choice) {
        // Labels so far; a malformed option's (undefined) goes in too but is never looked up.
        const seen = new Set<string | undefined>();
        labels.forEach((label, at) => {
          const option = `option ${at}`;
          if (label === undefined) add("wrong_type", `${option} must be a string or a ${OPTION}.`, "options", at);
          else if (isBlank(label) || seen.has(label))
            add(
              "invalid_option",
              `${option} is ${seen.has(label) ? "a repeat" : "empty"}. Fix or remove it.`,
              "options",
              at,
            );
          else {
            // A string option has no description or preview: reading them off it gives undefined.
            const { description, preview } = items[at] as OptionItem;
            [label, description, preview].some(
              (text) => typeof text === "string" && tooLong(text, option, "options", at),
            );
          }
          seen.add(label);
        });
      }
    }
    typeRules?.(add, type, choice, items, options, recommended, item.recommended, item);
  }
  try {
    // Some SDKs hand over tool arguments as the raw JSON text.
    const root = parseArguments(input);
    const list: unknown = isObject(root) && root.questions;
    if (!Array.isArray(list)) fail("not_an_object", NOT_AN_OBJECT);
    else if (!list.length) fail("no_questions", '"questions" is empty. Ask at least one question.', ["questions"]);
    // Stop at a runaway array: checking each item would only make a longer error.
    else if (list.length > limits.maxQuestions)
      fail("too_large", `There are more than ${limits.maxQuestions} questions. Ask fewer.`, ["questions"]);
    else {
      // A plain loop, not forEach: a hole in a sparse array is a question too (a missing one).
      for (let index = 0; index < list.length; index++) checkQuestion(list[index], index);
      if (!issues.length) return { ok: true, value: { questions: normalizeQuestions(list) } };
    }
  } catch {
    // JSON.parse failed; or an exotic object (a getter or Proxy that throws), never plain JSON.
    if (typeof input === "string") fail("invalid_json", `The arguments are not valid JSON. ${NOT_AN_OBJECT}`);
    else fail("not_an_object", NOT_AN_OBJECT);
  }
  return { ok: false, issues };
}

// Each field's JSON type, as the JSON Schema says it; `null` is always absent.
const STRING = "a string";
const BOOLEAN = "true or false";
// An option object, as the JSON Schema has it: `?` marks the optional string fields.
const OPTION = '{"label", "description"?, "preview"?} object';
// Spelled out rather than a template of OPTION, which a bundler would keep in every bundle that loads this file.
const OPTIONS = 'an array of strings or of {"label", "description"?, "preview"?} objects';
// `limited`: free text, held to `maxLength`. A long `type` is simply unknown,
// and a long `recommended` either matches a (too long) option or is not one.
const FIELDS: [field: string, expected: string, required?: boolean, limited?: boolean][] = [
  ["id", STRING, true, true],
  ["question", STRING, true, true],
  ["type", STRING, true],
  ["header", STRING, false, true],
  ["purpose", STRING, false, true],
  ["required", BOOLEAN],
  ["options", OPTIONS],
  ["allowOther", BOOLEAN],
  ["placeholder", STRING, false, true],
  ["recommended", STRING],
];

/** `checkTypeRules` with its message for a missing `recommended` bound. */
type TypeRules = typeof checkTypeRules extends (missing: never, ...question: infer Question) => void
  ? (...question: Question) => void
  : never;

/**
 * The rules on what a question's type allows: a known type, the options of a
 * Text or YesNo, `recommended` and `attachments` (`missing`: the message for a SingleChoice
 * without one; none: allowed). `choice`: a SingleChoice or MultiChoice; `items`: `options` when it is an array;
 * `options`: its labels, when every item is well formed.
 */
function checkTypeRules(
  missing: string | undefined,
  add: (code: IssueCode, message: string, ...at: (string | number)[]) => void,
  type: string | null | undefined,
  choice: boolean,
  items: unknown[] | null | undefined,
  options: string[] | undefined,
  recommended: string | null | undefined,
  given: unknown,
  item: Record<string, unknown>,
): void {
  // Files (SPEC §16): the field's own shape, then whether this question can take them at all. Here, not
  // in checkBatch: the format readers build `attachments` themselves (MCP's, AG-UI's) or never set them.
  checkAttachmentsField(item.attachments, add);
  if (
    item.attachments != null &&
    type &&
    !takesAttachments({ type: type as QuestionType, allowOther: item.allowOther === true })
  )
    add(
      "attachments_not_allowed",
      'only a Text, or a SingleChoice / MultiChoice with allowOther, takes "attachments". Remove it.',
      "attachments",
    );
  const known = QUESTION_TYPES.includes(type as QuestionType);
  if (type && !known) add("unknown_type", `type ${quote(type)} is not one of ${TYPES}. Use one exactly.`, "type");
  // A Text's (or YesNo's) options are ignored, so only their JSON type is checked, as one field.
  if (!choice && items && !options) add("wrong_type", `"options" must be ${OPTIONS}.`, "options");
  if (type === "YesNo" && options?.length)
    add("options_not_allowed", 'a YesNo has built-in Yes and No. Remove "options".', "options");
  if (type === "SingleChoice") {
    if (recommended === null) {
      if (missing) add("missing_recommended", missing, "recommended");
    } else if (recommended && options?.length && !options.includes(recommended)) {
      const list = options.slice(0, 9).map(quote).join(", ") + (options.length > 9 ? ", …" : "");
      add(
        "recommended_not_an_option",
        `recommended ${quote(recommended)} is not one of ${list}. Copy one exactly.`,
        "recommended",
      );
    }
  } else if (known && given != null) {
    add("recommended_not_allowed", 'only a SingleChoice takes "recommended". Remove it.', "recommended");
  }
}

// Apart from checkBatch, so that a bundle with only the format readers leaves it out.
const MISSING_RECOMMENDED = 'set "recommended" to one of its options, copied exactly. It is shown first.';

/** The label of an option as SPEC §6 allows it (a string, or `{ label, description?, preview? }` with strings or null); undefined for anything else. */
function labelOf(option: unknown): string | undefined {
  if (typeof option === "string") return option;
  if (
    isObject(option) &&
    typeof option.label === "string" &&
    [option.description, option.preview].every((text) => text == null || typeof text === "string")
  )
    return option.label;
}

/** An array of strings (and nothing else). */
export const isStrings = (value: unknown): value is string[] =>
  // findIndex, unlike every, visits the holes of a sparse array.
  Array.isArray(value) && value.findIndex((item) => typeof item !== "string") < 0;
