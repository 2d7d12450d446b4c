import * as RadioGroup from "@radix-ui/react-radio-group";
import { type ComponentType, type Ref, useId, useRef, useState } from "react";
import { isOther } from "../../protocol/drafts.ts";
import { isRequired } from "../../protocol/required.ts";
import type { OtherDraft } from "../../protocol/types.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";
import { useBrowserLayoutEffect } from "../engine/useBrowserLayoutEffect.ts";
import { withDefaults } from "../labels.ts";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { numberKeyChoice } from "./numberKey.ts";
import { OptionPreview } from "./OptionPreview.tsx";
import { OtherInput } from "./OtherInput.tsx";
import type { QuestionProps, QuestionRadioProps } from "./QuestionProps.ts";
import { QuestionShell } from "./QuestionShell.tsx";

/** One radio of a `RadioQuestion`. */
export interface RadioChoice {
  /** The answer value it stands for. */
  value: string;
  /** The text shown. */
  label: string;
  /** Shown under the label and read as the radio's description. */
  description?: string | undefined;
  /** Shown as monospace text while the radio is focused or picked. */
  preview?: string | undefined;
}

/** Props of the radio group shared by `SingleChoice` and `YesNo`. */
export interface RadioQuestionProps extends QuestionProps<string | OtherDraft> {
  /** The radios in order (Other, with `allowOther`, comes after them). */
  choices: readonly RadioChoice[];
}

// Labels are never empty (SPEC §1), so the Other radio's value cannot be an option's.
const OTHER = "";

/**
 * One radio group (Radix RadioGroup rendered onto our fieldset, so the
 * question is both the group's legend and its accessible name). No radio is
 * selected until the person picks one; arrow keys move within the group, and
 * 1–9 pick the n-th radio. With `allowOther` a last radio, Other, reveals a
 * text box while picked.
 */
export function RadioQuestion({ value, onChange, choices, ...shell }: RadioQuestionProps) {
  const { question, disabled, readOnly, labels } = shell;
  const uid = useId();
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const text = withDefaults(labels);
  // Ours is Radix's item: it computes `checked` from the group, to the same value.
  const Radio = form?.components?.Radio ?? (RadioGroup.Item as ComponentType<QuestionRadioProps>);
  // Radix takes the reading direction from its own DirectionProvider only and
  // otherwise writes dir="ltr" on the group; follow the page's direction instead.
  const group = useRef<HTMLFieldSetElement>(null);
  const [dir, setDir] = useState<"rtl" | undefined>();
  useBrowserLayoutEffect(() => {
    const around = group.current?.parentElement;
    if (around && getComputedStyle(around).direction === "rtl") setDir("rtl");
  }, []);
  const [focused, setFocused] = useState<number>();
  const watchFocus = choices.some((choice) => choice.preview !== undefined);
  const focusOther = useRef(false);
  const other = question.allowOther ? { value: OTHER, label: text.other } : undefined;
  const all: readonly RadioChoice[] = other ? [...choices, other] : choices;
  const picked = isOther(value) ? OTHER : value;
  const pick = (next: string) => {
    if (!readOnly) onChange(next === OTHER ? { other: isOther(value) ? value.other : "" } : next);
  };
  const previewIndex = focused ?? all.findIndex((choice) => choice.value === picked);
  const preview = all[previewIndex]?.preview;
  return (
    <RadioGroup.Root
      ref={group as Ref<HTMLDivElement>}
      dir={dir}
      asChild
      // `null`, not undefined: the group stays controlled with nothing picked.
      value={picked ?? null}
      onValueChange={pick}
      disabled={disabled}
      // Our own required check runs on submit; the native `required` Radix would
      // put on its hidden inputs would only bring browser bubbles and :invalid.
      aria-required={isRequired(question)}
      aria-readonly={readOnly || undefined}
      aria-invalid={shell.error ? true : undefined}
    >
      <QuestionShell
        {...shell}
        kind="group"
        // Overrides Radix's dir="ltr": without a known direction the group inherits the page's.
        dir={dir}
        onKeyDown={(event) => {
          const index = numberKeyChoice(event, all.length);
          if (index === undefined || readOnly || disabled) return;
          event.preventDefault();
          const target = all[index] as RadioChoice;
          focusOther.current = target === other;
          pick(target.value);
          if (target !== other) event.currentTarget.querySelectorAll<HTMLElement>("[role=radio]")[index]?.focus();
        }}
      >
        {(wiring) => (
          <>
            {all.map((choice, index) => {
              const id = index === 0 ? wiring.controlId : `${uid}radio${index}`;
              const checked = choice.value === picked;
              const recommended = question.recommended !== undefined && choice.value === question.recommended;
              return (
                <ChoiceOption
                  key={choice.value}
                  id={id}
                  label={choice.label}
                  description={choice.description}
                  checked={checked}
                  badge={recommended ? text.recommended : undefined}
                  previewId={preview && index === previewIndex ? `${uid}preview` : undefined}
                  // Focus is followed only where there is a preview to show: a render per focus costs nothing elsewhere.
                  onFocus={watchFocus ? () => setFocused(index) : undefined}
                  onBlur={watchFocus ? () => setFocused(undefined) : undefined}
                >
                  {(describedBy) => (
                    <Radio
                      id={id}
                      value={choice.value}
                      checked={checked}
                      {...slotProps("radio", classNames)}
                      aria-describedby={describedBy}
                    >
                      {/* Always rendered (no Radix Indicator): a glyph keeps the state visible without styles.css. */}
                      <span {...slotProps("indicator", classNames)} aria-hidden="true">
                        {checked ? "●" : "\u00a0"}
                      </span>
                    </Radio>
                  )}
                </ChoiceOption>
              );
            })}
            {isOther(value) && (
              <OtherInput
                id={`${wiring.controlId}-other`}
                label={text.other}
                value={value.other}
                onChange={(typed) => onChange({ other: typed })}
                describedBy={wiring.describedBy}
                invalid={!!shell.error}
                readOnly={readOnly}
                disabled={disabled}
                inputRef={(box) => {
                  if (box && focusOther.current) box.focus();
                  focusOther.current = false;
                }}
              />
            )}
            {preview && <OptionPreview id={`${uid}preview`} text={preview} />}
          </>
        )}
      </QuestionShell>
    </RadioGroup.Root>
  );
}
