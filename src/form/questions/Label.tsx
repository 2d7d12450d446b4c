import type { ElementType } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionFormComponents, QuestionLabelProps } from "../engine/QuestionProps.ts";

/** Props of our `Label`: a native label's, and the host's parts where no form gives them. */
export interface LabelProps extends QuestionLabelProps {
  /**
   * The host's parts, for a label outside a form (an approval's deny reason
   * and JSON box): its `Label` wins over the form's.
   */
  components?: Partial<Pick<QuestionFormComponents, "Label">> | undefined;
}

/**
 * A label of ours, the one way every part takes the host's, as `Button` does:
 * `components.Label` given here, else the form's (from its context), else a
 * native `<label>`.
 */
export function Label({ components, ...props }: LabelProps) {
  const form = useQuestionFormContext();
  const Host: ElementType = components?.Label ?? form?.components?.Label ?? "label";
  return <Host {...props} />;
}
