import { accepts } from "./attachments.ts";
import { ATTACHMENT_LIMITS } from "./limits.ts";
import type { QuestionAttachments, QuestionItem } from "./types.ts";

// Which file a question refuses as the person adds it (SPEC §16), with its limits' defaults: the
// rule the form's files chunk runs. A module of its own, apart from `attachments.ts` (which every
// form loads, for its questions' and drafts' files), so a form whose questions never offer files
// does not load it: an app's bundler splits by module, not by function.

/** Why a file is refused: its type is not accepted, it is too large, or the answer has all it may have. */
export type FileRefusal = "fileType" | "fileSize" | "fileCount";

/** What a file is, as far as the rules look: its name, its MIME type (`""` when unknown) and its size in bytes. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** A question's file limits with their defaults filled in. */
export function fileLimits(attachments: QuestionAttachments | undefined): Required<QuestionAttachments> {
  return {
    accept: attachments?.accept ?? [],
    maxFiles: attachments?.maxFiles ?? ATTACHMENT_LIMITS.defaultMaxFiles,
    maxBytes: attachments?.maxBytes ?? ATTACHMENT_LIMITS.defaultMaxBytes,
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
  // An extension is the name's ending; a MIME type or pattern is `accepts`' rule.
  return accept.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.startsWith(".") ? lowerName.endsWith(wanted) : accepts([wanted], mime);
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
