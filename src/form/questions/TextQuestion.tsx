import { type ChangeEvent, type ElementType, useRef, useState } from "react";
import { toAnswer } from "../../protocol/index.ts";
import { isRequired } from "../../protocol/required.ts";
import type { InputKind } from "../../protocol/types.ts";
import { SECRET_MASK } from "../engine/answerText.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { withDefaults } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";
import { useBrowserLayoutEffect } from "../kit/useBrowserLayoutEffect.ts";
import { autosize } from "./autosize.ts";
import { LazyQuestionFiles } from "./LazyQuestionFiles.tsx";
import { QuestionShell } from "./QuestionShell.tsx";
import { useQuestionFiles } from "./useQuestionFiles.ts";
import { useSecretBox } from "./useSecretBox.ts";

/** Props of `TextQuestion`: the shared question props with the raw text as value. */
export type TextQuestionProps = QuestionProps<string>;

// The control of each typed kind (SPEC §8). Numbers are text with a numeric keyboard, as GOV.UK
// advises: type=number rounds, ignores letters silently and changes on the scroll wheel.
const INPUT_TYPES: Record<InputKind, { type: string; inputMode?: "decimal" | "numeric"; autoComplete?: string }> = {
  // A string a reader typed as text (MCP's "Repository name"): a line, as a stock form's Input.
  text: { type: "text" },
  email: { type: "email", autoComplete: "email" },
  url: { type: "url" },
  date: { type: "date" },
  "date-time": { type: "datetime-local" },
  number: { type: "text", inputMode: "decimal" },
  integer: { type: "text", inputMode: "numeric" },
  // Never offered to the browser's autofill or its password manager.
  secret: { type: "password", autoComplete: "off" },
};

/**
 * A Text question: a text box that grows with its content. Enter makes a new
 * line; Ctrl+Enter (Cmd+Enter on a Mac) submits the form (its handler, from
 * `getFormProps`, does so from any control; never during an IME composition). A typed
 * `input` (from a format reader) gets a one-line control of its kind instead, where
 * Enter sends as in any form: a line of text, email, url, date, datetime-local, a numeric
 * keyboard, or a masked secret with a Show / Hide button. Its checks run on submit, never while typing.
 * With `attachments` (SPEC §16) the person can also paste, drop or pick files:
 * each shows as a chip under the box, and a refused one is named in the error slot.
 */
export function TextQuestion({ value, onChange, ...shell }: TextQuestionProps) {
  const { question, disabled, readOnly, error } = shell;
  // Read-only shows the answer as it is (or was) sent: the protocol's trimmed text, not the draft.
  const sent = readOnly ? toAnswer(question, value).answer : value;
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useQuestionFormContext();
  const Box: ElementType = form?.components?.Textarea ?? "textarea";
  // The host's one-line box (shadcn's Input) for a typed field, so it takes the app's own style.
  const Line: ElementType = form?.components?.Input ?? "input";
  // `field-sizing: content` (styles.css) grows the box for free. Where it does
  // not apply (WebKit, or no stylesheet) `autosize` sizes it by hand, measuring
  // only changed text, batched with every other box changed in the same commit.
  useBrowserLayoutEffect(() => {
    if (box.current) autosize(box.current, value ?? "");
  }, [value]);

  // The host's Input (shadcn's) for every field a reader typed, text included: what a stock form renders
  // for "Repository name", at its height. A model's open question (no `input`) is a box that grows, and
  // so is a text whose value has held a line break (a default, a tool's argument being edited): a
  // one-line input would drop its line breaks. Once a box, it stays one, so focus never jumps.
  const [lines, setLines] = useState(false);
  if (!lines && question.input?.kind === "text" && value?.includes("\n")) setLines(true);
  const kind = lines ? undefined : question.input?.kind;
  // A secret never sits in an attribute, where a CSS selector, a DOM snapshot or a session
  // replay reads it: React mirrors a controlled input's value into its `value` attribute, so
  // the secret's box is uncontrolled and its text is set through the DOM property. Read-only
  // (sent, or in a receipt) it holds a mask instead, so neither the secret nor its length is there.
  const secretShown = readOnly ? (sent ? SECRET_MASK : "") : (value ?? "");
  const secretBox = useSecretBox(kind === "secret", secretShown);

  const text = withDefaults(shell.labels);
  const [shown, setShown] = useState(false);
  const files = useQuestionFiles(question, value, text);
  const shownError = files.errorWith(error);
  const common = {
    // A <form> around the questions (a host's) reads the answer by question id.
    name: question.id,
    value: sent ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    placeholder: question.placeholder,
    disabled,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-required": isRequired(question),
    ...(files.on && { onPaste: files.onPaste }),
  };
  return (
    <QuestionShell {...shell} {...(files.on && files.dropProps)} error={shownError} kind="field">
      {({ controlId: id, describedBy }) => (
        <>
          {kind ? (
            // A typed value is one line: the control that fits it (its keyboard, its picker).
            <div {...slotProps("input-row", form?.classNames)} data-kind={kind}>
              <Line
                id={id}
                {...slotProps("input", form?.classNames)}
                {...common}
                {...INPUT_TYPES[kind]}
                {...(kind === "secret" && { value: undefined, ref: secretBox })}
                type={kind === "secret" && shown ? "text" : INPUT_TYPES[kind].type}
                aria-describedby={describedBy}
              />
              {kind === "secret" && !readOnly && (
                <button
                  type="button"
                  {...slotProps("secret-toggle", form?.classNames)}
                  aria-controls={id}
                  aria-pressed={shown}
                  data-state={shown ? "shown" : "masked"}
                  disabled={disabled}
                  onClick={() => setShown((now) => !now)}
                >
                  {shown ? text.hideSecret : text.showSecret}
                </button>
              )}
            </div>
          ) : (
            <Box
              ref={box}
              id={id}
              {...slotProps("textarea", form?.classNames)}
              // A model's open question invites a sentence or two.
              rows={2}
              {...common}
              aria-describedby={describedBy}
            />
          )}
          {files.on && (
            <LazyQuestionFiles
              question={question}
              files={files}
              text={text}
              describedBy={describedBy}
              readOnly={readOnly}
              disabled={disabled}
            />
          )}
        </>
      )}
    </QuestionShell>
  );
}
