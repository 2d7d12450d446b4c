import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionButtonProps } from "../engine/QuestionProps.ts";

/** A button of ours: the host's `components.Button` when given, else a native `<button>`. */
export function Button(props: QuestionButtonProps) {
  const Host = useQuestionFormContext()?.components?.Button;
  // tabIndex explicit, for Safari: its default Tab order skips a button without one.
  const button = { tabIndex: 0, ...props };
  return Host ? <Host {...button} /> : <button {...button} />;
}
