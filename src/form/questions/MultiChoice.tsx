import { useCallback, useId, useMemo, useRef } from "react";
import { isOther } from "../../protocol/drafts.ts";
import { optionLabels } from "../../protocol/rules.ts";
import type { OtherDraft } from "../../protocol/types.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { shortcutChoice, shortcutOf } from "../engine/shortcutKeys.ts";
import { withDefaults } from "../kit/labels.ts";
import { useLatest } from "../kit/useLatest.ts";
import { CheckboxOption } from "./CheckboxOption.tsx";
import { ChoiceExtras } from "./ChoiceExtras.tsx";
import { OptionFilter } from "./OptionFilter.tsx";
import { QuestionShell } from "./QuestionShell.tsx";
import { useOptionFilter } from "./useOptionFilter.ts";
import { useOptionPreview } from "./useOptionPreview.ts";
import { useQuestionFiles } from "./useQuestionFiles.ts";

/** Props of `MultiChoice`: the shared question props with the picked options (or Other's draft) as value. */
export type MultiChoiceProps = QuestionProps<string[] | OtherDraft>;

/**
 * A MultiChoice question as checkboxes (Radix's), in the order of
 * `options`, each option's description under it and its preview while focused
 * or ticked; 1–9 (or A–Z, with the form's `shortcuts`) toggle the n-th box. With `allowOther` a last box, Other,
 * reveals a text box while ticked. The value lists the picks in `options` order.
 */
export function MultiChoice({ value, onChange, ...shell }: MultiChoiceProps) {
  const { question, disabled, readOnly, error, labels } = shell;
  const uid = useId();
  const text = withDefaults(labels);
  const files = useQuestionFiles(question, value, text);
  const shownError = files.errorWith(shell.error);
  const options = question.options ?? [];
  const names = optionLabels(question);
  const otherDraft = isOther(value) ? value : undefined;
  const picked = new Set(isOther(value) ? value.picks : value);
  const form = useQuestionFormContext();
  const focusOther = useRef(false);
  // Other's text, kept while Other is unticked: ticking it again brings the text back (only a ticked Other is sent).
  const otherText = useRef("");
  if (otherDraft) otherText.current = otherDraft.other;
  // Built once per question, not on every render (each tick, each key in the filter): the filter keeps
  // each option's folded words by this array.
  const filterable = useMemo(
    () => (question.options ?? []).map((option) => (typeof option === "string" ? { label: option } : option)),
    [question.options],
  );
  const filter = useOptionFilter(filterable, (index) => picked.has(names[index] as string));
  // The boxes in view, by their index among the options (Other's is `names.length`): Other always, being
  // the way out when no option fits. The shortcut keys go by this list, as the person sees it.
  const boxes = [...options, ...(question.allowOther ? [text.other] : [])];
  const shown = boxes.flatMap((option, index) =>
    index === names.length || filter.shows(index) ? [{ option, index }] : [],
  );
  // Each shown box's place among them, by its index (its shortcut key; the first has the question's control id).
  const place = new Map(shown.map(({ index }, at) => [index, at]));
  // Index `names.length` is Other.
  function toggle(index: number, now: boolean) {
    if (readOnly) return;
    const isOtherBox = index === names.length;
    const picks = names.filter((name, at) => (at === index ? now : picked.has(name)));
    const keepOther = isOtherBox ? now : !!otherDraft;
    onChange(keepOther ? { other: otherText.current, picks } : picks);
  }
  // One function for the question's life, calling this render's `toggle`: the boxes' rows are memoised,
  // and a new function on every render (every key in the filter) would render each of them again.
  const latestToggle = useLatest(toggle);
  const onToggle = useCallback((index: number, now: boolean) => latestToggle.current(index, now), []);
  const checkedAt = (index: number) => (index === names.length ? !!otherDraft : picked.has(names[index] as string));
  const preview = useOptionPreview(
    options.map((option) => (typeof option === "object" ? option : undefined)),
    checkedAt,
  );
  return (
    <QuestionShell
      {...shell}
      {...(files.on && files.dropProps)}
      error={shownError}
      kind="group"
      // Above the boxes, as in a radio question: part of the question, not one of its choices.
      aboveOptions={filter.on && <OptionFilter filter={filter} text={text} disabled={disabled} />}
      onKeyDown={(event) => {
        const at = shortcutChoice(event, shown.length, form?.shortcuts);
        const index = at === undefined ? undefined : shown[at]?.index;
        if (at === undefined || index === undefined || readOnly || disabled) return;
        event.preventDefault();
        const now = !checkedAt(index);
        focusOther.current = now && index === names.length;
        toggle(index, now);
        // The boxes in view: a filtered-out one is still there, hidden.
        const inView = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=checkbox]")].filter(
          (box) => !box.closest("[hidden]"),
        );
        if (!focusOther.current) inView[at]?.focus();
      }}
    >
      {(wiring) => (
        <>
          {boxes.map((option, index) => {
            const at = place.get(index);
            // The first box in view has the question's control id (the error summary's link).
            const id = at === 0 ? wiring.controlId : `${uid}box${index}`;
            const label = typeof option === "string" ? option : option.label;
            return (
              <CheckboxOption
                // Other's key cannot be an option's: labels are unique and Other sits at its own index.
                key={index === names.length ? "" : label}
                id={id}
                index={index}
                name={index === names.length ? undefined : question.id}
                label={label}
                description={typeof option === "string" ? undefined : option.description}
                checked={checkedAt(index)}
                // Filtered out, it stays mounted: bringing it back re-creates nothing.
                hidden={at === undefined}
                onToggle={onToggle}
                shortcut={at === undefined ? undefined : shortcutOf(at, form?.shortcuts)}
                disabled={disabled}
                readOnly={readOnly}
                invalid={!!error}
                {...preview.optionProps(index)}
              />
            );
          })}
          <ChoiceExtras
            {...shell}
            wiring={wiring}
            label={text.other}
            other={otherDraft?.other}
            onOtherChange={(typed) => onChange({ other: typed, picks: [...picked] })}
            focusOther={focusOther}
            preview={preview}
            files={files}
          />
        </>
      )}
    </QuestionShell>
  );
}
