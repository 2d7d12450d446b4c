import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";

/** Props of `ChoiceIndicator`. */
export interface ChoiceIndicatorProps {
  /** The choice is picked: the glyph shows. */
  checked: boolean;
  /** What shows while picked: `●` for a radio, `✓` for a checkbox. */
  glyph: string;
}

/** The mark inside a radio or checkbox. Always rendered: a glyph keeps the state visible without styles.css. */
export function ChoiceIndicator({ checked, glyph }: ChoiceIndicatorProps) {
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <span {...slotProps("indicator", classNames)} aria-hidden="true">
      {checked ? glyph : "\u00a0"}
    </span>
  );
}
