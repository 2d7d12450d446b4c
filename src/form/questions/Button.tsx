import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionButtonProps, QuestionFormComponents } from "../engine/QuestionProps.ts";

/** Props of our `Button`: a native button's, and the host's parts where no form gives them. */
export interface ButtonProps extends QuestionButtonProps {
  /**
   * The host's parts, for a button outside a form (an approval, an MCP page,
   * beside the error panel): its `Button` wins over the form's.
   */
  components?: Partial<Pick<QuestionFormComponents, "Button">> | undefined;
}

/**
 * A button of ours, the one way every part takes the host's: `components.Button`
 * given here, else the form's (from its context), else a native `<button>`.
 */
export function Button({ components, ...props }: ButtonProps) {
  const form = useQuestionFormContext();
  const Host = components?.Button ?? form?.components?.Button;
  // tabIndex explicit, for Safari: its default Tab order skips a button without one.
  const button = { tabIndex: 0, ...props };
  return Host ? <Host {...button} /> : <button {...button} />;
}
