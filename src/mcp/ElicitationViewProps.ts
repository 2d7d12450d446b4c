import type { QuestionUIOptions } from "../form/index.ts";
import type { QuestionIssue } from "../protocol/types.ts";
import type { ElicitationFormLabels } from "./elicitationLabels.ts";
import type { ElicitationClassNames } from "./elicitationSlots.ts";

/**
 * What `ElicitationForm` (one request) and `ElicitationRound` (a whole round)
 * both take. The options every component takes (`QuestionUIOptions`): `labels`
 * (the form's own strings included), `classNames` (the form's parts and the
 * elicitation's own: `elicitation-decline`, `elicitation-url-host`, …),
 * `components` (as on `QuestionForm`; its `Button` renders Open, Decline and
 * Cancel too) and `className`.
 */
export interface ElicitationViewProps extends QuestionUIOptions<ElicitationFormLabels, ElicitationClassNames> {
  /**
   * The name of the MCP server that asks (e.g. `client.getServerVersion()?.name`),
   * shown so the person knows who wants the information. Shown as text.
   */
  serverName: string;
  /** Called with the reader's issues when the request or round cannot be shown (e.g. to log them). */
  onInvalid?: (issues: QuestionIssue[]) => void;
  /** The root element's id. */
  id?: string;
}
