import { type ClipboardEvent, type DragEvent, useState } from "react";
import { fileLimits, fileProblem, offersFiles, takesFiles } from "../../protocol/attachments.ts";
import type { Draft, QuestionItem } from "../../protocol/types.ts";
import { createDraftStore, useQuestionEntry } from "../engine/draftStore.ts";
import { factsOf, fileUrl, type HeldFile, type RefusedFile } from "../engine/heldFiles.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { fileSize } from "../kit/fileSize.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";

/** One question's attached files, and the ways to add and remove them (`useQuestionFiles`). */
export interface QuestionFilesState {
  /** The question takes files for its current draft (a choice question: while Other is chosen). */
  on: boolean;
  /** The files held, in the order added (reading or read). */
  files: readonly HeldFile[];
  /**
   * What the question's error slot shows: its own `error`, and beside it what the files the last add
   * did not take (or a failed upload) say; both stay until fixed. `undefined` when neither.
   */
  errorWith: (error: string | undefined) => string | undefined;
  /** The names of files a restored draft had but does not keep. */
  dropped: readonly string[];
  /** What the polite live region says about the last change ("" before any). */
  announcement: string;
  /** Adds files: each checked against the question's `attachments`, then read (or uploaded). */
  add: (files: Iterable<File>) => void;
  /** Removes one file by its key. */
  remove: (key: string) => void;
  /** For the text box: a paste that carries files attaches them. */
  onPaste: (event: ClipboardEvent) => void;
  /** For the question: files dropped on it are attached. */
  dropProps: {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    /** `over` while files are dragged over the question. */
    "data-drop": "over" | undefined;
  };
}

let nextKey = 0;

// Read by a question rendered outside any form: it never holds a file.
const NO_STORE = /* @__PURE__ */ createDraftStore();

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

/** Whether a drag carries files (not text or a link being dragged within the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * One question's files (SPEC §16), held in the form's store by question id:
 * adding checks each file with the protocol's `fileProblem` (type, size,
 * count) and starts its read (a `data:` URL) or the host's `upload`, which the
 * send waits for; a refused file or a failed upload is named in the question's
 * error slot, and the other files and the typed text stay. Every change is
 * announced in a polite live region.
 */
export function useQuestionFiles(question: QuestionItem, draft: Draft, labels: QuestionFormLabels): QuestionFilesState {
  const form = useQuestionFormContext();
  // Outside a form (a question rendered alone) there is no store to hold files: none are offered.
  const entry = useQuestionEntry(form?.store ?? NO_STORE, question.id);
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState(false);
  const on = !!form?.onFiles && offersFiles(question) && takesFiles(question, draft);
  const files = entry.files ?? [];

  function add(list: Iterable<File>) {
    if (!form?.onFiles || form.readOnly || form.disabled || !on) return;
    const { store, onFiles, upload } = form;
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
    const said = [
      ...added.map((file) => fill(labels.fileAdded, { name: (file.file as File).name })),
      ...refused.map((file) => refusedText(file, question, labels)),
    ];
    setAnnouncement(said.join(". "));
    for (const next of added) {
      const file = next.file as File;
      const reading = fileUrl(file, upload).then(
        (url) => settle(next.key, { ...next, state: "ready", attachment: { ...factsOf(file), url } }),
        (error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error);
          settle(next.key, undefined, { name: file.name, why: "fileUploadFailed", detail });
          setAnnouncement(refusedText({ name: file.name, why: "fileUploadFailed", detail }, question, labels));
        },
      );
      store.track(reading);
    }
  }

  // A read or upload ended: the file is read (or gone, with why), unless the person removed it meanwhile.
  function settle(key: string, done: HeldFile | undefined, failed?: RefusedFile) {
    if (!form?.onFiles) return;
    const now = form.store.entry(question.id);
    const list = now.files ?? [];
    if (!list.some((file) => file.key === key)) return;
    const next = done ? list.map((file) => (file.key === key ? done : file)) : list.filter((file) => file.key !== key);
    form.onFiles(question, next, failed ? [...(now.refused ?? []), failed] : now.refused);
  }

  function remove(key: string) {
    if (!form?.onFiles || form.readOnly || form.disabled) return;
    const gone = files.find((file) => file.key === key);
    form.onFiles(
      question,
      files.filter((file) => file.key !== key),
      undefined,
    );
    const name = gone?.file?.name ?? gone?.attachment?.name;
    if (name !== undefined) setAnnouncement(fill(labels.fileRemoved, { name }));
  }

  return {
    on,
    files,
    errorWith: (error) =>
      [error, ...(on ? (entry.refused ?? []).map((refused) => refusedText(refused, question, labels)) : [])]
        .join(" ")
        .trim() || undefined,
    dropped: entry.droppedFiles ?? [],
    announcement,
    add,
    remove,
    onPaste(event) {
      const pasted = Array.from(event.clipboardData?.files ?? []);
      if (!on || !pasted.length) return;
      // An image copied from a page may come with its text too: then the text is pasted as well.
      if (!event.clipboardData.getData("text/plain")) event.preventDefault();
      add(pasted);
    },
    dropProps: {
      onDragOver(event) {
        // Saying "a drop goes here" is what lets the drop happen at all.
        if (!on || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      },
      onDragLeave(event) {
        // Leaving for a child of the question is still over it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      "data-drop": over ? "over" : undefined,
      onDrop(event) {
        setOver(false);
        const dropped = Array.from(event.dataTransfer?.files ?? []);
        if (!on || !dropped.length) return;
        event.preventDefault();
        add(dropped);
      },
    },
  };
}
