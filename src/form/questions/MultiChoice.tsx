import * as Checkbox from "@radix-ui/react-checkbox";
import { type ComponentType, useId } from "react";
import { optionLabels } from "../../protocol/index.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";
import type { QuestionCheckboxProps, QuestionProps } from "./QuestionProps.ts";
import { QuestionShell } from "./QuestionShell.tsx";

/** Props of `MultiChoice`: the shared question props with the picked options as value. */
export type MultiChoiceProps = QuestionProps<string[]>;

/**
 * A MultiChoice question as checkboxes (Radix Checkbox), in the order of
 * `options`. The value lists the picks in `options` order.
 */
export function MultiChoice({ value, onChange, ...shell }: MultiChoiceProps) {
  const { question, disabled, readOnly, error } = shell;
  const uid = useId();
  const options = optionLabels(question);
  const picked = new Set(value);
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  // Ours is Radix's checkbox; a host's `components.Checkbox` takes the same props.
  const Box = form?.components?.Checkbox ?? (Checkbox.Root as ComponentType<QuestionCheckboxProps>);
  return (
    <QuestionShell {...shell} kind="group">
      {(wiring) =>
        options.map((option, index) => {
          const id = index === 0 ? wiring.controlId : `${uid}box${index}`;
          const checked = picked.has(option);
          return (
            <div key={option} {...slotProps("option", classNames)} data-state={checked ? "checked" : "unchecked"}>
              <Box
                id={id}
                {...slotProps("checkbox", classNames)}
                checked={checked}
                onCheckedChange={(now) => {
                  if (readOnly) return;
                  onChange(options.filter((each) => (each === option ? now === true : picked.has(each))));
                }}
                disabled={disabled}
                // Explicit, for Safari: its default Tab order skips a button (which this is) without one.
                tabIndex={0}
                aria-readonly={readOnly || undefined}
                // ARIA 1.2 supports aria-invalid on a checkbox, not on the group around it.
                aria-invalid={error ? true : undefined}
              >
                {/* Always rendered (no Radix Indicator): a glyph keeps the state visible without styles.css. */}
                <span {...slotProps("indicator", classNames)} aria-hidden="true">
                  {checked ? "✓" : "\u00a0"}
                </span>
              </Box>
              <label {...slotProps("option-label", classNames)} htmlFor={id}>
                {option}
              </label>
            </div>
          );
        })
      }
    </QuestionShell>
  );
}
