import { isOther } from "./drafts.ts";
import { isObject } from "./json.ts";
import type { AnswerAttachment, AnswerItem, Draft, QuestionAttachments, QuestionItem } from "./types.ts";

// The rules of files in an answer (SPEC §16), in one place: which question takes files, which file
// it refuses and why, and how the files join the answer item. The form checks each file here as it is
// added, and shapes the answer here; it never re-implements a rule.

/** Most files in one answer when the question does not say (SPEC §16). */
export const DEFAULT_MAX_FILES = 4;
/** Largest size of one file when the question does not say: 5 MB (SPEC §16). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file is refused: its type is not accepted, it is too large, or the answer has all it may have. */
export type FileRefusal = "fileType" | "fileSize" | "fileCount";

/** What a file is, as far as the rules look: its name, its MIME type (`""` when unknown) and its size in bytes. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Whether a question offers files: a Text question with `attachments`, or a
 * choice question with `allowOther` and `attachments` (the files go with the
 * person's own answer, SPEC §16).
 */
export function offersFiles(question: QuestionItem): boolean {
  if (!isObject(question.attachments)) return false;
  const choice = question.type === "SingleChoice" || question.type === "MultiChoice";
  return question.type === "Text" || (choice && !!question.allowOther);
}

/** Whether this draft of the question can carry files: a Text question's always, a choice question's while Other is chosen. */
export function takesFiles(question: QuestionItem, draft: Draft): boolean {
  return offersFiles(question) && (question.type === "Text" || isOther(draft));
}

/** A question's file limits with their defaults filled in. */
export function fileLimits(attachments: QuestionAttachments | undefined): Required<QuestionAttachments> {
  return {
    accept: attachments?.accept ?? [],
    maxFiles: attachments?.maxFiles ?? DEFAULT_MAX_FILES,
    maxBytes: attachments?.maxBytes ?? DEFAULT_MAX_BYTES,
  };
}

/**
 * Whether `accept` (MIME types, `"image/*"` patterns, or `.png` extensions as
 * an `<input accept>` takes) lets a file in; an empty or absent list takes any.
 */
export function acceptsFile(accept: readonly string[] | undefined, { name, type }: Pick<FileFacts, "name" | "type">) {
  if (!accept?.length) return true;
  const mime = type.toLowerCase();
  const lowerName = name.toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    if (wanted.startsWith(".")) return lowerName.endsWith(wanted);
    if (wanted.endsWith("/*")) return mime.startsWith(wanted.slice(0, -1));
    return mime === wanted;
  });
}

/**
 * Why a question refuses one more file, or undefined when it takes it:
 * `fileType` (not in `accept`), `fileSize` (past `maxBytes`), `fileCount`
 * (the answer already holds `held` files, `maxFiles` of them). Checked in
 * that order, so the message names what the person can least change first.
 */
export function fileProblem(question: QuestionItem, file: FileFacts, held: number): FileRefusal | undefined {
  const { accept, maxFiles, maxBytes } = fileLimits(question.attachments);
  if (!acceptsFile(accept, file)) return "fileType";
  if (file.size > maxBytes) return "fileSize";
  if (held >= maxFiles) return "fileCount";
  return undefined;
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
 * The attachments of a stored answer item that have the four fields of an
 * `AnswerAttachment` (a `url` may be `""`: a draft keeps no file's contents);
 * anything else is dropped.
 */
export function readAttachments(item: unknown): AnswerAttachment[] {
  const list = isObject(item) ? item.attachments : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (file): file is AnswerAttachment =>
      isObject(file) &&
      typeof file.name === "string" &&
      typeof file.mediaType === "string" &&
      typeof file.size === "number" &&
      typeof file.url === "string",
  );
}
