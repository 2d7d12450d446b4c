"use client";

import {
  QuestionCall as BaseQuestionCall,
  QuestionForm as BaseQuestionForm,
  type QuestionButtonProps,
  type QuestionCallProps,
  type QuestionCheckboxProps,
  type QuestionFormClassNames,
  type QuestionFormComponents,
  type QuestionFormProps,
  type QuestionInputProps,
  type QuestionLabelProps,
  type QuestionRadioGroupProps,
  type QuestionRadioProps,
  type QuestionTextareaProps,
} from "agent-question-form";
import {
  ElicitationForm as BaseElicitationForm,
  type ElicitationClassNames,
  type ElicitationFormProps,
} from "agent-question-form/mcp";
import type { ComponentType } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

// agent-question-form in a shadcn/ui app: your Button, Checkbox, RadioGroup, Textarea, Input and Label
// (components/ui/*) as the form's parts, so they take your style's sizes, corners and rings (base-nova,
// new-york or any other), and Tailwind utilities from your theme on every other part.
// Installed by `npx shadcn add <registry>/question-form.json`; edit it as you edit your components/ui.
// agent-question-form/styles.css stays under these utilities (it puts itself in Tailwind's
// `components` layer, whatever the order it loads in), drawing only what no utility here sets.

/** The buttons that send or move on: shadcn's default (filled) variant. The others are outlined. */
const PRIMARY_BUTTONS = new Set(["submit", "next", "approve", "deny-send", "elicitation-open", "interrupt-send"]);

/** Every button of the form, the call and the elicitation (by its `data-slot`), as your shadcn Button. */
function FormButton({ className, ...props }: QuestionButtonProps) {
  const slot = props["data-slot"];
  const variant = PRIMARY_BUTTONS.has(slot) ? "default" : slot === "review-change" ? "link" : "outline";
  // Your Button's own height and border: styles.css keeps its buttons at least 44 px tall, in a 1 px
  // border; yours set theirs. A Button with no `border` class of its own (new-york's filled one) loses
  // ours, which its focus ring would show; one with it (base-nova's, outline) keeps its own. An
  // outline one gets back what your page gives it and our link-like toggles ("Show the options")
  // take away: the border's colour (your base layer's, beneath ours) and the text's.
  const yours = cn(
    "min-h-0 [&:not(.border)]:border-0",
    variant === "outline" && "border-border text-foreground",
    className,
  );
  return <Button variant={variant} className={yours} {...props} />;
}

/** A read-only answer (sent, or in a receipt) reads as text on a muted fill, not as a box to type in. */
const READ_ONLY = "border-transparent bg-muted shadow-none dark:bg-muted";

/** The Text question's box, as your shadcn Textarea (React 19 passes our `ref` through as a prop). */
function FormTextarea({ className, ...props }: QuestionTextareaProps) {
  // A one-line box (`rows={1}`: an approval's deny reason) and a read-only answer start one line tall,
  // not at your Textarea's two-line minimum, and grow with their text. A typed field is your Input.
  return (
    <Textarea
      className={cn((props.rows === 1 || props.readOnly) && "min-h-0", props.readOnly && READ_ONLY, className)}
      {...props}
    />
  );
}

/** A typed one-line field (email, number, date…) and the Other box, as your shadcn Input. */
function FormInput({ className, ...props }: QuestionInputProps) {
  return <Input className={cn(props.readOnly && READ_ONLY, className)} {...props} />;
}

/** An option's label and a Text question's, as your shadcn Label. */
function FormLabel(props: QuestionLabelProps) {
  return <Label {...props} />;
}

/** A MultiChoice checkbox, as your shadcn Checkbox with its own check (ours, `children`, is left out). */
function FormCheckbox({ children: _ours, ...props }: QuestionCheckboxProps) {
  return <Checkbox {...props} />;
}

/**
 * The radio group, as your shadcn RadioGroup, rendered onto the question's fieldset (or, past
 * `filterAbove` options, onto the options inside it, below the filter box).
 */
function FormRadioGroup(props: QuestionRadioGroupProps) {
  // On the fieldset, its grid would space the legend, hint and error apart too: the options get
  // that grid instead (`options` below), and the fieldset stays a block. On the options it keeps its grid.
  return <RadioGroup className="[&:is(fieldset)]:block" {...props} />;
}

