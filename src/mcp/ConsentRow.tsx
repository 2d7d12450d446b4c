import { Button, slotProps } from "../form/index.ts";
import type { UrlParts } from "../formats/urlParts.ts";
import { ElicitationUrl } from "./ElicitationUrl.tsx";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import type { ElicitationClassNames, ElicitationSlot } from "./elicitationSlots.ts";

/** Props of `ConsentRow`. */
export interface ConsentRowProps {
  /** The address as the server sent it. */
  url: string;
  /** The address read by the browser's parser, or undefined when it cannot be opened. */
  parts: UrlParts | undefined;
  /** Whether the person has opened the page. */
  opened: boolean;
  /** The round was submitted with this page not opened: say what to do. */
  missing: boolean;
  /** Opens the page (only from this row's own button). */
  onOpen: () => void;
  /** Takes no input (the round is being sent, or was answered). */
  disabled: boolean;
  /** The Open button's id, so focus can go to it when the row is what stops the submit. */
  openId: string;
  /** The id of the error message, for the Open button's description. */
  errorId: string;
  /** The merged labels. */
  labels: ElicitationFormLabels;
  /** Extra class names by slot. */
  classNames?: ElicitationClassNames | undefined;
}

/**
 * A URL request inside a round: the page's whole address, its host in bold,
 * and its own Open button, the person's consent to that page alone. Nothing
 * opens but that click.
 */
export function ConsentRow({
  url,
  parts,
  opened,
  missing,
  onOpen,
  disabled,
  openId,
  errorId,
  labels,
  classNames,
}: ConsentRowProps) {
  return (
    <>
      <ElicitationUrl url={url} parts={parts} labels={labels} classNames={classNames} />
      {missing && !opened && (
        <p id={errorId} {...slotProps<ElicitationSlot>("elicitation-url-error", classNames, "qf-error-message")}>
          {labels.openFirst}
        </p>
      )}
      {opened ? (
        <p {...slotProps<ElicitationSlot>("elicitation-status", classNames, "qf-status")} role="status">
          {labels.opened}
        </p>
      ) : (
        parts && (
          <Button
            id={openId}
            type="button"
            {...slotProps<ElicitationSlot>("elicitation-open", classNames, "qf-submit")}
            aria-describedby={missing ? errorId : undefined}
            disabled={disabled}
            onClick={onOpen}
          >
            {labels.open}
          </Button>
        )
      )}
    </>
  );
}
