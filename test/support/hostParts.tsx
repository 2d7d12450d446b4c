import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { forwardRef } from "react";
import type {
  QuestionButtonProps,
  QuestionCheckboxProps,
  QuestionFormClassNames,
  QuestionFormComponents,
  QuestionInputProps,
  QuestionLabelProps,
  QuestionRadioGroupProps,
  QuestionRadioProps,
  QuestionTextareaProps,
} from "../../src/index.ts";

// A host's own parts, as a design system built on Radix primitives has them, owned by the tests
// (the Headless story shows its own, with Tailwind classes). Each adds a `host-…` class after the
// form's own, so a test can see which part rendered and that both classes arrive.

const withHost = (name: string, className?: string) => (className ? `${className} host-${name}` : `host-${name}`);

/** A host's button. */
export function HostButton({ className, ...props }: QuestionButtonProps) {
  return <button {...props} className={withHost("button", className)} />;
}

/** A host's text box; forwards the ref so the form can size it where `field-sizing` is missing. */
export const HostTextarea = forwardRef<HTMLTextAreaElement, QuestionTextareaProps>(function HostTextarea(
  { className, ...props },
  ref,
) {
  return <textarea {...props} ref={ref} className={withHost("textarea", className)} />;
});

/** A host's one-line text box; forwards the ref (a secret's text is set through it). */
export const HostInput = forwardRef<HTMLInputElement, QuestionInputProps>(function HostInput(
  { className, ...props },
  ref,
) {
  return <input {...props} ref={ref} className={withHost("input", className)} />;
});

/** A host's label. */
export function HostLabel({ className, ...props }: QuestionLabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the form gives `htmlFor`.
  return <label {...props} className={withHost("label", className)} />;
}

/** Radix Checkbox with the host's own indicator (ours, `children`, is left out). */
export function HostCheckbox({ className, children: _ours, ...props }: QuestionCheckboxProps) {
  return (
    <CheckboxPrimitive.Root {...props} className={withHost("checkbox", className)}>
      <CheckboxPrimitive.Indicator data-slot="host-checkbox-indicator">✓</CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A Radix RadioGroup.Root (the form renders it onto its fieldset). */
export function HostRadioGroup({ children, ...props }: QuestionRadioGroupProps) {
  return <RadioGroupPrimitive.Root {...props}>{children}</RadioGroupPrimitive.Root>;
}

/** A Radix RadioGroup.Item, inside the host's RadioGroup above, with its own indicator. */
export function HostRadio({ className, children: _ours, checked: _known, ...props }: QuestionRadioProps) {
  return (
    <RadioGroupPrimitive.Item {...props} className={withHost("radio", className)}>
      <RadioGroupPrimitive.Indicator data-slot="host-radio-indicator">●</RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

/** The host's parts, at module scope (each a stable component). */
export const HOST_COMPONENTS: Partial<QuestionFormComponents> = {
  Button: HostButton,
  Textarea: HostTextarea,
  Input: HostInput,
  Label: HostLabel,
  Checkbox: HostCheckbox,
  Radio: HostRadio,
  RadioGroup: HostRadioGroup,
};

const SLOTS = [
  "form",
  "question",
  "label",
  "optional",
  "hint",
  "error-message",
  "options",
  "option",
  "option-label",
  "badge",
  "error-summary",
  "error-summary-title",
  "error-summary-list",
  "error-summary-link",
  "actions",
  "submit-error",
  "status",
] as const;

/** Two classes a part, `host host-<slot>`, for the parts the host does not replace, keyed by data-slot. */
export const HOST_CLASS_NAMES: QuestionFormClassNames = Object.fromEntries(
  SLOTS.map((slot) => [slot, `host host-${slot}`]),
);
