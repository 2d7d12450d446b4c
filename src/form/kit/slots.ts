/**
 * The name of every part the components render, as its `data-slot`
 * attribute. Each part also carries the class `qf-<slot>` (what `styles.css`
 * styles) plus whatever the host gives it through `classNames`.
 */
export type QuestionFormSlot =
  // the form
  | "form"
  | "error-summary"
  | "error-summary-title"
  | "error-summary-list"
  | "error-summary-link"
  | "actions"
  | "submit"
  | "submit-error"
  | "status"
  // the steps layout (one question at a time, then a review)
  | "step"
  | "step-progress"
  | "back"
  | "next"
  | "review"
  | "review-title"
  | "review-list"
  | "review-item"
  | "review-question"
  | "review-answer"
  | "review-change"
  // past the first 32 questions, each further 32 (see QuestionList)
  | "question-group"
  // one question
  | "question"
  | "label"
  | "header"
  | "question-text"
  | "optional"
  | "hint"
  | "error-message"
  | "options"
  | "option"
  | "option-label"
  // a long list's filter box (past the form's `filterAbove` options) and its count
  | "filter"
  | "filter-input"
  | "filter-status"
  | "option-description"
  | "preview"
  | "other"
  | "other-input"
  | "textarea"
  | "input-row"
  | "input"
  | "secret-toggle"
  // the files attached to an answer (SPEC §16)
  | "files"
  | "files-pick"
  | "files-input"
  | "files-list"
  | "file"
  | "file-thumbnail"
  | "file-name"
  | "file-size"
  | "file-remove"
  | "files-note"
  | "files-status"
  | "radio"
  | "checkbox"
  | "indicator"
  | "badge"
  | "question-failed"
  | "note"
  | "note-toggle"
  | "question-skip"
  | "note-input"
  | "overall-note"
  | "overall-note-input"
  // the invalid-input panel
  | "invalid"
  | "invalid-title"
  | "invalid-help"
  | "invalid-details"
  | "invalid-list"
  // a tool call's life in a chat (QuestionCall)
  | "receipt"
  | "receipt-title"
  | "receipt-answers"
  | "receipt-item"
  | "receipt-toggle"
  | "receipt-full"
  | "decline"
  | "declined"
  | "placeholder"
  | "placeholder-status"
  | "placeholder-text"
  // a call that waits: its countdown, and how it ended without answers
  | "expiry"
  | "expiry-time"
  | "expiry-status"
  | "outcome"
  | "outcome-reply"
  // a tool call that needs the person's approval (ToolApproval)
  | "approval"
  | "approval-title"
  | "approval-tool"
  | "approval-input"
  | "approval-caption"
  | "approval-text"
  | "approval-partial"
  | "approval-unknown"
  | "approval-request-reason"
  | "approval-toggle"
  | "approve"
  // "Always allow" (ToolApproval's `offerAlways`): approve, and the framework keeps the permission
  | "approve-always"
  | "deny"
  | "deny-reason"
  | "deny-send"
  | "deny-cancel"
  | "approval-outcome"
  // approve with edits (ToolApproval's `editable`): the Edit button, the editor, its JSON box, the receipt's changes
  | "approval-edit"
  | "approval-editor"
  | "approval-json"
  | "approval-json-error"
  | "approval-json-problems"
  | "approval-json-problem"
  | "approval-changes"
  | "approval-change";

/** Extra class names by slot, added after our own `qf-<slot>` class (e.g. Tailwind utilities). */
export type QuestionFormClassNames = Partial<Record<QuestionFormSlot, string>>;

/**
 * The `data-slot` and class names of one part, the one rule every component
 * follows (the form's, the call's, an approval's, MCP's and the interrupts'
 * parts alike): `qf-<slot>`, the part's own class, always; then the host's
 * class for that slot; then `extra`: the host's `className` on a root, or
 * the look a part shares with another (`qf-submit` on a button that sends,
 * `qf-decline` on one that says no), which `styles.css` draws once for all.
 */
export function slotProps<Slot extends string = QuestionFormSlot>(
  slot: Slot,
  classNames: Partial<Record<Slot, string>> | undefined,
  extra?: string,
): { "data-slot": Slot; className: string } {
  let className = `qf-${slot}`;
  const host = classNames?.[slot];
  if (host) className += ` ${host}`;
  if (extra) className += ` ${extra}`;
  return { "data-slot": slot, className };
}
