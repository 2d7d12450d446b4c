import { Component, type ReactNode } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import { QuestionFormContext, type QuestionFormContextValue } from "../engine/QuestionFormContext.ts";
import { DEFAULT_LABELS } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";

/** Props of the error boundary around one question. */
export interface QuestionBoundaryProps {
  /** The question being rendered; its text stays visible in the error so the person knows which one failed. */
  question: QuestionItem;
  /** The message shown in place of the question's controls (English default: `DEFAULT_LABELS.questionFailed`). */
  message?: string | undefined;
  /**
   * Given to the error panel, so the error summary's link to this question
   * (which targets the question's first control) still lands somewhere.
   */
  controlId?: string | undefined;
  /** When this changes (e.g. the host passes a fixed renderer), the question is tried again. */
  resetKey?: unknown;
  /** The question's renderer. */
  children: ReactNode;
}

interface QuestionBoundaryState {
  failed: boolean;
}

/**
 * Contains a fault in one question (typically a custom renderer the host
 * passed through `components`) so the rest of the form, and every draft, keeps
 * working. Drafts live in the form's store, not in the question, so nothing
 * typed elsewhere is lost. Inside a form it tells the store while the question
 * cannot be shown, so the question is sent unanswered and blocks nothing
 * (SPEC §8). A class because React has no hook for this.
 */
export class QuestionBoundary extends Component<QuestionBoundaryProps, QuestionBoundaryState> {
  static override contextType = QuestionFormContext;
  declare context: QuestionFormContextValue | null;
  override state: QuestionBoundaryState = { failed: false };

  static getDerivedStateFromError(): QuestionBoundaryState {
    return { failed: true };
  }

  override componentDidCatch() {
    this.tellForm(this.props.question.id, true);
  }

  override componentDidMount() {
    // Shown now (a step visited again, a question put back): the store may remember it failing before.
    if (!this.state.failed) this.tellForm(this.props.question.id, false);
  }

  override componentDidUpdate(previous: QuestionBoundaryProps) {
    // A new question or renderer may well work: try again rather than stay broken. If it throws
    // again, componentDidCatch says so again.
    if (
      this.state.failed &&
      (previous.question !== this.props.question || !Object.is(previous.resetKey, this.props.resetKey))
    ) {
      this.tellForm(previous.question.id, false);
      this.setState({ failed: false });
    }
  }

  // Not on unmount: in the steps layout a question that failed unmounts when the person moves on,
  // and it still cannot be shown when the answers are sent.
  private tellForm(id: string, failed: boolean) {
    this.context?.store.setFailed(id, failed);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { question, message, controlId } = this.props;
    const classNames = this.context?.classNames;
    return (
      <div {...slotProps("question-failed", classNames, "qf-question")} data-type={question.type} data-failed="">
        <p {...slotProps("label", classNames)}>
          <bdi {...slotProps("question-text", classNames)}>{question.question}</bdi>
        </p>
        <p id={controlId} {...slotProps("error-message", classNames)} role="alert" tabIndex={-1}>
          {message ?? DEFAULT_LABELS.questionFailed}
        </p>
      </div>
    );
  }
}
