import type { ChangeEvent, ElementType, RefObject } from "react";
import { SECRET_MASK } from "../engine/answerText.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { withDefaults } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";
import { LazyQuestionFiles } from "./LazyQuestionFiles.tsx";
import type { QuestionWiring } from "./QuestionShell.tsx";
import type { QuestionFilesState } from "./questionFilesState.ts";
import type { OptionPreviewState } from "./useOptionPreview.ts";
import { useSecretBox } from "./useSecretBox.ts";

/** Props of `ChoiceExtras`: the question's state, and what its Other box and preview panel show. */
export interface ChoiceExtrasProps
  extends Pick<QuestionProps, "question" | "error" | "readOnly" | "disabled" | "labels"> {
  /** The question's ids: the box's is its control's with `-other`, and the box is described as the question is. */
  wiring: QuestionWiring;
  /** The `other` label: the box's name is it and the question (`Other — <question>`). */
  label: string;
  /** The text typed in the Other box while Other is chosen; undefined while it is not (no box). */
  other: string | undefined;
  /** Called with the box's text on every edit (typing in it keeps Other chosen). */
  onOtherChange: (text: string) => void;
  /**
   * Set to true just before Other is chosen by its number key: the box takes
   * focus as it appears (then the flag is cleared). A click or an arrow leaves
   * focus on the choice.
   */
  focusOther: RefObject<boolean>;
  /** The preview to show, from `useOptionPreview`. */
  preview: OptionPreviewState;
  /** The question's files (`attachments`, SPEC §16): offered under the Other box while Other is chosen. */
  files?: QuestionFilesState | undefined;
}

/**
 * What follows a choice question's options. GOV.UK's conditional reveal: a
 * text box right under the Other choice, shown only while Other is chosen,
 * named by the `other` label and the question. Then the focused (else the chosen) option's
 * preview as monospace text, never HTML, or through the host's `Preview`.
 */
export function ChoiceExtras({
  wiring,
  label,
  other,
  onOtherChange,
  focusOther,
  preview,
  files,
  question,
  ...state
}: ChoiceExtrasProps) {
  // The box's `name` is the question's id, as its choices have; a secret's Other text is masked while typed.
  const name = question.id;
  const secret = question.input?.kind === "secret";
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const Preview = form?.components?.Preview;
  // The host's one-line box (shadcn's Input), as the typed fields have.
  const Line: ElementType = form?.components?.Input ?? "input";
  // Read-only (sent, or in a receipt) a secret's box holds a mask: neither the secret nor its length.
  const secretBox = useSecretBox(!!secret, state.readOnly && other ? SECRET_MASK : (other ?? ""));
  return (
    <>
      {other !== undefined && (
        <div {...slotProps("other", classNames)}>
          <Line
            ref={(box: HTMLInputElement | null) => {
              if (box && focusOther.current) box.focus();
              focusOther.current = false;
              secretBox.current = box;
            }}
            id={`${wiring.controlId}-other`}
            type={secret ? "password" : "text"}
            autoComplete={secret ? "off" : undefined}
            name={name}
            {...slotProps("other-input", classNames)}
            readOnly={state.readOnly}
            disabled={state.disabled}
            // A secret never sits in an attribute (SPEC §9): its box is uncontrolled, its text set below.
            value={secret ? undefined : other}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onOtherChange(event.currentTarget.value)}
            // Named by its question too: two Other boxes in one form are two names in a screen reader's
            // list of fields (and in voice control), not "Other" twice; the visible word comes first.
            aria-label={`${label} — ${question.question}`}
            aria-describedby={wiring.describedBy}
            aria-invalid={!!state.error || undefined}
            // A pasted image goes with the person's own answer (SPEC §16).
            onPaste={files?.on ? files.onPaste : undefined}
          />
          {files?.on && (
            <LazyQuestionFiles
              question={question}
              files={files}
              text={withDefaults(state.labels)}
              describedBy={wiring.describedBy}
              readOnly={state.readOnly}
              disabled={state.disabled}
            />
          )}
        </div>
      )}
      {preview.text &&
        (Preview && preview.option ? (
          // The host's renderer (Markdown, say) inside our panel, which keeps the id the option points at.
          <div id={preview.id} {...slotProps("preview", classNames)}>
            <Preview preview={preview.text} option={preview.option} />
          </div>
        ) : (
          <pre id={preview.id} {...slotProps("preview", classNames)}>
            {preview.text}
          </pre>
        ))}
    </>
  );
}
