import type {
  ButtonHTMLAttributes,
  ComponentType,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactElement,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from "react";
import type { OptionItem, OtherDraft, QuestionItem } from "../../protocol/index.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";

/**
 * What every question renderer receives: ours (`TextQuestion`, `SingleChoice`,
 * `MultiChoice`, `YesNo`) and any the host plugs in through `components`.
 * Each is controlled: it shows `value` and reports edits through `onChange`.
 */
export interface QuestionProps<V extends string | string[] | OtherDraft = string | string[] | OtherDraft> {
  /** The question, normalized (for SingleChoice the recommended option is first). */
  question: QuestionItem;
  /**
   * What the person has entered so far, `undefined` for nothing yet. Text: the
   * raw text; SingleChoice: the picked option; YesNo: `"Yes"` or `"No"`;
   * MultiChoice: the picked options. With `allowOther`, once Other is chosen:
   * an `OtherDraft` (the box's text, and MultiChoice's other picks).
   */
  value: V | undefined;
  /** Called with the new value on every edit. */
  onChange: (value: V | undefined) => void;
  /** Shows the question but takes no input. */
  disabled?: boolean;
  /** Shows the value and lets the person focus and read it, but not change it. */
  readOnly?: boolean;
  /** The inline error message; when set the question is marked invalid. */
  error?: string;
  /** Overrides of the visible strings (English defaults). */
  labels?: Partial<QuestionFormLabels>;
  /**
   * The id to give the question's first control (the text box, or the first
   * radio or checkbox); the error summary links to it. Generated when absent.
   */
  controlId?: string;
}

/**
 * Renderers by question type; pass some through `components` to replace ours.
 * Each must be a stable component (declared at module scope, or memoized): a
 * new function on each render is a new component type, so React would remount
 * the question, and the person would lose focus mid-typing.
 */
export interface QuestionFormComponents {
  /** Renders a Text question; `value` is the raw text. Ours: `TextQuestion`. */
  Text: ComponentType<QuestionProps<string>>;
  /**
   * Renders a SingleChoice question; `value` is the picked option, or an
   * `OtherDraft` once Other is chosen (only with `allowOther`). Ours: `SingleChoice`.
   */
  SingleChoice: ComponentType<QuestionProps<string>> | ComponentType<QuestionProps<string | OtherDraft>>;
  /**
   * Renders a MultiChoice question; `value` is the picked options, or an
   * `OtherDraft` once Other is ticked (only with `allowOther`). Ours: `MultiChoice`.
   */
  MultiChoice: ComponentType<QuestionProps<string[]>> | ComponentType<QuestionProps<string[] | OtherDraft>>;
  /** Renders a YesNo question; `value` is `"Yes"` or `"No"`. Ours: `YesNo`. */
  YesNo: ComponentType<QuestionProps<string>>;
  /** Every button we render (submit, Skip, the receipt's toggle), given a native button's props. Ours: `<button>`. */
  Button?: ComponentType<QuestionButtonProps>;
  /**
   * Every growing text box of the form: a Text question's (a one-line field is `Input`), a question's note
   * (`notes`) and the note on the whole answer set (`overallNote`), given a
   * native textarea's props. Forward `ref` to the `<textarea>` (React 18:
   * `forwardRef`) to keep the hand-sizing where `field-sizing` is
   * unsupported. Ours: `<textarea>`.
   */
  Textarea?: ComponentType<QuestionTextareaProps>;
  /**
   * The one-line boxes: a Text question's typed field (email, url, date,
   * number, a secret…, from a format reader) and the Other box, given a native
   * input's props, so shadcn's `Input` fits as it is and the field takes the
   * app's style (its height, corners and focus ring). Forward `ref` to the
   * `<input>` (React 18: `forwardRef`): a secret's text is set through it,
   * never an attribute, and the Other box takes focus through it. Ours: `<input>`.
   */
  Input?: ComponentType<QuestionInputProps>;
  /**
   * Every `<label>` of ours: each option's (beside its radio or checkbox), a
   * Text question's, a question's note, the overall note, and an approval's
   * deny reason and JSON box, given a native label's props (`htmlFor`, and the text as
   * `children`), so shadcn's `Label` fits as it is. A choice question's text
   * stays its fieldset's `<legend>`. Ours: `<label>`.
   */
  Label?: ComponentType<QuestionLabelProps>;
  /**
   * One MultiChoice checkbox, given the props that Radix's `Checkbox.Root` and
   * Base UI's `Checkbox.Root` both take (so shadcn's `Checkbox` on either base
   * fits as it is). Ours: Radix's `Checkbox.Root`.
   */
  Checkbox?: ComponentType<QuestionCheckboxProps>;
  /**
   * Renders an option's preview (shown while the option is focused or
   * chosen), e.g. as Markdown with the host's own renderer; it sits inside our
   * `data-slot="preview"` panel, which the option's `aria-describedby` points
   * at. Model text: render no raw HTML from it. Ours: the text, monospace.
   */
  Preview?: ComponentType<QuestionPreviewProps>;
  /**
   * Renders the text agents write in Markdown: a question's text and each
   * option's description (SPEC §16), given the text as `children`, so
   * react-markdown's or Streamdown's component fits as it is. It sits inside
   * our parts (the legend or label, the description the control points at),
   * so keep it to inline content where you can. Model text: render no raw
   * HTML from it. Ours: the text as it is.
   */
  Markdown?: ComponentType<QuestionMarkdownProps>;
  /**
   * One radio of a SingleChoice or YesNo question: an item of the radio group
   * around it (shadcn's `RadioGroupItem`), given the props that Radix's
   * `RadioGroup.Item` and Base UI's `Radio.Root` both take. It sits in our
   * group (Radix's `RadioGroup.Root`) or in your `RadioGroup` (a Base UI radio
   * needs your Base UI group). Ours: Radix's `RadioGroup.Item`.
   */
  Radio?: ComponentType<QuestionRadioProps>;
  /**
   * The radio group, given the props of Radix's `RadioGroup.Root` and Base
   * UI's `RadioGroup` that we use (shadcn's `RadioGroup` on either base fits as
   * it is): it renders onto our fieldset (Radix's `asChild`, Base UI's `render`), or with a filter box onto the options in it. Our keys (arrows that pick, Home/End, 1–9, right to left,
   * read-only) stay on top of it. Ours: Radix's `RadioGroup.Root`.
   */
  RadioGroup?: ComponentType<QuestionRadioGroupProps>;
}

/** What a host's `Button` receives: a native button's props, with our `data-slot` and `data-state`. */
export interface QuestionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The part it is (`submit`, `decline`, `receipt-toggle`). */
  "data-slot": string;
  /** The submit button's phase (`idle`, `submitting`, `error`). */
  "data-state"?: string | undefined;
}

