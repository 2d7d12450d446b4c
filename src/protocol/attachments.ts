import { isBlank } from "./blank.ts";
import { isOther } from "./drafts.ts";
import { isObject } from "./json.ts";
import { ATTACHMENT_LIMITS } from "./limits.ts";
import type {
  AnswerAttachment,
  AnswerItem,
  Draft,
  IssueCode,
  QuestionAttachments,
  QuestionItem,
  QuestionOutput,
} from "./types.ts";

// The rules of files in questions and answers (SPEC §16), once: the question's
// `attachments` field (validateQuestionInput's type rules), an answer's files
// (validateAnswers), whether a file's type is one a question accepts, how the
// files join the answer item (the form never re-implements a rule), and how a
// tool result splits the files from the answers' JSON. Which file the form
// refuses as it is added (and a question's limits with their defaults) is
// `fileProblem.ts`, beside this: only a question that offers files loads it.

// A MIME type or pattern as RFC 6838 spells a name (127 characters at most each side), or "*/*".
const MEDIA_PATTERN = /^(?:\*\/\*|[a-z\d][\w!#$&^.+-]{0,126}\/(?:\*|[a-z\d][\w!#$&^.+-]{0,126}))$/i;
// A media type as a `data:` URL or a browser gives it: a type and a subtype, without parameters.
const MEDIA_TYPE = /^[a-z\d][\w!#$&^.+-]{0,126}\/[a-z\d][\w!#$&^.+-]{0,126}$/i;
/** A MIME type or pattern an `accept` list may hold (`"image/*"`, `"application/pdf"`, or any type). */
export const isMediaPattern = (pattern: string): boolean => MEDIA_PATTERN.test(pattern);
const FIELD = '"attachments" must be a {"accept"?, "maxFiles"?, "maxBytes"?} object';

/**
 * Checks a question's `attachments` field (absent or null: no files), adding
 * an issue at its path for each problem. `add(code, message, ...path)`.
 */
export function checkAttachmentsField(
  value: unknown,
  add: (code: IssueCode, message: string, ...at: (string | number)[]) => void,
): void {
  if (value == null) return;
  if (!isObject(value)) {
    add("wrong_type", `${FIELD}.`, "attachments");
    return;
  }
  const { accept, maxFiles, maxBytes } = value;
  if (accept != null) {
    if (!Array.isArray(accept)) add("wrong_type", '"accept" must be an array of MIME types.', "attachments", "accept");
    else if (!accept.length)
      add("invalid_value", '"accept" lists no type. Remove it to take any file.', "attachments", "accept");
    else
      for (let at = 0; at < accept.length; at++) {
        const pattern: unknown = accept[at];
        if (typeof pattern !== "string" || !isMediaPattern(pattern))
          add(
            typeof pattern === "string" ? "invalid_value" : "wrong_type",
            `"accept" item ${at} must be a MIME type like "application/pdf" or a pattern like "image/*".`,
            "attachments",
            "accept",
            at,
          );
      }
  }
  const counts: [string, unknown, number, string][] = [
    ["maxFiles", maxFiles, ATTACHMENT_LIMITS.maxFiles, "files"],
    ["maxBytes", maxBytes, ATTACHMENT_LIMITS.maxBytes, "bytes (50 MB)"],
  ];
  for (const [key, count, most, unit] of counts) {
    if (count == null) continue;
    if (typeof count !== "number") add("wrong_type", `"${key}" must be a whole number.`, "attachments", key);
    else if (!Number.isInteger(count) || count < 1)
      add("invalid_value", `"${key}" must be a whole number of 1 or more.`, "attachments", key);
    else if (count > most) add("too_large", `"${key}" is over ${most} ${unit}. Ask for less.`, "attachments", key);
  }
}

/** A valid `attachments` field in its one shape: only the fields given, `null`s dropped (run after the checks). */
export function normalizeAttachments(value: unknown): QuestionAttachments | undefined {
  if (!isObject(value)) return undefined;
  const { accept, maxFiles, maxBytes } = value;
  return {
    ...(Array.isArray(accept) && { accept: accept as string[] }),
    ...(typeof maxFiles === "number" && { maxFiles }),
    ...(typeof maxBytes === "number" && { maxBytes }),
  };
}

/** Whether a question may carry `attachments`: a Text, or a choice question's Other (SPEC §16). */
export const takesAttachments = (question: Pick<QuestionItem, "type" | "allowOther">): boolean =>
  question.type === "Text" ||
  ((question.type === "SingleChoice" || question.type === "MultiChoice") && question.allowOther === true);

/** Whether a file of `mediaType` is one `accept` takes (absent: any); case-insensitive, parameters ignored. */
export function accepts(accept: readonly string[] | undefined, mediaType: string): boolean {
  if (!accept) return true;
  const type = (mediaType.split(";")[0] as string).trim().toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted === "*/*" || wanted === type || (wanted.endsWith("/*") && type.startsWith(wanted.slice(0, -1)));
  });
}

/** What a file's `url` may be (SPEC §16): a `data:` URL, or an http(s) URL the host's upload returned. */
export function isAttachmentUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  if (url.startsWith("data:")) return dataUrlParts(url) !== undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * A base64 `data:` URL's media type and bytes (what the form's files are, as
 * `FileReader.readAsDataURL` writes them), or undefined for any other URL.
 */
