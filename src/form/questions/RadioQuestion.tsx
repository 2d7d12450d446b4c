import { type KeyboardEvent, useId, useRef, useState } from "react";
import { isOther } from "../../protocol/drafts.ts";
import { isRequired } from "../../protocol/required.ts";
import type { OtherDraft } from "../../protocol/types.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";
import { useBrowserLayoutEffect } from "../engine/useBrowserLayoutEffect.ts";
import { withDefaults } from "../labels.ts";
import { ChoiceExtras } from "./ChoiceExtras.tsx";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { numberKeyChoice } from "./numberKey.ts";
import type { QuestionProps } from "./QuestionProps.ts";
import { QuestionShell } from "./QuestionShell.tsx";
import { Radio } from "./Radio.tsx";
import { useOptionPreview } from "./useOptionPreview.ts";

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

// The arrow keys of a radio group (WAI-ARIA): the next or previous radio, looping.
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The radio an arrow, Home or End key goes to from radio `at` of `count`
 * (undefined for any other key, or with a modifier: those are the browser's
 * and the screen reader's). Enter is stopped: a radio is picked with Space or an
 * arrow (in the steps layout Enter is Next).
 */
function arrowTarget(event: KeyboardEvent<HTMLElement>, at: number, count: number): number | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key === "Enter") event.preventDefault();
  if (event.key === "Home") return 0;
  if (event.key === "End") return count - 1;
  const step = STEPS[event.key];
  if (!step) return;
  // Left and Right follow the reading direction; Up and Down do not.
  const horizontal = event.key === "ArrowLeft" || event.key === "ArrowRight";
  const rtl = horizontal && getComputedStyle(event.currentTarget).direction === "rtl";
  return (at + (rtl ? -step : step) + count) % count;
}

/**
 * One radio group on our fieldset (`role="radiogroup"`, so the question is both
 * the group's legend and its name). No radio is selected until the person picks
 * one. As with native radios, the group is one tab stop (the picked radio, else
 * the first) and an arrow key moves to the next radio and picks it (Left and
 * Right swap on a right-to-left page); Home and End go to the first and last;
 * 1–9 pick the n-th radio. With `allowOther` a last radio, Other, reveals a
 * text box while picked. A host's own `components.RadioGroup` (shadcn's, on
 * Radix) takes over the arrow keys and tab stop instead.
 */
export function RadioQuestion({ value, onChange, choices, ...shell }: RadioQuestionProps) {
  const { question, disabled, readOnly, labels } = shell;
  const uid = useId();
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const text = withDefaults(labels);
  const HostGroup = form?.components?.RadioGroup;
  const RadioPart = form?.components?.Radio ?? Radio;
  // Radix writes dir="ltr" on the group unless it has its own DirectionProvider:
  // a host's Radix group follows the page's direction instead. Ours reads it per key.
  const group = useRef<HTMLElement>(null);
  const [dir, setDir] = useState<"rtl" | undefined>();
  useBrowserLayoutEffect(() => {
    const around = group.current?.parentElement;
    if (HostGroup && around && getComputedStyle(around).direction === "rtl") setDir("rtl");
  }, []);
  const focusOther = useRef(false);
  const other = question.allowOther ? { value: OTHER, label: text.other } : undefined;
  const all: readonly RadioChoice[] = other ? [...choices, other] : choices;
  const picked = isOther(value) ? OTHER : value;
  const pick = (next: string) => {
    if (!readOnly && next !== picked) onChange(next === OTHER ? { other: isOther(value) ? value.other : "" } : next);
  };
  const tabStop = all.some((choice) => choice.value === picked) ? picked : all[0]?.value;
  const preview = useOptionPreview(
    all.map((choice) => choice.preview),
    (index) => all[index]?.value === picked,
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const number = numberKeyChoice(event, all.length);
    // Keys typed into the Other box stop here, before the radios are looked up. A host's Radix
    // group handles its own arrow keys.
    const onRadio = (event.target as HTMLElement).getAttribute("role") === "radio";
    if (number === undefined && (HostGroup || !onRadio)) return;
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=radio]")];
    const at = radios.indexOf(event.target as HTMLElement);
    const index = number ?? (at < 0 ? undefined : arrowTarget(event, at, all.length));
    // Read-only, an arrow still moves (pick ignores it), as with Radix and native radios.
    if (index === undefined || disabled || (readOnly && number !== undefined)) return;
    event.preventDefault();
    const target = all[index] as RadioChoice;
    focusOther.current = number !== undefined && target === other;
    pick(target.value);
    if (!focusOther.current) radios[index]?.focus();
  }

  const fieldset = (
    <QuestionShell
      {...shell}
      kind="group"
      ref={group}
      role="radiogroup"
      // Overrides the dir="ltr" a host's Radix group writes: without a known direction the group inherits the page's.
      dir={dir}
      // Our own required check runs on submit, never the browser's.
      aria-required={isRequired(question)}
      aria-readonly={readOnly || undefined}
      aria-invalid={shell.error ? true : undefined}
      onKeyDown={onKeyDown}
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
                {...preview.optionProps(index)}
              >
                {(describedBy) => (
                  <RadioPart
                    id={id}
                    value={choice.value}
                    checked={checked}
                    {...slotProps("radio", classNames)}
                    aria-describedby={describedBy}
                    // A host's Radix item sets these itself, from its group.
                    {...(!HostGroup && {
                      type: "button",
                      role: "radio",
                      "aria-checked": checked,
                      "data-state": checked ? "checked" : "unchecked",
                      "data-disabled": disabled ? "" : undefined,
                      disabled,
                      tabIndex: choice.value === tabStop ? 0 : -1,
                      onClick: () => pick(choice.value),
                    })}
                  >
                    {/* Always rendered: a glyph keeps the state visible without styles.css. */}
                    <span {...slotProps("indicator", classNames)} aria-hidden="true">
                      {checked ? "●" : "\u00a0"}
                    </span>
                  </RadioPart>
                )}
              </ChoiceOption>
            );
          })}
          <ChoiceExtras
            {...shell}
            wiring={wiring}
            label={text.other}
            other={isOther(value) ? value.other : undefined}
            onOtherChange={(typed) => onChange({ other: typed })}
            focusOther={focusOther}
            preview={preview}
            secret={question.input?.kind === "secret"}
          />
        </>
      )}
    </QuestionShell>
  );
  return HostGroup ? (
    // `null`, not undefined: the group stays controlled with nothing picked.
    <HostGroup asChild value={picked ?? null} onValueChange={pick} disabled={disabled} dir={dir}>
      {fieldset}
    </HostGroup>
  ) : (
    fieldset
  );
}
