import { type ChangeEvent, type ElementType, useId, useState } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import { useQuestionEntry } from "../engine/draftStore.ts";
import { useFormContextFor } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Label } from "../questions/Label.tsx";

/** Props of a question's "Add a note" disclosure. */
export interface QuestionNoteProps {
  /** The question whose answer the note goes with. */
  question: QuestionItem;
}

/**
 * "Add a note" under a question (the form's `notes`, SPEC §11): a disclosure
 * button that reveals a labelled text box, closed until the person opens it
 * (or a note is already there, restored or stored), so the form stays short.
 * The text is kept by question id in the form's store; the protocol trims it
 * and drops a blank one when the answers are shaped.
 */
export function QuestionNote({ question }: QuestionNoteProps) {
  // Inside the form's provider: `FormQuestion` renders it.
  const form = useFormContextFor("QuestionNote");
  const uid = useId();
  const note = useQuestionEntry(form.store, question.id).note ?? "";
  const [open, setOpen] = useState(note !== "");
  const { classNames, labels, readOnly, disabled, components } = form;
  // The host's box, as TextQuestion and the overall note take it: one look for every text box of the form.
  const Box: ElementType = components?.Textarea ?? "textarea";
  // Nothing to add once the answers are sent, and nothing to show without a note.
  if (readOnly && note === "") return null;
  const boxId = `${uid}note`;
  return (
    <div {...slotProps("note", classNames)} data-state={open ? "open" : "closed"}>
      <button
        type="button"
        {...slotProps("note-toggle", classNames)}
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {labels.addNote}
      </button>
      {open && (
        <>
          <Label {...slotProps("label", classNames)} htmlFor={boxId}>
            {labels.note}
          </Label>
          <Box
            id={boxId}
            {...slotProps("note-input", classNames)}
            value={note}
            readOnly={readOnly}
            disabled={disabled}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => form.onNote?.(question.id, event.target.value)}
          />
        </>
      )}
    </div>
  );
}
