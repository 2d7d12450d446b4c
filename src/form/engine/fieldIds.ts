/** The ids that tie one question's control to its hint and error (the label points at the control). */
export interface QuestionFieldIds {
  /** The first control (the text box, or the first radio or checkbox); the error summary links to it. */
  control: string;
  /** The hint (`purpose`); present only when the question has one. */
  hint: string | undefined;
  /** The inline error; present only while an error shows. */
  error: string | undefined;
  /** The hint and error ids for `aria-describedby`; undefined when neither shows. */
  describedBy: string | undefined;
}

/** The one convention for a question's ids: each derives from its control's id. */
export function fieldIds(control: string, hasHint: boolean, hasError: boolean): QuestionFieldIds {
  const hint = hasHint ? `${control}-hint` : undefined;
  const error = hasError ? `${control}-error` : undefined;
  const describedBy = [hint, error].filter(Boolean).join(" ") || undefined;
  return { control, hint, error, describedBy };
}

/** The id of the first control of the question at `index` of a form whose ids start with `prefix`. */
export function controlIdOf(prefix: string, index: number): string {
  return `${prefix}q${index}`;
}