export function dataUrlParts(url: string): { mediaType: string; base64: string } | undefined {
  const [, mediaType, base64] = /^data:([^;,]+)(?:;[^;,]*)*;base64,([A-Za-z\d+/]*={0,2})$/.exec(url) ?? [];
  return mediaType && base64 !== undefined && MEDIA_TYPE.test(mediaType) ? { mediaType, base64 } : undefined;
}

/** How `readAttachment` reads a file: `draft`, a draft's file, whose `url` may also be `""`. */
export interface ReadAttachmentOptions {
  /** A draft keeps a file's name, type and size, never its contents: an empty `url` says so. */
  draft?: boolean | undefined;
}

/**
 * An answer's file in its one shape, or undefined when any field is wrong
 * (SPEC §16): the one reader of a file, for a server's check, a receipt and a
 * restored draft alike (`draft`: an empty `url` too, nothing else).
 */
export function readAttachment(
  value: unknown,
  { draft = false }: ReadAttachmentOptions = {},
): AnswerAttachment | undefined {
  if (!isObject(value)) return undefined;
  const { name, mediaType, size, url } = value;
  if (
    typeof name !== "string" ||
    isBlank(name) ||
    typeof mediaType !== "string" ||
    !MEDIA_TYPE.test(mediaType.split(";")[0] as string) ||
    typeof size !== "number" ||
    !Number.isInteger(size) ||
    size < 0 ||
    !(isAttachmentUrl(url) || (draft && url === ""))
  )
    return undefined;
  return { name, mediaType, size, url };
}

/**
 * What is wrong with an answer's `attachments` for its question (SPEC §16),
 * as a sentence for the model; undefined when they are fine (or absent).
 */
export function attachmentsProblem(question: QuestionItem, value: unknown): string | undefined {
  if (value == null) return undefined;
  const { attachments } = question;
  if (!attachments || !takesAttachments(question)) return "this question takes no files.";
  if (!Array.isArray(value) || !value.length) return '"attachments" is a non-empty array of files.';
  const most = attachments.maxFiles ?? ATTACHMENT_LIMITS.defaultMaxFiles;
  if (value.length > most) return `it takes ${most} files at most.`;
  const largest = attachments.maxBytes ?? ATTACHMENT_LIMITS.defaultMaxBytes;
  for (const [at, item] of value.entries()) {
    const file = readAttachment(item);
    if (!file) return `file ${at} must be {"name", "mediaType", "size", "url"} with a data: or http(s) url.`;
    if (!accepts(attachments.accept, file.mediaType)) return `file ${at} (${file.mediaType}) is not a type it takes.`;
    if (file.size > largest) return `file ${at} is over ${largest} bytes.`;
  }
  return undefined;
}

/**
 * Whether a question offers files: a Text question with `attachments`, or a
 * choice question with `allowOther` and `attachments` (the files go with the
 * person's own answer, SPEC §16).
 */
export function offersFiles(question: QuestionItem): boolean {
  return isObject(question.attachments) && takesAttachments(question);
}

/** Whether this draft of the question can carry files: a Text question's always, a choice question's while Other is chosen. */
export function takesFiles(question: QuestionItem, draft: Draft): boolean {
  return offersFiles(question) && (question.type === "Text" || isOther(draft));
}

/**
 * An answer item with the person's files on it (SPEC §16), in the order they
 * were added: only where the question takes files for this draft (a choice
 * question: Other chosen), and never an empty list. A Text question answered
 * with files alone is answered: its item is `{ id, attachments }`.
 */
export function withAttachments(
  question: QuestionItem,
  draft: Draft,
  item: AnswerItem,
  attachments: readonly AnswerAttachment[] | undefined,
): AnswerItem {
  if (!attachments?.length || !takesFiles(question, draft)) return item;
  // Other chosen with a blank box is no answer of the person's own: files alone do not make one.
  if (question.type !== "Text" && !item.selected?.length) return item;
  return { ...item, attachments: [...attachments] };
}

/**
 * The files of a stored answer item that `readAttachment` reads (with
 * `draft`, a draft's empty `url` too), in order; anything else is dropped.
 */
export function readAttachments(item: unknown, options?: ReadAttachmentOptions): AnswerAttachment[] {
  const list = isObject(item) ? item.attachments : undefined;
  return Array.isArray(list) ? list.flatMap((file) => readAttachment(file, options) ?? []) : [];
}

/** A file of an answer set as a tool result sends it: the file, and its bytes when its `url` is a `data:` URL. */
export interface SentFile {
  /** The file as the answer carries it. */
  file: AnswerAttachment;
  /** Its media type and base64 bytes, from a `data:` URL; absent for an uploaded (http) file. */
  data?: { mediaType: string; base64: string };
}

/**
 * An answer set split for a tool result that carries files as their own parts
 * (SPEC §16): the output's JSON text without the bytes (a `data:` file keeps
 * its name, type and size; an uploaded one its URL too), and each file in
 * answer order. The bytes are sent once, in the parts. Undefined when no
 * answer has files: the output goes as it always did.
 */
export function splitFiles(output: QuestionOutput): { text: string; files: SentFile[] } | undefined {
  const files: SentFile[] = [];
  const answers = output.answers.map((answer) => {
    if (!answer?.attachments?.length) return answer;
    const attachments = answer.attachments.map((file) => {
      const data = dataUrlParts(file.url);
      files.push(data ? { file, data } : { file });
      if (!data) return file;
      const { url: _, ...named } = file;
      return named;
    });
    return { ...answer, attachments };
  });
  return files.length ? { text: JSON.stringify({ ...output, answers }), files } : undefined;
}
