import { useEffect, useState } from "react";
import type { HeldFile } from "../engine/heldFiles.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { fileSize } from "../kit/fileSize.ts";
import { slotProps } from "../kit/slots.ts";

/** Props of `FileChip`. */
export interface FileChipProps {
  /** The file, as the form holds it. */
  held: HeldFile;
  /** The remove button's name (the `removeFile` label, its `{name}` filled in). */
  removeLabel: string;
  /** Shown without its remove button (sent, or in a receipt). */
  readOnly?: boolean | undefined;
  /** Takes no input. */
  disabled?: boolean | undefined;
  /** Called when the person removes the file. */
  onRemove: () => void;
}

/** Where a chip's thumbnail comes from: an object URL of the file, or the sent image's own URL. */
function useThumbnail(held: HeldFile): string | undefined {
  const { file, attachment } = held;
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    // An object URL points at the file in memory, no copy, and is let go as the chip goes; made
    // once per file, not again when its read ends.
    if (!file?.type.startsWith("image/") || typeof URL.createObjectURL !== "function") return undefined;
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // A restored or sent file has no `File`: its own URL shows it.
  return file ? objectUrl : attachment?.mediaType.startsWith("image/") ? attachment.url : undefined;
}

/**
 * One attached file: a thumbnail for an image, its name and its size ("1.2 MB"),
 * and a button that removes it, named "Remove <name>". `data-state` is
 * `reading` until the file is read (or uploaded), then `ready`.
 */
export function FileChip({ held, removeLabel, readOnly, disabled, onRemove }: FileChipProps) {
  const classNames = useQuestionFormContext()?.classNames;
  const name = held.file?.name ?? held.attachment?.name ?? "";
  const size = held.file?.size ?? held.attachment?.size ?? 0;
  const mediaType = held.file?.type || held.attachment?.mediaType || "";
  const thumbnail = useThumbnail(held);
  return (
    <li
      {...slotProps("file", classNames)}
      data-state={held.state}
      data-kind={mediaType.startsWith("image/") ? "image" : "file"}
      aria-busy={held.state === "reading" || undefined}
    >
      {/* The name says what it is: the picture is decoration beside it. */}
      {thumbnail && <img {...slotProps("file-thumbnail", classNames)} src={thumbnail} alt="" />}
      <bdi {...slotProps("file-name", classNames)}>{name}</bdi>
      <span {...slotProps("file-size", classNames)}>{fileSize(size)}</span>
      {!readOnly && (
        <button
          type="button"
          {...slotProps("file-remove", classNames)}
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </li>
  );
}