/** One radio, as your shadcn RadioGroupItem (`checked` is the group's to know, and the dot its own). */
function FormRadio({ children: _ours, checked: _known, ...props }: QuestionRadioProps) {
  return <RadioGroupItem {...props} />;
}

/** Your shadcn parts, for `components` (module scope: each a stable component). */
export const questionFormComponents: Partial<QuestionFormComponents> = {
  Button: FormButton,
  Textarea: FormTextarea,
  Input: FormInput,
  Label: FormLabel,
  Checkbox: FormCheckbox,
  RadioGroup: FormRadioGroup,
  Radio: FormRadio,
};

/** Tailwind utilities for the parts your components do not replace, by `data-slot`. */
export const questionFormClassNames: ElicitationClassNames = {
  // A column as styles.css lays it out (not a grid: Firefox would lay out every question again on each key).
  form: "flex flex-col gap-6 text-sm",
  // A question's label or legend: a block (your Label is a one-line flex row, which would set the
  // question and its "(optional)" side by side), its lines a little apart.
  label: "mb-1.5 block text-sm font-medium leading-snug",
  optional: "font-normal text-muted-foreground",
  hint: "mb-3 text-sm text-muted-foreground",
  "error-message": "mb-3 border-0 p-0 text-sm font-medium text-destructive",
  // Your RadioGroup's pitch: 16 px rows (your Label's one line, your 16 px control), as far apart as
  // your style's group sets them (its `gap`, taken from the fieldset it renders onto, or its own when
  // it renders onto the options); checkboxes, in no group of yours, 12 px apart, as shadcn's checkbox
  // group (`FieldGroup data-slot="checkbox-group"`: `gap-3` in every style).
  options: "grid pt-1 [&:not([role=radiogroup],[role=radiogroup]>*)]:gap-3 [[role=radiogroup]>&]:gap-[inherit]",
  // A plain row beside its control, as in your RadioGroup; the control shows its own focus ring.
  option:
    "min-h-0 min-w-0 gap-x-3 gap-y-1 rounded-none border-0 p-0 bg-transparent hover:bg-transparent data-[state=checked]:bg-transparent has-[:focus-visible]:outline-none",
  // Your Label as it is (its weight and line); every row one pitch (the badge's margins keep its
  // 22 px from making its row taller).
  "option-description": "ps-7 text-sm text-muted-foreground",
  // shadcn's outline Badge: it stays in sight on a muted chat bubble, where a secondary fill is the bubble's own.
  badge: "-my-1 rounded-md border-border bg-background px-2 py-0.5 text-xs font-medium text-foreground",
  // Under the Other choice's label, as an option's description sits, with no bar before it.
  other: "ms-0 border-s-0 ps-7",
  "error-summary": "grid gap-1 rounded-lg border border-destructive/50 bg-card px-4 py-3 text-sm text-destructive",
  "error-summary-title": "text-sm font-medium",
  // The summary's own text size (styles.css's 0.875em would shrink 14 px to 12.25); bullets hang, so a wrapped line lines up with its text.
  "error-summary-list": "list-disc ps-4 text-sm text-destructive/90",
  "error-summary-link": "font-normal underline underline-offset-4",
  actions: "flex flex-wrap gap-2",
  "submit-error": "text-sm text-destructive",
  // "Answers sent" and "Sending…": styles.css colours them (--qf-success is your foreground); shadcn's title weight.
  status: "text-sm font-medium",
  "step-progress": "text-sm text-muted-foreground",
  "review-title": "text-base font-semibold",
  "review-question": "text-sm font-medium",
  "review-answer": "text-sm text-muted-foreground",
  receipt: "grid gap-3 text-sm",
  // A plain heading, as shadcn writes one: no uppercase letter-spaced eyebrow.
  "receipt-title": "text-sm font-medium normal-case tracking-normal text-foreground",
  // A plain description list, as shadcn's parts read: each question in the foreground at medium weight,
  // its answer under it; no bar before the list.
  "receipt-answers": "border-s-0 ps-0 text-sm [&_dt]:text-sm [&_dt]:font-medium [&_dt]:text-foreground",
  "receipt-item": "grid gap-1",
  "receipt-toggle": "no-underline",
  declined: "text-sm text-muted-foreground",
  "placeholder-status": "text-sm text-muted-foreground",
  "elicitation-server": "text-sm text-muted-foreground",
  "elicitation-message": "text-sm",
  // A tool call waiting for approval: its title as a question's label, the tool's name as shadcn's
  // inline code, the input as a muted code block, every text 14 px (ours are em-sized: set here).
  approval: "grid gap-3 text-sm",
  "approval-title": "text-sm font-medium leading-snug",
  "approval-tool": "rounded bg-muted px-[0.3rem] py-[0.2rem] font-mono text-sm font-semibold",
  "approval-caption": "text-sm text-muted-foreground",
  "approval-text": "rounded-md bg-muted px-3 py-2 font-mono text-sm",
  "approval-toggle": "no-underline",
  "approval-outcome": "text-sm font-medium",
  "approval-changes": "font-mono text-sm",
};

