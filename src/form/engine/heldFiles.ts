import type { AnswerAttachment } from "../../protocol/types.ts";

// The files a person attached to one question, as the form holds them while they are read or
// uploaded (SPEC §16). Only what is read (`attachment`) reaches the answer; the `File` stays here,
// for the chip's thumbnail, and is never written to a draft.

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
  readonly why: "fileType" | "fileSize" | "fileCount" | "fileUploadFailed";
  readonly detail?: string | undefined;
}

/** What the host's `upload` does with one file: the URL the answer carries instead of a `data:` URL. */
export type FileUpload = (file: File) => Promise<{ url: string }>;

/** The file's name, type and size, as the answer carries them. */
export const factsOf = (file: Pick<File, "name" | "type" | "size">) => ({
  name: file.name,
  // An unknown type is the generic one, never blank: a model's reader needs one.
  mediaType: file.type || "application/octet-stream",
  size: file.size,
});

/**
 * The file's URL for the answer: what `upload` returned, or a `data:` URL read
 * by `FileReader` off the main thread's critical path (the browser reads and
 * encodes; nothing here walks the bytes).
 */
export async function fileUrl(file: File, upload: FileUpload | undefined): Promise<string> {
  if (upload) {
    const { url } = await upload(file);
    if (typeof url !== "string" || url === "") throw new Error("upload returned no url");
    return url;
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsDataURL(file);
  });
}

/** The answer's attachments: the files read so far, in the order added. */
export const readyAttachments = (files: readonly HeldFile[] | undefined): AnswerAttachment[] =>
  (files ?? []).flatMap((held) => (held.attachment ? [held.attachment] : []));
