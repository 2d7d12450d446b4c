import type { ClipboardEvent, DragEvent } from "react";
import type { HeldFile } from "../engine/heldFiles.ts";

// Its own module, not the hook's: the files chunk (QuestionFiles) takes this type, and the hook
// loads that chunk, so a type imported from the hook would tie the three into a circle.
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
