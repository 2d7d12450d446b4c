/** The four kinds of question, spelled exactly as on the wire. */
export const QUESTION_TYPES = ["Text", "SingleChoice", "MultiChoice", "YesNo"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A choice with more to say than its label (SPEC §6). */
export interface OptionItem {
  /** What the person picks; follows every option rule (non-empty, unique) and is what answers carry. */
  label: string;
  /** One line under the label: what choosing it means. */
  description?: string;
  /** Code or a text mock-up, shown as monospace text while the option is focused or chosen. */
  preview?: string;
}

/** One choice of a SingleChoice / MultiChoice: its label, or an `OptionItem`. */
export type QuestionOption = string | OptionItem;

/** The kinds of typed text input a format reader can ask for (SPEC §6). */
export const INPUT_KINDS = ["text", "email", "url", "date", "date-time", "number", "integer", "secret"] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** A Text question's typed input, set only by format readers (e.g. MCP's `format: "email"`, `type: "integer"`). */
export interface TextInput {
  /** The control and the check it gets; `secret` is masked while typed and in every receipt. */
  kind: InputKind;
  /** Fewest characters (Unicode code points), for the text kinds. */
  minLength?: number;
  /** Most characters (Unicode code points), for the text kinds. */
  maxLength?: number;
  /** Smallest value allowed, for `number` and `integer`. */
  minimum?: number;
  /** Largest value allowed, for `number` and `integer`. */
  maximum?: number;
}

/**
 * The files a Text question (or a choice question's Other) accepts (SPEC §16).
 * Absent on the question: no files are offered.
 */
export interface QuestionAttachments {
  /** MIME types or patterns (`"image/*"`, `"application/pdf"`); absent: any type. */
  accept?: string[];
  /** Most files in one answer; absent: 4. */
  maxFiles?: number;
  /** Largest size of one file, in bytes; absent: 5 MB (5,242,880). */
  maxBytes?: number;
}

/** A file the person attached to an answer (SPEC §16). */
export interface AnswerAttachment {
  /** The file's name as the person's system gave it. */
  name: string;
  /** Its MIME type (`image/png`), as the browser read it. */
  mediaType: string;
  /** Its size in bytes. */
  size: number;
  /** A `data:` URL by default, or the URL the host's `upload` returned. */
  url: string;
}

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
  /** A short label shown as a chip above the question ("Auth method"). */
  header?: string;
  /** Why the agent needs this; shown to the person under the question. */
  purpose?: string;
  /**
   * SingleChoice / MultiChoice only: labels, or `{ label, description?, preview? }`
   * (each kept in the shape it came in). After normalization the recommended option is first.
   */
  options?: QuestionOption[];
  /** SingleChoice / MultiChoice: the person may type their own answer instead of (MultiChoice: besides) the options. */
  allowOther?: boolean;
  /** Text: example text inside the empty box. */
  placeholder?: string;
  /** Defaults to `true`; normalized questions always carry it. */
  required?: boolean;
  /** SingleChoice only: equals one option's label exactly. Questions from a format reader may have none. */
  recommended?: string;
  /**
   * Text, from a format reader only: the typed input and its checks (never read
   * from `ask_questions`). On a SingleChoice / MultiChoice with `allowOther`
   * only `{ kind: "secret" }`: the Other text is a secret (Codex's `isSecret`).
   */
  input?: TextInput;
  /** MultiChoice, from a format reader only: fewest picks an answer must have. */
  minSelected?: number;
  /** MultiChoice, from a format reader only: most picks an answer may have. */
  maxSelected?: number;
  /** Text (and a choice question's Other): the person may attach files (SPEC §16); absent, none. */
  attachments?: QuestionAttachments;
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
  /** SingleChoice (exactly one) and MultiChoice (in `options` order): option labels, and with `allowOther` the person's own text, last. */
  selected?: string[];
  /** A note the person added to their answer (the form's "Add a note", with `notes`); any type, never blank. */
  note?: string;
  /** The files the person attached (a question with `attachments`), in the order added; never empty. */
  attachments?: AnswerAttachment[];
  /**
   * The person chose Skip on this optional question (SPEC §14): `true`, with
   * no `answer` or `selected`. Apart from an item that is only left blank
   * (no payload, not skipped), and from a MultiChoice that chose nothing
   * (`selected: []`).
   */
  skipped?: true;
}

/** The tool result: the questions as `ask` normalized them, and the answers. */
export interface QuestionOutput {
  /** The questions as normalized (recommended option first, `required` filled in). */
  questions: QuestionItem[];
  /** One item per question; the form sends them in question order. */
  answers: AnswerItem[];
  /**
   * A note on the whole answer set ("yes, but…", SPEC §14), from the form's
   * `overallNote` box: trimmed, never blank; absent when the person wrote none.
   */
  note?: string;
}

/** The values a YesNo answer can take, whatever the labels shown. */
export const YES = "Yes";
export const NO = "No";

/**
 * A SingleChoice / MultiChoice draft once the person has chosen Other
 * (`allowOther`): the text in its box exactly as typed, possibly still blank,
 * and for MultiChoice the options ticked besides. Kept apart from the picks so
 * that a typed text equal to an option's label stays in the box while typed
 * (it is sent as that option, SPEC §6).
 */
export interface OtherDraft {
  /** The text typed in the Other box, untrimmed; blank until the person types. */
  other: string;
  /** MultiChoice: the options ticked besides Other, in any order. */
  picks?: readonly string[];
}

/**
 * What a person has entered so far for one question, before it is shaped into
 * an `AnswerItem`: Text the raw text, SingleChoice and YesNo the picked value,
 * MultiChoice the picks in any order, and an `OtherDraft` once Other is
 * chosen. `undefined` is "nothing yet".
 */
export type Draft = string | readonly string[] | OtherDraft | undefined;

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
  | "unanswered"
  // version 2 (SPEC §6-7)
  | "invalid_value"
  | "wrong_count"
  | "unsupported_schema"
  // version 3 (SPEC §11)
  | "duplicate_question"
  // version 5 (SPEC §16)
  | "attachments_not_allowed";

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

/**
 * A batch as a reader gives it (SPEC §7): its questions, or every issue. What
 * `readQuestions` and a format's `read` return, and what `useQuestionForm`
 * takes as `read` from a caller that has read its input already.
 */
export type QuestionsRead = Validated<{ questions: QuestionItem[] }>;

/** Size limits: a payload beyond them is rejected with `too_large` (see `DEFAULT_LIMITS`). */
export interface QuestionLimits {
  /** Most questions in one call. */
  maxQuestions: number;
  /** Most options on one SingleChoice / MultiChoice question. */
  maxOptions: number;
  /** Longest `id`, `question`, `header`, `purpose`, `placeholder` or option text, in UTF-16 code units (`string.length`). */
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
  /** The value must match at least one of these (used only where one type cannot say it: an option is a string or an object). */
  anyOf?: JSONSchema[];
  /** The only values allowed. */
  enum?: string[];
  /** The value assumed when the field is absent. */
  default?: string | number | boolean | null;
}
