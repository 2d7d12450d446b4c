import { Button, slotProps, useQuestionFormContext } from "../form/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";

/** Props of `DeclineButton`. */
export interface DeclineButtonProps {
  /** Called when the person chooses not to answer at all. */
  onDecline: () => void;
  /** Ignores clicks (e.g. while the answers are being sent). */
  disabled?: boolean | undefined;
  /** The merged labels (`skip`). */
  labels: Pick<QuestionCallLabels, "skip">;
}

/**
 * Ends the question call without answers. A plain `type="button"` so Enter in
 * a text field still submits the form rather than declining it.
 */
export function DeclineButton({ onDecline, disabled, labels }: DeclineButtonProps) {
  const classNames = useQuestionFormContext()?.classNames;
  return (
    <Button type="button" {...slotProps("decline", classNames)} onClick={onDecline} disabled={disabled}>
      {labels.skip}
    </Button>
  );
}
