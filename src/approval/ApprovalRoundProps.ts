import type { QuestionFormClassNames, QuestionUIOptions } from "../form/index.ts";
import type { QuestionIssue } from "../protocol/types.ts";
import type { ToolApprovalLabels } from "./approvalLabels.ts";

/** Extra class names by part (`data-slot`): the form's parts, `ToolApproval`'s and the view's own `Slot`s. */
export type ApprovalClassNames<Slot extends string> = QuestionFormClassNames & Partial<Record<Slot, string>>;

/**
 * What a round of questions and tool calls in one form takes, whichever
 * framework paused it (AG-UI's `InterruptForm`, ADK's `ConfirmationForm`):
 * the options every component takes (`QuestionUIOptions`: `labels`, the
 * round's own strings, the form's and `ToolApproval`'s; `classNames`, the
 * form's parts, `ToolApproval`'s and the round's own; `components`, whose
 * `Button` renders every button; `className`), where the reader's issues go,
 * and the root's id. Each view adds what it reads and what it sends.
 */
export interface ApprovalRoundProps<Labels, Slot extends string>
  extends QuestionUIOptions<Labels & ToolApprovalLabels, ApprovalClassNames<Slot>> {
  /** Called with the reader's issues when the round cannot be shown (e.g. to log them). */
  onInvalid?: ((issues: QuestionIssue[]) => void) | undefined;
  /** The root element's id. */
  id?: string | undefined;
}
