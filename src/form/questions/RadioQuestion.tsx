import * as RadioGroup from "@radix-ui/react-radio-group";
import { type ComponentType, type Ref, useId, useRef, useState } from "react";
import { isRequired } from "../../protocol/required.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";
import { useBrowserLayoutEffect } from "../engine/useBrowserLayoutEffect.ts";
import { withDefaults } from "../labels.ts";
import type { QuestionProps, QuestionRadioProps } from "./QuestionProps.ts";
import { QuestionShell } from "./QuestionShell.tsx";

/** Props of the radio group shared by `SingleChoice` and `YesNo`. */
export interface RadioQuestionProps extends QuestionProps<string> {
  /** The radios in order: the answer `value` each stands for and the `label` shown. */
  choices: readonly { value: string; label: string }[];
}

/**
 * One radio group (Radix RadioGroup rendered onto our fieldset, so the
 * question is both the group's legend and its accessible name). No radio is
 * selected until the person picks one; arrow keys move within the group.
 */
export function RadioQuestion({ value, onChange, choices, ...shell }: RadioQuestionProps) {
  const { question, disabled, readOnly, labels } = shell;
  const uid = useId();
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
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
  return (
    <RadioGroup.Root
      ref={group as Ref<HTMLDivElement>}
      dir={dir}
      asChild
      // `null`, not undefined: the group stays controlled with nothing picked.
      value={value ?? null}
      onValueChange={(picked) => {
        if (!readOnly) onChange(picked);
      }}
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
      >
        {(wiring) =>
          choices.map((choice, index) => {
            const id = index === 0 ? wiring.controlId : `${uid}radio${index}`;
            const recommended = question.recommended !== undefined && choice.value === question.recommended;
            const badgeId = `${uid}badge`;
            return (
              <div
                key={choice.value}
                {...slotProps("option", classNames)}
                data-recommended={recommended ? "" : undefined}
                data-state={choice.value === value ? "checked" : "unchecked"}
              >
                <Radio
                  id={id}
                  value={choice.value}
                  checked={choice.value === value}
                  {...slotProps("radio", classNames)}
                  aria-describedby={recommended ? badgeId : undefined}
                >
                  {/* Always rendered (no Radix Indicator): a glyph keeps the state visible without styles.css. */}
                  <span {...slotProps("indicator", classNames)} aria-hidden="true">
                    {choice.value === value ? "●" : "\u00a0"}
                  </span>
                </Radio>
                <label {...slotProps("option-label", classNames)} htmlFor={id}>
                  {choice.label}
                  {recommended && " "}
                  {recommended && (
                    // Hidden from the name, read as the radio's description instead,
                    // so the option's name stays exactly the option.
                    <span id={badgeId} {...slotProps("badge", classNames)} aria-hidden="true">
                      {withDefaults(labels).recommended}
                    </span>
                  )}
                </label>
              </div>
            );
          })
        }
      </QuestionShell>
    </RadioGroup.Root>
  );
}
