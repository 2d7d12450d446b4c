import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionButtonProps } from "./QuestionProps.ts";

/** A button of ours: the host's `components.Button` when given, else a native `<button>`. */
export function Button(props: QuestionButtonProps) {
  const Host = useQuestionFormContext()?.components?.Button;
  return Host ? <Host {...props} /> : <button {...props} />;
}
