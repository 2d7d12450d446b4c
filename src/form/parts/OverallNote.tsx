import { type ChangeEvent, type ElementType, useId } from "react";
import { useOverallNote } from "../engine/draftStore.ts";
import { useFormContextFor } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Label } from "../questions/Label.tsx";

/**
 * The note on the whole answer set (the form's `overallNote`, SPEC §14): one
 * labelled, optional text box under the questions, for a "yes, but…". Kept
 * in the form's store, so typing in it re-renders it alone; the protocol trims
 * it and drops a blank one when the output is shaped. Once the answers are
 * sent it shows read-only, and not at all without a note. The box is the
 * host's `components.Textarea` when given, as a Text question's is.
 */
export function OverallNote() {
  // Inside the form's provider: `FormView` and the steps review render it.
  const form = useFormContextFor("OverallNote");
  const uid = useId();
  const note = useOverallNote(form.store);
  const { classNames, labels, readOnly, disabled, onOverallNote, components } = form;
  // The host's box, as TextQuestion takes it: one look for every text box of the form.
  const Box: ElementType = components?.Textarea ?? "textarea";
  if ((readOnly && note === "") || (!onOverallNote && note === "")) return null;
  const boxId = `${uid}overall`;
  return (
    <div {...slotProps("overall-note", classNames)}>
      <Label {...slotProps("label", classNames)} htmlFor={boxId}>
        {labels.overallNote} <span {...slotProps("optional", classNames)}>{labels.optional}</span>
      </Label>
      <Box
        id={boxId}
        {...slotProps("overall-note-input", classNames)}
        value={note}
        readOnly={readOnly || !onOverallNote}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onOverallNote?.(event.target.value)}
      />
    </div>
  );
}