/** What a host's `Textarea` receives: a native textarea's props and the ref to the box. */
export interface QuestionTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Our ref to the `<textarea>`, for sizing it by hand. */
  ref?: Ref<HTMLTextAreaElement> | undefined;
  /** `textarea`. */
  "data-slot": string;
}

/** What a host's `Input` receives: a native input's props and the ref to the box. */
export interface QuestionInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Our ref to the `<input>`: a secret's text is set through it, and the Other box focused. */
  ref?: Ref<HTMLInputElement> | undefined;
  /** `input` (a typed field) or `other-input` (the Other box). */
  "data-slot": string;
}

/** What a host's `Label` receives: a native label's props. */
export interface QuestionLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** The control it names. */
  htmlFor: string;
  /** `label` (a Text question's, a note's, an approval's box) or `option-label` (an option's). */
  "data-slot": string;
  /** Its text: the option's label (and the Recommended badge), or the question with its header and "(optional)". */
  children: ReactNode;
}

/** What a host's `Markdown` receives. */
export interface QuestionMarkdownProps {
  /** The text as the agent wrote it: a question's text or an option's description. */
  children: string;
}

/** What a host's `Preview` receives. */
export interface QuestionPreviewProps {
  /** The option's preview text, as the agent sent it (Claude's are Markdown). */
  preview: string;
  /** The option it belongs to. */
  option: OptionItem;
}

