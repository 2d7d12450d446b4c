import { useRef } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Button } from "./Button.tsx";

/** Props of `FilePicker`. */
export interface FilePickerProps {
  /** The button's text (the `attachFiles` label). */
  label: string;
  /** The types the chooser offers (the question's `attachments.accept`); any when absent. */
  accept?: readonly string[] | undefined;
  /** More than one file may be chosen at once. */
  multiple: boolean;
  /** Takes no input. */
  disabled?: boolean | undefined;
  /** The ids of the question's hint and error, so the button is described as the question is. */
  describedBy?: string | undefined;
  /** Called with the files the person chose. */
  onPick: (files: File[]) => void;
}

/**
 * The button that opens the file chooser: a real `<input type="file">`, kept
 * out of the Tab order and out of sight (its own button cannot be styled or
 * named well), behind one of our buttons that Tab reaches and that opens it.
 */
export function FilePicker({ label, accept, multiple, disabled, describedBy, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <>
      <Button
        type="button"
        {...slotProps("files-pick", classNames)}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        {...slotProps("files-input", classNames)}
        // Hidden by attribute, not only by styles.css: a page without our stylesheet shows no second button.
        hidden
        tabIndex={-1}
        aria-hidden
        accept={accept?.length ? accept.join(",") : undefined}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again (after removing it) is a change too.
          event.currentTarget.value = "";
          if (files.length) onPick(files);
        }}
      />
    </>
  );
}
