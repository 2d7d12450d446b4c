import { useRef } from "react";
import { fileLimits } from "../../protocol/fileProblem.ts";
import type { QuestionItem } from "../../protocol/types.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";
import { FileChip } from "./FileChip.tsx";
import { FilePicker } from "./FilePicker.tsx";
import type { QuestionFilesState } from "./questionFilesState.ts";

// The files chunk's other half, loaded with the chips through this module (LazyQuestionFiles'
// `loadFilesChunk`): what adding a file does, which a form without files never needs.
export { addFiles, refusedText } from "./addFiles.ts";

/** Props of `QuestionFiles`. */
export interface QuestionFilesProps {
  /** The question, for its `attachments` (what the chooser offers). */
  question: QuestionItem;
  /** From `useQuestionFiles`. */
  files: QuestionFilesState;
  /** The merged labels. */
  text: QuestionFormLabels;
  /** The ids of the question's hint and error, for the pick button. */
  describedBy?: string | undefined;
  /** Shows the files without the pick and remove buttons (sent, or in a receipt). */
  readOnly?: boolean | undefined;
  /** Takes no input. */
  disabled?: boolean | undefined;
}

/**
 * A question's files (SPEC §16), under its text box: the pick button, a chip
 * for each file, the note on files a restored draft did not keep, and a polite
 * live region that says what was attached, refused or removed.
 */
export function QuestionFiles({ question, files, text, describedBy, readOnly, disabled }: QuestionFilesProps) {
  const classNames = useQuestionFormContext()?.classNames;
  const root = useRef<HTMLDivElement>(null);
  const { accept, maxFiles } = fileLimits(question.attachments);
  const full = files.files.length >= maxFiles;
  return (
    <div {...slotProps("files", classNames)} ref={root} data-state={files.files.length ? "some" : "none"}>
      {!readOnly && (
        <FilePicker
          label={text.attachFiles}
          accept={accept}
          multiple={maxFiles > 1}
          disabled={disabled}
          describedBy={describedBy}
          onPick={files.add}
        />
      )}
      {files.files.length > 0 && (
        <ul {...slotProps("files-list", classNames)} aria-label={text.attachedFiles} data-full={full ? "" : undefined}>
          {files.files.map((held) => {
            const name = held.file?.name ?? held.attachment?.name ?? "";
            return (
              <FileChip
                key={held.key}
                held={held}
                removeLabel={text.removeFile.replaceAll("{name}", name)}
                readOnly={readOnly}
                disabled={disabled}
                onRemove={() => {
                  files.remove(held.key);
                  // The pressed button goes with its chip: focus stays in the question, on the pick button.
                  root.current?.querySelector<HTMLElement>('[data-slot="files-pick"]')?.focus();
                }}
              />
            );
          })}
        </ul>
      )}
      {!readOnly && files.dropped.length > 0 && (
        <p {...slotProps("files-note", classNames)}>
          {text.filesNotKept.replaceAll("{names}", files.dropped.join(", "))}
        </p>
      )}
      <p {...slotProps("files-status", classNames)} role="status" aria-live="polite">
        {files.announcement}
      </p>
    </div>
  );
}