/** What a host's `Checkbox` receives (the props Radix's and Base UI's `Checkbox.Root` both take, so shadcn's fits on either). */
export interface QuestionCheckboxProps {
  /** The checkbox's id; its label points at it. */
  id: string;
  /**
   * The question's id: every checkbox of a question shares it, so a `<form>` around the questions
   * reads the picks. None on Other's checkbox: the Other text box sends its text under that name.
   */
  name: string | undefined;
  /** The option's label, sent under `name` while ticked (none on Other's checkbox). */
  value: string | undefined;
  /** Whether the option is picked. */
  checked: boolean;
  /** Called with the new state when the person toggles it. */
  onCheckedChange: (checked: boolean | "indeterminate") => void;
  /** Takes no input. */
  disabled?: boolean | undefined;
  /** `qf-checkbox` and the host's `classNames.checkbox`. */
  className: string;
  /** `checkbox`. */
  "data-slot": string;
  /** Shown but not changeable. */
  "aria-readonly"?: boolean | undefined;
  /** The question shows an error. */
  "aria-invalid"?: boolean | undefined;
  /** `0`: Safari's default Tab order skips a button (a checkbox usually is one) without an explicit tabindex. */
  tabIndex: number;
  /** The option's description, badge or preview ids, when it has any. */
  "aria-describedby"?: string | undefined;
  /** The number key that toggles it (`1`–`9`), for the first nine. */
  "aria-keyshortcuts"?: string | undefined;
  /** Our indicator glyph; a host's checkbox may render its own instead. */
  children?: ReactNode;
}

/** What a host's `Radio` receives: the props Radix's `RadioGroup.Item` and Base UI's `Radio.Root` both take, and `checked`. */
export interface QuestionRadioProps {
  /** The radio's id; its label points at it. */
  id: string;
  /** The answer value it stands for (`""` for Other). */
  value: string;
  /** Whether it is the picked one (the group knows too; for the host's own indicator). Not the library's prop: leave it out of the item. */
  checked: boolean;
  /** `qf-radio` and the host's `classNames.radio`. */
  className: string;
  /** `radio`. */
  "data-slot": string;
  /** The ids of the "Recommended" badge, the option's description and its shown preview, when any. */
  "aria-describedby"?: string | undefined;
  /** The number key that picks it (`1`–`9`), for the first nine. */
  "aria-keyshortcuts"?: string | undefined;
  /** The question shows an error (its group says so too); for the radio's own invalid look. */
  "aria-invalid"?: boolean | undefined;
  /** Our indicator glyph; a host's radio may render its own instead. */
  children?: ReactNode;
}

/**
 * What a host's `RadioGroup` receives: the props of Radix's `RadioGroup.Root`
 * and of Base UI's `RadioGroup` that we use, so shadcn's `RadioGroup` on
 * either library fits as it is (spread them onto the library's group).
 */
export interface QuestionRadioGroupProps {
  /**
   * For Radix: `true`, the group renders onto our fieldset (its child), so the question stays its legend and name
   * (past `filterAbove` options, onto the options' element in the fieldset, below the filter box, named by the legend).
   */
  asChild: true;
  /** For Base UI: the element the group renders as, which becomes our fieldset. Radix's group passes it on, and we drop it. */
  render: ReactElement;
  /**
   * The question's id, the name of every radio, so a `<form>` around the questions reads the pick;
   * none while Other is picked (the Other text box sends its text under that name instead).
   */
  name: string | undefined;
  /** The picked radio's value (`""` for Other); `null` while none is picked. */
  value: string | null;
  /** Called with the value of the radio the person picks (Base UI adds its event details, which we ignore). */
  onValueChange: (value: string) => void;
  /** Takes no input. */
  disabled?: boolean | undefined;
  /** Our fieldset, with the radios inside (with a filter box, the options' element inside the fieldset). */
  children: ReactNode;
}
