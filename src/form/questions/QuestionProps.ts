import type { ComponentType } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import type { QuestionFormLabels } from "../labels.ts";

/**
 * What every question renderer receives: ours (`TextQuestion`, `SingleChoice`,
 * `MultiChoice`, `YesNo`) and any the host plugs in through `components`.
 * Each is controlled: it shows `value` and reports edits through `onChange`.
 */
export interface QuestionProps<V extends string | string[] = string | string[]> {
  /** The question, normalized (for SingleChoice the recommended option is first). */
  question: QuestionItem;
  /**
   * What the person has entered so far, `undefined` for nothing yet. Text: the
   * raw text; SingleChoice: the picked option; YesNo: `"Yes"` or `"No"`;
   * MultiChoice: the picked options.
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
  /** Renders a SingleChoice question; `value` is the picked option. Ours: `SingleChoice`. */
  SingleChoice: ComponentType<QuestionProps<string>>;
  /** Renders a MultiChoice question; `value` is the picked options. Ours: `MultiChoice`. */
  MultiChoice: ComponentType<QuestionProps<string[]>>;
  /** Renders a YesNo question; `value` is `"Yes"` or `"No"`. Ours: `YesNo`. */
  YesNo: ComponentType<QuestionProps<string>>;
}
