import * as RadioGroup from "@radix-ui/react-radio-group";
import { type ComponentType, type KeyboardEvent, type ReactElement, useId, useRef } from "react";
import { isOther } from "../../protocol/drafts.ts";
import { isRequired } from "../../protocol/required.ts";
import type { OtherDraft } from "../../protocol/types.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionProps, QuestionRadioGroupProps } from "../engine/QuestionProps.ts";
import { shortcutChoice, shortcutOf } from "../engine/shortcutKeys.ts";
import { withDefaults } from "../kit/labels.ts";
import { ChoiceExtras } from "./ChoiceExtras.tsx";
import { IntoChild } from "./IntoChild.tsx";
import { OptionFilter } from "./OptionFilter.tsx";
import { QuestionShell } from "./QuestionShell.tsx";
import { RadioOption } from "./RadioOption.tsx";
import { useOptionFilter } from "./useOptionFilter.ts";
import { useOptionPreview } from "./useOptionPreview.ts";
import { useQuestionFiles } from "./useQuestionFiles.ts";

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

// What a YesNo question gives the filter: one array, so the filter's memo holds across renders.
const NO_CHOICES: readonly RadioChoice[] = [];

// Radix's group, typed as the part a host's own (shadcn's RadioGroup) replaces.
const RadixGroup = RadioGroup.Root as ComponentType<QuestionRadioGroupProps>;

