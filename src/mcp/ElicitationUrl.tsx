import { slotProps } from "../form/index.ts";
import type { UrlParts } from "../formats/urlParts.ts";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import type { ElicitationClassNames, ElicitationSlot } from "./elicitationSlots.ts";

/** Props of `ElicitationUrl`. */
export interface ElicitationUrlProps {
  /** The address as the server sent it, shown as text when it cannot be read. */
  url: string;
  /** The address read by the browser's parser, or undefined when it cannot be opened. */
  parts: UrlParts | undefined;
  /** The merged labels (`urlIntro`, `urlInvalid`). */
  labels: Pick<ElicitationFormLabels, "urlIntro" | "urlInvalid">;
  /** Extra class names by slot (`elicitation-url`, `elicitation-url-host`, …). */
  classNames?: ElicitationClassNames | undefined;
}

/**
 * The whole address the server asks the person to open, its host in bold:
 * where a page really is decides whether to trust it, and a long path or a
 * user name ("github.com@…") must not hide it. Text only, never a link, so
 * nothing opens but the Open button.
 */
export function ElicitationUrl({ url, parts, labels, classNames }: ElicitationUrlProps) {
  const slot = (name: ElicitationSlot) => slotProps(name, classNames);
  return (
    <div {...slot("elicitation-url")} data-invalid={parts ? undefined : ""}>
      <p {...slot("elicitation-url-intro")}>{parts ? labels.urlIntro : labels.urlInvalid}</p>
      <p {...slot("elicitation-url-address")}>
        {parts ? (
          <>
            <span {...slot("elicitation-url-rest")}>{parts.before}</span>
            <strong {...slot("elicitation-url-host")}>{parts.host}</strong>
            <span {...slot("elicitation-url-rest")}>{parts.after}</span>
          </>
        ) : (
          url
        )}
      </p>
    </div>
  );
}
