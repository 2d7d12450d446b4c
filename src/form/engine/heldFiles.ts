import type { AnswerAttachment } from "../../protocol/types.ts";

// The files a person attached to one question, as the form holds them while they are read or
// uploaded (SPEC §16). Only what is read (`attachment`) reaches the answer; the `File` stays here,
// for the chip's thumbnail, and is never written to a draft. Reading a file (and the checks before)
// is `addFiles.ts`, in the files chunk: this module's types and `readyAttachments` are every form's.

/** One file the person attached to a question. */
export interface HeldFile {
  /** Tells chips apart: two files may share a name. */
  readonly key: string;
  /** The file as the browser gave it; absent for one restored from a stored answer (nothing to read again). */
  readonly file?: File | undefined;
  /** What the answer carries, once read (a `data:` URL) or uploaded (the host's URL); absent while `reading`. */
  readonly attachment?: AnswerAttachment | undefined;
  /** `reading` until its URL is known; `ready` after. */
  readonly state: "reading" | "ready";
}

/** Why the last files added were not taken, each with the file's name (`detail`: an upload's own error text). */
export interface RefusedFile {
  readonly name: string;
  readonly why: "fileType" | "fileSize" | "fileCount" | "fileUploadFailed" | "fileUploadUnusable" | "fileNotAdded";
  readonly detail?: string | undefined;
}

/** What the host's `upload` does with one file: the URL the answer carries instead of a `data:` URL. */
export type FileUpload = (file: File) => Promise<{ url: string }>;

/** The answer's attachments: the files read so far, in the order added. */
export const readyAttachments = (files: readonly HeldFile[] | undefined): AnswerAttachment[] =>
  (files ?? []).flatMap((held) => (held.attachment ? [held.attachment] : []));
