import { type KeyboardEvent, useRef } from "react";
import { autosize } from "./autosize.ts";
import { Question } from "./Question.tsx";
import type { QuestionProps } from "./QuestionProps.ts";
import { useBrowserLayoutEffect } from "./useBrowserLayoutEffect.ts";

/** Props of `TextQuestion`: the shared question props with the raw text as value. */
export type TextQuestionProps = QuestionProps<string>;

/**
 * A Text question: a text box that grows with its content. Enter makes a new
 * line; Ctrl+Enter (Cmd+Enter on a Mac) submits the surrounding form.
 */
export function TextQuestion({ value, onChange, ...shell }: TextQuestionProps) {
  const { question, disabled, readOnly, error } = shell;
  const box = useRef<HTMLTextAreaElement>(null);
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
    <Question {...shell} kind="field">
      {({ controlId: id, describedBy }) => (
        <textarea
          ref={box}
          id={id}
          className="qf-textarea"
          rows={2}
          value={value ?? ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={submitOnCtrlEnter}
          disabled={disabled}
          readOnly={readOnly}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={question.required !== false}
        />
      )}
    </Question>
  );
}
