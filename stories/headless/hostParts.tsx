import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { forwardRef } from "react";
import type {
  QuestionButtonProps,
  QuestionCheckboxProps,
  QuestionFormClassNames,
  QuestionFormComponents,
  QuestionRadioGroupProps,
  QuestionRadioProps,
  QuestionTextareaProps,
} from "../../src/index.ts";

// A design system's own parts, written as a shadcn/ui user has them: Radix
// primitives with Tailwind utility classes (only the class strings here; the
// story does not load Tailwind). They replace ours through `components`, and
// `classNames` restyles every other part by its data-slot.

const cn = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** shadcn's Button (default variant). */
export function HostButton({ className, ...props }: QuestionButtonProps) {
  return (
    <button
      {...props}
      className={cn(
        "inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 disabled:opacity-50",
        className,
      )}
    />
  );
}

/** shadcn's Textarea; forwards the ref so the form can size it where `field-sizing` is missing. */
export const HostTextarea = forwardRef<HTMLTextAreaElement, QuestionTextareaProps>(function HostTextarea(
  { className, ...props },
  ref,
) {
  return (
    <textarea
      {...props}
      ref={ref}
      className={cn(
        "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs aria-invalid:border-destructive",
        className,
      )}
    />
  );
});

/** shadcn's Checkbox: Radix Checkbox with its own indicator (ours, `children`, is left out). */
export function HostCheckbox({ className, children: _ours, ...props }: QuestionCheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      {...props}
      className={cn(
        "peer size-4 shrink-0 rounded-[4px] border border-input shadow-xs data-[state=checked]:bg-primary aria-invalid:border-destructive",
        className,
      )}
    >
      <CheckboxPrimitive.Indicator data-slot="host-checkbox-indicator" className="flex items-center justify-center">
        ✓
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** shadcn's RadioGroup: a Radix RadioGroup.Root (the form renders it onto its fieldset). */
export function HostRadioGroup({ children, ...props }: QuestionRadioGroupProps) {
  return <RadioGroupPrimitive.Root {...props}>{children}</RadioGroupPrimitive.Root>;
}

/** shadcn's RadioGroupItem: a Radix RadioGroup.Item, inside the host's RadioGroup above. */
export function HostRadio({ className, children: _ours, checked: _known, ...props }: QuestionRadioProps) {
  return (
    <RadioGroupPrimitive.Item
      {...props}
      className={cn("aspect-square size-4 shrink-0 rounded-full border border-input shadow-xs", className)}
    >
      <RadioGroupPrimitive.Indicator data-slot="host-radio-indicator" className="flex items-center justify-center">
        ●
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

/** The host's parts, at module scope (each a stable component). */
export const HOST_COMPONENTS: Partial<QuestionFormComponents> = {
  Button: HostButton,
  Textarea: HostTextarea,
  Checkbox: HostCheckbox,
  Radio: HostRadio,
  RadioGroup: HostRadioGroup,
};

/** Tailwind classes for the parts the host does not replace, keyed by data-slot. */
export const HOST_CLASS_NAMES: QuestionFormClassNames = {
  form: "grid gap-6",
  question: "grid gap-2",
  label: "text-sm font-medium leading-none",
  optional: "text-muted-foreground",
  hint: "text-sm text-muted-foreground",
  "error-message": "text-sm text-destructive",
  options: "grid gap-3",
  option: "flex items-center gap-3",
  "option-label": "text-sm",
  badge: "rounded-md bg-secondary px-2 py-0.5 text-xs",
  "error-summary": "rounded-lg border border-destructive p-4",
  "error-summary-title": "font-semibold text-destructive",
  "error-summary-list": "list-disc pl-6",
  "error-summary-link": "underline underline-offset-4",
  actions: "flex gap-2",
  "submit-error": "text-sm text-destructive",
  status: "text-sm text-muted-foreground",
};
