import { type ElementType, type KeyboardEvent, useRef } from "react";
import { toAnswer } from "../../protocol/index.ts";
import { isRequired } from "../../protocol/required.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";
import { useBrowserLayoutEffect } from "../engine/useBrowserLayoutEffect.ts";
import { autosize } from "./autosize.ts";
import type { QuestionProps } from "./QuestionProps.ts";
import { QuestionShell } from "./QuestionShell.tsx";

/** Props of `TextQuestion`: the shared question props with the raw text as value. */
export type TextQuestionProps = QuestionProps<string>;

/**
 * A Text question: a text box that grows with its content. Enter makes a new
 * line; Ctrl+Enter (Cmd+Enter on a Mac) submits the surrounding form.
 */
export function TextQuestion({ value, onChange, ...shell }: TextQuestionProps) {
  const { question, disabled, readOnly, error } = shell;
  // Read-only shows the answer as it is (or was) sent: the protocol's trimmed text, not the draft.
  const shown = readOnly ? toAnswer(question, value).answer : value;
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useQuestionFormContext();
  const Box: ElementType = form?.components?.Textarea ?? "textarea";
  // `field-sizing: content` (styles.css) grows the box for free. Where it does
  // not apply (WebKit, or no stylesheet) `autosize` sizes it by hand, measuring
  // only changed text, batched with every other box changed in the same commit.
  useBrowserLayoutEffect(() => {
    if (box.current) autosize(box.current, value ?? "");
  }, [value]);

  function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <QuestionShell {...shell} kind="field">
      {({ controlId: id, describedBy }) => (
        <Box
          ref={box}
          id={id}
          {...slotProps("textarea", form?.classNames)}
          rows={2}
          value={shown ?? ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={submitOnCtrlEnter}
          disabled={disabled}
          readOnly={readOnly}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired(question)}
        />
      )}
    </QuestionShell>
  );
}
