import type { QuestionFormComponents } from "../form/engine/QuestionProps.ts";
import type { QuestionIssue } from "../protocol/types.ts";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import type { ElicitationClassNames } from "./elicitationSlots.ts";

/** What `ElicitationForm` (one request) and `ElicitationRound` (a whole round) both take. */
export interface ElicitationViewProps {
  /**
   * The name of the MCP server that asks (e.g. `client.getServerVersion()?.name`),
   * shown so the person knows who wants the information. Shown as text.
   */
  serverName: string;
  /** Called with the reader's issues when the request or round cannot be shown (e.g. to log them). */
  onInvalid?: (issues: QuestionIssue[]) => void;
  /** Replaces any of the visible strings (English defaults), the form's own included. */
  labels?: Partial<ElicitationFormLabels>;
  /**
   * Extra class names by part (`data-slot`): the form's parts (`submit`,
   * `question`, …) and the elicitation's own (`elicitation-decline`,
   * `elicitation-url-host`, …), added after our own classes.
   */
  classNames?: ElicitationClassNames;
  /**
   * Replaces the question renderers and parts, as on `QuestionForm` (each a
   * stable component); its `Button` renders Open, Decline and Cancel too.
   */
  components?: Partial<QuestionFormComponents>;
  /** Extra class names for the root element. */
  className?: string;
  /** The root element's id. */
  id?: string;
}
