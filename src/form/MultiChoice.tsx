import * as Checkbox from "@radix-ui/react-checkbox";
import { useId } from "react";
import { Question } from "./Question.tsx";
import type { QuestionProps } from "./QuestionProps.ts";

/** Props of `MultiChoice`: the shared question props with the picked options as value. */
export type MultiChoiceProps = QuestionProps<string[]>;

/**
 * A MultiChoice question as checkboxes (Radix Checkbox), in the order of
 * `options`. The value lists the picks in `options` order.
 */
export function MultiChoice({ value, onChange, ...shell }: MultiChoiceProps) {
  const { question, disabled, readOnly, error } = shell;
  const uid = useId();
  const options = question.options ?? [];
  const picked = new Set(value);
  return (
    <Question {...shell} kind="group">
      {(wiring) =>
        options.map((option, index) => {
          const id = index === 0 ? wiring.controlId : `${uid}box${index}`;
          const checked = picked.has(option);
          return (
            <div key={option} className="qf-option" data-state={checked ? "checked" : "unchecked"}>
              <Checkbox.Root
                id={id}
                className="qf-checkbox"
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
                <span className="qf-indicator" aria-hidden="true">
                  {checked ? "✓" : "\u00a0"}
                </span>
              </Checkbox.Root>
              <label className="qf-option-label" htmlFor={id}>
                {option}
              </label>
            </div>
          );
        })
      }
    </Question>
  );
}
