import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../engine/slots.ts";

/** Props of `OptionPreview`. */
export interface OptionPreviewProps {
  /** The panel's id; the option it shows is described by it. */
  id: string;
  /** The option's preview (code, a text mock-up), shown as text, never HTML. */
  text: string;
}

/** The panel that shows the focused (else the chosen) option's preview as monospace text. */
export function OptionPreview({ id, text }: OptionPreviewProps) {
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <pre id={id} {...slotProps("preview", classNames)}>
      {text}
    </pre>
  );
}
