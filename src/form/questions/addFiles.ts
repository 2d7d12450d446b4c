import { isAttachmentUrl } from "../../protocol/attachments.ts";
import { fileLimits, fileProblem } from "../../protocol/fileProblem.ts";
import type { QuestionItem } from "../../protocol/types.ts";
import type { DraftStore } from "../engine/draftStore.ts";
import type { FileUpload, HeldFile, RefusedFile } from "../engine/heldFiles.ts";
import type { QuestionFormContextValue } from "../engine/QuestionFormContext.ts";
import { fileSize } from "../kit/fileSize.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";

// Adding files to a question (SPEC §16): the checks, the reads or uploads and the texts of a refusal.
// Part of the files chunk (QuestionFiles.tsx passes it on), not of the form's first load: only a
// question that offers files loads it, as it shows or at its first paste or drop (useQuestionFiles).

let nextKey = 0;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** What the error slot says about one refused file, in the form's labels. */
export function refusedText(refused: RefusedFile, question: QuestionItem, labels: QuestionFormLabels): string {
  const { accept, maxFiles, maxBytes } = fileLimits(question.attachments);
  const max = refused.why === "fileSize" ? fileSize(maxBytes) : String(maxFiles);
  return fill(labels[refused.why], {
    name: refused.name,
    accept: accept.join(", "),
    max,
    reason: refused.detail ?? "",
  });
}

/** The file's name, type and size, as the answer carries them. */
const factsOf = (file: Pick<File, "name" | "type" | "size">) => ({
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
async function fileUrl(file: File, upload: FileUpload | undefined): Promise<string | undefined> {
  if (upload) {
    const { url } = await upload(file);
    if (isAttachmentUrl(url)) return url;
    // The protocol's rule for a file's url (SPEC §16): what a server would refuse is refused here. The
    // person is told in their words (`fileUploadUnusable`); the developer, whose `upload` it is, is
    // told which URL, where a developer looks.
    console.warn(
      `agent-question-form: upload returned ${JSON.stringify(url)} for ${JSON.stringify(file.name)}; an answer's file needs a data: or http(s) URL (SPEC §16), so the file was not attached.`,
    );
    return undefined;
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsDataURL(file);
  });
}

/** What `addFiles` works with: one question of a form that holds files, and where it says what happened. */
export interface AddFilesTarget {
  question: QuestionItem;
  /** The merged labels. */
  labels: QuestionFormLabels;
  /** The form's store: the files held, and the reads the send waits for. */
  store: DraftStore;
  /** The form's `onFiles`. */
  onFiles: NonNullable<QuestionFormContextValue["onFiles"]>;
  /** The host's upload; without it a file is read as a `data:` URL. */
  upload: FileUpload | undefined;
  /** Sets the text of the question's polite live region. */
  announce: (text: string) => void;
}

/**
 * Adds files to a question: each is checked with the protocol's `fileProblem`
 * (type, size, count), then read (a `data:` URL) or uploaded, a read the
 * form's store tracks so the send waits for it. What was added or refused is
 * announced; a refused file or a failed upload is kept (`refused`) for the
 * question's error slot, and the other files and the typed text stay.
 */
export function addFiles(
  list: Iterable<File>,
  { question, labels, store, onFiles, upload, announce }: AddFilesTarget,
): void {
  const held = [...(store.entry(question.id).files ?? [])];
  const refused: RefusedFile[] = [];
  const added: HeldFile[] = [];
  for (const file of list) {
    const why = fileProblem(question, file, held.length);
    if (why) {
      refused.push({ name: file.name, why });
      continue;
    }
    const next: HeldFile = { key: `file-${nextKey++}`, file, state: "reading" };
    held.push(next);
    added.push(next);
  }
  onFiles(question, held, refused);
  announce(
    [
      ...added.map((file) => fill(labels.fileAdded, { name: (file.file as File).name })),
      ...refused.map((file) => refusedText(file, question, labels)),
    ].join(". "),
  );

  // A read or upload ended: the file is read (or gone, with why), unless the person removed it meanwhile.
  function settle(key: string, done: HeldFile | undefined, failed?: RefusedFile) {
    const now = store.entry(question.id);
    const list = now.files ?? [];
    if (!list.some((file) => file.key === key)) return;
    const next = done ? list.map((file) => (file.key === key ? done : file)) : list.filter((file) => file.key !== key);
    onFiles(question, next, failed ? [...(now.refused ?? []), failed] : now.refused);
  }

  // A read or upload that gave no URL to send: the file goes, named in the error slot and announced.
  function fail(key: string, failed: RefusedFile) {
    settle(key, undefined, failed);
    announce(refusedText(failed, question, labels));
  }

  for (const next of added) {
    const file = next.file as File;
    const reading = fileUrl(file, upload).then(
      (url) =>
        url === undefined
          ? fail(next.key, { name: file.name, why: "fileUploadUnusable" })
          : settle(next.key, { ...next, state: "ready", attachment: { ...factsOf(file), url } }),
      (error: unknown) =>
        fail(next.key, {
          name: file.name,
          why: "fileUploadFailed",
          detail: error instanceof Error ? error.message : String(error),
        }),
    );
    store.track(reading);
  }
}
