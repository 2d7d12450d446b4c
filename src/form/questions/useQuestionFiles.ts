import { type DragEvent, useState } from "react";
import { offersFiles, takesFiles } from "../../protocol/attachments.ts";
import type { Draft, QuestionItem } from "../../protocol/types.ts";
import { createDraftStore, useQuestionEntry } from "../engine/draftStore.ts";
import type { RefusedFile } from "../engine/heldFiles.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import { loadedFilesChunk, loadFilesChunk } from "./LazyQuestionFiles.tsx";
import type { QuestionFilesState } from "./questionFilesState.ts";

// Read by a question rendered outside any form: it never holds a file.
const NO_STORE = /* @__PURE__ */ createDraftStore();

/** Whether a drag carries files (not text or a link being dragged within the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * One question's files (SPEC §16), held in the form's store by question id:
 * adding checks each file with the protocol's `fileProblem` (type, size,
 * count) and starts its read (a `data:` URL) or the host's `upload`, which the
 * send waits for; a refused file or a failed upload is named in the question's
 * error slot, and the other files and the typed text stay. Every change is
 * announced in a polite live region. Adding is the files chunk's (`addFiles`),
 * in as the question's files show: a form without files never loads it.
 */
export function useQuestionFiles(question: QuestionItem, draft: Draft, labels: QuestionFormLabels): QuestionFilesState {
  const form = useQuestionFormContext();
  // Outside a form (a question rendered alone) there is no store to hold files: none are offered.
  const entry = useQuestionEntry(form?.store ?? NO_STORE, question.id);
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState(false);
  const on = !!form?.onFiles && offersFiles(question) && takesFiles(question, draft);
  const files = entry.files ?? [];
  // The chunk words a refusal (a size, the types taken); a file the chunk never came in to add is
  // named here, where `{name}` is all its label holds.
  const chunk = on ? loadedFilesChunk() : undefined;
  const refusedWords = (refused: RefusedFile) =>
    chunk ? chunk.refusedText(refused, question, labels) : labels[refused.why].replaceAll("{name}", refused.name);

  function add(list: Iterable<File>) {
    if (!form?.onFiles || form.readOnly || form.disabled || !on) return;
    const { store, onFiles, upload } = form;
    const target = { question, labels, store, onFiles, upload, announce: setAnnouncement };
    const loaded = loadedFilesChunk();
    if (loaded) loaded.addFiles(list, target);
    else {
      // A paste or drop before the chunk is in: taken once it is, and the send waits for that too.
      const taken = Array.from(list);
      store.track(
        loadFilesChunk().then(
          (module) => module.addFiles(taken, target),
          () => {
            // The chunk failed to load (a deploy replaced it, the network dropped): these files were
            // never added, so each is named in the error slot, for the person to attach again.
            const now = store.entry(question.id);
            const lost = taken.map((file): RefusedFile => ({ name: file.name, why: "fileNotAdded" }));
            onFiles(question, now.files ?? [], [...(now.refused ?? []), ...lost]);
            setAnnouncement(lost.map(refusedWords).join(". "));
          },
        ),
      );
    }
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
    if (name !== undefined) setAnnouncement(labels.fileRemoved.replaceAll("{name}", name));
  }

  return {
    on,
    files,
    errorWith: (error) => [error, ...(on ? (entry.refused ?? []).map(refusedWords) : [])].join(" ").trim() || undefined,
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