/** Your classes after ours, slot by slot, through `cn` (a later utility replaces a conflicting one). */
export function withOurs<T extends Partial<Record<string, string>>>(yours: T | undefined): T {
  const merged: Partial<Record<string, string>> = { ...questionFormClassNames };
  for (const [slot, classes] of Object.entries(yours ?? {})) merged[slot] = cn(merged[slot], classes);
  return merged as T;
}

/** What `withParts` needs of a component: it takes the form's parts and classes by `data-slot`. */
interface TakesParts {
  components?: Partial<QuestionFormComponents> | undefined;
  classNames?: Partial<Record<string, string>> | undefined;
}

/**
 * One of agent-question-form's components with your shadcn parts and theme, as every chat item
 * (components/question-form-*.tsx) writes it: your parts (`questionFormComponents`) under the
 * `components` you pass, and each slot's classes in order, the form's (`questionFormClassNames`),
 * then `ownClassNames` (the component's own slots), then the `classNames` you pass, through `cn`.
 * Call it at module scope, so the wrapped component stays one stable component. A generic
 * component (`InterruptReview<T>`) comes back with its type parameters fixed to their defaults.
 */
export function withParts<Props extends TakesParts>(
  Component: ComponentType<Props>,
  ownClassNames?: NonNullable<Props["classNames"]>,
): ComponentType<Props> {
  function WithParts(props: Props) {
    return <Component {...withPartsOptions(props, ownClassNames)} />;
  }
  WithParts.displayName = `withParts(${Component.displayName ?? Component.name})`;
  return WithParts;
}

/**
 * `withParts`'s merge for what takes your parts as options, not props (assistant-ui's toolkits):
 * the options with your parts under their `components`, and each slot's classes in the same order
 * (the form's, then `ownClassNames`, then the options' `classNames`).
 */
export function withPartsOptions<Options extends TakesParts>(
  { components, classNames, ...options }: Options,
  ownClassNames?: NonNullable<Options["classNames"]>,
): Options {
  const slots = new Set([...Object.keys(ownClassNames ?? {}), ...Object.keys(classNames ?? {})]);
  const mine = Object.fromEntries([...slots].map((slot) => [slot, cn(ownClassNames?.[slot], classNames?.[slot])]));
  return {
    ...options,
    components: { ...questionFormComponents, ...components },
    classNames: withOurs(mine),
  } as Options;
}

/** `QuestionForm` with your shadcn parts and theme; `components` and `classNames` you pass add to them. */
export function QuestionForm({ components, classNames, ...props }: QuestionFormProps) {
  return (
    <BaseQuestionForm
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withOurs<QuestionFormClassNames>(classNames)}
    />
  );
}

/** `QuestionCall` (a tool call's life in a chat) with your shadcn parts and theme. */
export function QuestionCall({ components, classNames, ...props }: QuestionCallProps) {
  return (
    <BaseQuestionCall
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withOurs<QuestionFormClassNames>(classNames)}
    />
  );
}

/** `ElicitationForm` (an MCP server's request) with your shadcn parts and theme. */
export function ElicitationForm({ components, classNames, ...props }: ElicitationFormProps) {
  return (
    <BaseElicitationForm
      {...props}
      components={{ ...questionFormComponents, ...components }}
      classNames={withOurs(classNames)}
    />
  );
}