// The arrow keys of a radio group (WAI-ARIA): the next or previous radio, looping.
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The radio an arrow, Home or End key goes to from radio `at` of `count`
 * (undefined for any other key, or with a modifier: those are the browser's
 * and the screen reader's).
 */
function arrowTarget(event: KeyboardEvent<HTMLElement>, at: number, count: number): number | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
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
 * One radio group: Radix's `RadioGroup` (or the host's, shadcn's on Radix or
 * on Base UI) rendered onto our fieldset, so the question is both the group's legend and its name.
 * A long list's filter box is part of the question but not one of its radios: then the fieldset
 * holds the box and, below it, the options' element, which becomes the group (named by the legend).
 * Radix gives the one tab stop, the `name` and the hidden inputs a `<form>`
 * reads. No radio is selected until the person picks one. On top, the keys
 * are ours, caught before Radix's: an arrow moves to the next radio and picks
 * it at once (Radix picks only while the key is still down, which a fast
 * press can miss), Left and Right swap on a right-to-left page (Radix knows
 * only its own DirectionProvider), Home and End go to the first and last and
 * pick, read-only an arrow only moves, Enter never picks, and 1–9 (or A–Z,
 * with the form's `shortcuts`) pick the n-th radio. With `allowOther` a last radio, Other, reveals a text box while
 * picked.
 */
export function RadioQuestion({ value, onChange, choices, ...shell }: RadioQuestionProps) {
  const { question, disabled, readOnly, labels } = shell;
  const uid = useId();
  const form = useQuestionFormContext();
  const text = withDefaults(labels);
  const files = useQuestionFiles(question, value, text);
  const shownError = files.errorWith(shell.error);
  const Group = form?.components?.RadioGroup ?? RadixGroup;
  const focusOther = useRef(false);
  const other = question.allowOther ? { value: OTHER, label: text.other } : undefined;
  const all: readonly RadioChoice[] = other ? [...choices, other] : choices;
  const picked = isOther(value) ? OTHER : value;
  // Other's text, kept while a listed option is picked: choosing Other again brings it back (only the chosen one is sent).
  const otherText = useRef("");
  if (isOther(value)) otherText.current = value.other;
  const pick = (next: string) => {
    if (!readOnly && next !== picked) onChange(next === OTHER ? { other: otherText.current } : next);
  };
  const preview = useOptionPreview(all, (index) => all[index]?.value === picked);
  // Yes and No are never a list to search, whatever the form's `filterAbove`.
  const filter = useOptionFilter(
    question.type === "YesNo" ? NO_CHOICES : choices,
    (index) => choices[index]?.value === picked,
  );
  // The radios in view, each with its index in `all` (its preview's and its id's): Other always, being
  // the way out when no option fits. Arrows and shortcut keys go by this list, as the person sees it.
  const shown = all.flatMap((choice, index) => (choice === other || filter.shows(index) ? [{ choice, index }] : []));
  // Each shown radio's place among them (its shortcut key; the first has the question's control id).
  const place = new Map(shown.map(({ choice }, at) => [choice, at]));
  const recommended = question.recommended;
  // A radio the filter leaves out stays mounted, hidden, under our group (Radix's: its roving focus
  // skips a radio it cannot focus), so a key bringing it back re-creates nothing. Under a host's group
  // it is unmounted: Base UI's moves its tab stop off a radio only when the radio unmounts, and Tab
  // would skip a group whose tab stop is hidden.
  const keepHidden = !form?.components?.RadioGroup;

  // In the capture phase, so that `preventDefault` keeps Radix's own handling of the key away.
  function onKeyDownCapture(event: KeyboardEvent<HTMLElement>) {
    const number = shortcutChoice(event, shown.length, form?.shortcuts);
    const onRadio = (event.target as HTMLElement).getAttribute("role") === "radio";
    // Keys typed into the Other box stop here, before the radios are looked up.
    if (number === undefined && !onRadio) return;
    if (event.key === "Enter") event.preventDefault();
    // The radios in view: a filtered-out one is still there, hidden.
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=radio]")].filter(
      (radio) => !radio.closest("[hidden]"),
    );
    const at = radios.indexOf(event.target as HTMLElement);
    const index = number ?? (at < 0 ? undefined : arrowTarget(event, at, shown.length));
    // Read-only, an arrow still moves (pick ignores it), as with native radios.
    if (index === undefined || disabled || (readOnly && number !== undefined)) return;
    event.preventDefault();
    // An arrow is ours alone: Base UI's group moves on arrows too, whatever preventDefault says, and
    // would then pick the radio after ours.
    if (number === undefined) event.stopPropagation();
    const target = (shown[index] as (typeof shown)[number]).choice;
    focusOther.current = number !== undefined && target === other;
    pick(target.value);
    if (!focusOther.current) radios[index]?.focus();
  }

  // The radios' group: Radix's (or the host's) rendered onto `target` (the fieldset, or the options'
  // element named by the legend `labelledBy`), with the states a radiogroup carries.
  // `null`, not undefined: the group stays controlled with nothing picked.
  // Radix's group renders as its child (`asChild`), Base UI's as its `render` element: both
  // become `target` through IntoChild, whichever library the host's group is.
  const asGroup = (target: ReactElement, labelledBy?: string) => (
    <Group
      asChild
      render={<IntoChild />}
      // The radios' hidden inputs send the picked label to a <form> around the questions. With
      // Other picked the Other box sends its text under this name instead, and the radio's own
      // value (empty) would be a second, blank entry: the group then has no name.
      name={other && picked === OTHER ? undefined : question.id}
      value={picked ?? null}
      onValueChange={pick}
      disabled={disabled}
    >
      <IntoChild
        // Radix writes dir="ltr" unless given a DirectionProvider: undefined lets the group follow the page.
        dir={undefined}
        // Our own required check runs on submit; Radix's `required` would bring the browser's bubbles.
        aria-required={isRequired(question)}
        aria-readonly={readOnly || undefined}
        aria-invalid={shell.error ? true : undefined}
        aria-labelledby={labelledBy}
      >
        {target}
      </IntoChild>
    </Group>
  );

  const shellElement = (
    <QuestionShell
      {...shell}
      {...(files.on && files.dropProps)}
      error={shownError}
      kind="group"
      onKeyDownCapture={onKeyDownCapture}
      aboveOptions={filter.on && <OptionFilter filter={filter} text={text} disabled={disabled} />}
      // With a filter box, the group is the options' element, not the fieldset: the box stays in the
      // question (its legend, hint and error) but out of the radiogroup, where Radix's roving focus
      // would take its keys and its place in the Tab order.
      renderOptions={filter.on ? asGroup : undefined}
    >
      {(wiring) => (
        <>
          {all.map((choice, index) => {
            const at = place.get(choice);
            if (at === undefined && !keepHidden) return null;
            // The first radio in view has the question's control id (the error summary's link).
            const id = at === 0 ? wiring.controlId : `${uid}radio${index}`;
            return (
              <RadioOption
                key={choice.value}
                id={id}
                value={choice.value}
                label={choice.label}
                description={choice.description}
                checked={choice.value === picked}
                hidden={at === undefined}
                badge={recommended === choice.value ? text.recommended : undefined}
                shortcut={at === undefined ? undefined : shortcutOf(at, form?.shortcuts)}
                invalid={!!shell.error}
                {...preview.optionProps(index)}
              />
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
            files={files}
          />
        </>
      )}
    </QuestionShell>
  );
  return filter.on ? shellElement : asGroup(shellElement);
}
