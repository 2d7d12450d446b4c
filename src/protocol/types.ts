/** The four kinds of question, spelled exactly as on the wire. */
export const QUESTION_TYPES = ["Text", "SingleChoice", "MultiChoice", "YesNo"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** One question of an `ask_questions` call. */
export interface QuestionItem {
  /** Unique within one call; the answer comes back tagged with it. */
  id: string;
  /** The visible question text. */
  question: string;
  /**
   * How it is answered: `Text` (free text), `SingleChoice` (one of
   * `options`), `MultiChoice` (any of `options`) or `YesNo`.
   */
  type: QuestionType;
  /** Why the agent needs this; shown to the person under the question. */
  purpose?: string;
  /** SingleChoice / MultiChoice only. After normalization the recommended option is first. */
  options?: string[];
  /** Defaults to `true`; normalized questions always carry it. */
  required?: boolean;
  /** SingleChoice only: equals one of `options` exactly. */
  recommended?: string;
}

/** The arguments of an `ask_questions` call. */
export interface QuestionInput {
  /** The questions to ask together, in the order shown (at least one). */
  questions: QuestionItem[];
}

/** The person's answer to one question (SPEC §3). */
export interface AnswerItem {
  /** The `id` of the question answered. An item with neither `answer` nor `selected` is a skipped question. */
  id: string;
  /** Text (trimmed) and YesNo (`"Yes"` / `"No"`). */
  answer?: string;
  /** SingleChoice (exactly one) and MultiChoice (in `options` order). */
  selected?: string[];
}

/** The tool result: the questions as `ask` normalized them, and the answers. */
export interface QuestionOutput {
  /** The questions as normalized (recommended option first, `required` filled in). */
  questions: QuestionItem[];
  /** One item per question; the form sends them in question order. */
  answers: AnswerItem[];
}

/** The values a YesNo answer can take, whatever the labels shown. */
export const YES = "Yes";
export const NO = "No";

/**
 * What a person has entered so far for one question, before it is shaped into
 * an `AnswerItem`: Text the raw text, SingleChoice and YesNo the picked value,
 * MultiChoice the picks in any order. `undefined` is "nothing yet".
 */
export type Draft = string | readonly string[] | undefined;

export type IssueCode =
  // the question batch (SPEC §2)
  | "invalid_json"
  | "not_an_object"
  | "no_questions"
  | "missing_field"
  | "wrong_type"
  | "unknown_type"
  | "duplicate_id"
  | "missing_options"
  | "empty_options"
  | "invalid_option"
  | "options_not_allowed"
  | "missing_recommended"
  | "recommended_not_an_option"
  | "recommended_not_allowed"
  | "too_large"
  // an answer set (SPEC §3)
  | "invalid_answers"
  | "unknown_id"
  | "wrong_payload"
  | "not_an_option"
  | "too_many_selected"
  | "invalid_yes_no"
  | "unanswered";

/** One problem found in a model's input or in an answer set. */
export interface QuestionIssue {
  /** Stable, machine-readable. */
  code: IssueCode;
  /** Where: e.g. `["questions", 2, "recommended"]`; `[]` for the whole input. */
  path: (string | number)[];
  /** The question's id, where known. */
  id?: string;
  /** Written for a model: names the question, says what is wrong and what to do. */
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: QuestionIssue[] };

/** Size limits: a payload beyond them is rejected with `too_large` (see `DEFAULT_LIMITS`). */
export interface QuestionLimits {
  /** Most questions in one call. */
  maxQuestions: number;
  /** Most options on one SingleChoice / MultiChoice question. */
  maxOptions: number;
  /** Longest `id`, `question`, `purpose` or option, in UTF-16 code units (`string.length`). */
  maxLength: number;
}

/** Options of `validateQuestionInput` and `ask`. */
export interface ValidateOptions {
  /** Override some of `DEFAULT_LIMITS`, e.g. `{ maxQuestions: 20 }`; `Infinity` turns a limit off. */
  limits?: Partial<QuestionLimits>;
}

/** The JSON types a schema's `type` can name. */
export type JSONSchemaTypeName = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/**
 * The part of JSON Schema that `askQuestionsTool.inputSchema` uses: `type`,
 * `properties`, `required`, `items`, `enum`, `description` and `default` (the
 * subset draft-07 and 2020-12 read alike). Assignable to `JSONSchema7`.
 */
export interface JSONSchema {
  /** The JSON type(s) allowed; a list where `null` is allowed too. */
  type?: JSONSchemaTypeName | JSONSchemaTypeName[];
  /** What the value means, written for the model. */
  description?: string;
  /** An object's fields, by name. */
  properties?: Record<string, JSONSchema>;
  /** The fields an object must have. */
  required?: string[];
  /** The schema of each item of an array. */
  items?: JSONSchema;
  /** The only values allowed. */
  enum?: string[];
  /** The value assumed when the field is absent. */
  default?: string | number | boolean | null;
}
