import type { ReactNode } from "react";
import type { AnswerItem, Draft, QuestionIssue, QuestionLimits, QuestionOutput } from "../protocol/index.ts";
import type { QuestionUIOptions } from "./engine/QuestionUIOptions.ts";
import type { QuestionShortcuts } from "./engine/shortcutKeys.ts";
import { type QuestionReader, useQuestionForm } from "./engine/useQuestionForm.ts";
import { FormView, type QuestionFormLayout } from "./FormView.tsx";
import { FormElement } from "./parts/FormElement.tsx";

export type { QuestionFormLayout };

/**
 * Props of `QuestionForm`. `labels`, `classNames`, `components` (question
 * renderers, and the parts around them: `Button` for submit, Skip and the
 * receipt's toggle, `Textarea`, `Checkbox`, `Radio`, `RadioGroup`) and
 * `className` (on `qf-form`, or `qf-invalid` for the error panel) are the
 * options every component takes (`QuestionUIOptions`).
 */
export interface QuestionFormProps extends QuestionUIOptions {
  /**
   * The tool call's `questions` array exactly as the model sent it (the whole
   * arguments object, or their JSON string, work too). Validated inside; when
   * it fails, an error panel is shown instead of the questions.
   */
  questions: unknown;
  /**
   * Size limits for `questions` (`DEFAULT_LIMITS`: 100 questions, 100 options,
   * 2,000 characters per string). Input beyond them shows the error panel with
   * a `too_large` issue; raise one (`Infinity` turns it off) to accept more.
   */
  limits?: Partial<QuestionLimits>;
  /**
   * Reads `questions` in another agent's format instead of `ask_questions`
   * (SPEC §7): a format reader such as `fromAskUserQuestion` from
   * `agent-question-form/claude`, whose questions may carry what only readers set
   * (no `recommended`, typed `input`, `minSelected`). Its issues show in the
   * error panel. `limits` applies only to the default reader. Pass a stable
   * function (module scope): it is read again when it changes. Pass it with a
   * stored `output` of such a form too, so its questions are read as a reader's.
   */
  reader?: QuestionReader;
  /**
   * Called once with one `AnswerItem` per question, in question order, and the
   * tool result `{ questions, answers }`, after every required question is
   * answered. Return a promise to show "Sending…" until it settles; if it
   * rejects (or this throws) the form shows an error and keeps every answer.
   * Any other return value is ignored.
   */
  onSubmit?: (answers: AnswerItem[], output: QuestionOutput) => unknown;
  /** Called with the issues when `questions` fails validation: once per distinct input (and `limits`), however inputs alternate. */
  onInvalid?: (issues: QuestionIssue[]) => void;
  /**
   * Called on every edit with the current answers (as they would be sent:
   * text trimmed) and `draftOf`, which gives a question's draft exactly as
   * entered (untrimmed text, the picks), to save a draft that comes back as typed.
   */
  onChange?: (answers: AnswerItem[], draftOf: (questionId: string) => Draft) => void;
  /** Answers to start from (a saved draft, or a stored result shown with `readOnly`). Read when the questions first validate. */
  defaultAnswers?: readonly AnswerItem[];
  /** Shows the questions but takes no input and cannot submit. */
  disabled?: boolean;
  /** Shows the questions with their answers, without a submit button. */
  readOnly?: boolean;
  /**
   * Each question offers "Add a note": a button that reveals a text box for a
   * remark on the answer (SPEC §11). A non-blank note is sent, trimmed, as the
   * answer's `note` (Claude's writer: `annotations[question].notes`).
   */
  notes?: boolean;
  /**
   * One optional box under the questions (in the steps layout, on the
   * review) for a note on the whole answer set, "yes, but…" (SPEC §14). Off
   * by default. A non-blank note is sent, trimmed, as the output's `note`
   * (`onSubmit`'s second argument). `QuestionCall` offers it only where its
   * `format` can carry the note (`takesNote`).
   */
  overallNote?: boolean;
  /**
   * The keys that pick a choice while its group has focus, each choice
   * announcing its key (`aria-keyshortcuts`): `numbers` (the default), 1–9 for
   * the first nine choices; `letters`, A–Z for the first 26, as shadcn's
   * Questionnaire. Never from a text box, nor during an IME composition.
   */
  shortcuts?: QuestionShortcuts;
  /**
   * A choice question with more options than this (8 when absent) gets a
   * filter box above them: typing narrows the list by label and description,
   * ignoring case and accents; a picked option and Other stay in view (SPEC §16).
   * `false` for no filter box.
   */
  filterAbove?: number | false;
  /**
   * Each optional question offers "Skip this question" (SPEC §14): a toggle
   * that sends the answer as `{ id, skipped: true }`, apart from one left
   * blank, shown as "Skipped" in the steps review and the receipt. Answering
   * the question takes the skip back; in the steps layout Skip also goes on.
   * Escape moves focus to it. Off by default.
   */
  skip?: boolean;
  /**
   * Where a file the person attaches to an answer goes (a question with
   * `attachments`, SPEC §16): called once per file as it is added, the answer
   * carries the `url` it resolves to (keep big files out of the tool result).
   * Without it each file is read into a `data:` URL. A rejected promise shows
   * its message in the question and drops that file only; Submit waits for
   * every pending upload.
   */
  upload?: (file: File) => Promise<{ url: string }>;
  /** The root element's id. */
  id?: string;
  /**
   * A stored tool output, the `output` `onSubmit` was given (e.g. after a page
   * reload): shows its questions as answered, read-only, exactly as right after
   * the submit, even when it arrives after the person started typing (their
   * drafts are not shown). Used instead of `questions`; nothing can be sent
   * again. `null` is none.
   */
  output?: QuestionOutput | null;
  /**
   * More buttons after the submit button, e.g. Decline and Cancel for an MCP
   * elicitation; shown only while the form can be sent.
   */
  actions?: ReactNode;
  /**
   * `list` (the default): every question at once. `steps`: one question at a
   * time for narrow chat columns ("Question 2 of 5", Back / Next, where Next
   * checks that question only and Enter is Next), then a review of every
   * answer with a Change button to each, then Submit. Once answered (or
   * `readOnly`), the answers show as in the list.
   */
  layout?: QuestionFormLayout;
}

/**
 * A batch of questions from an `ask_questions` tool call as one accessible
 * form. Required questions are checked with the protocol's own rules on
 * submit; answers are kept by question id across re-renders and failures.
 * The form view over `useQuestionForm`; every part carries `data-slot`.
 */
export function QuestionForm({ id, className, layout, actions, ...options }: QuestionFormProps) {
  const form = useQuestionForm(options);
  return <FormView {...{ form, id, className, layout, actions }} readOnly={options.readOnly} root={FormElement} />;
}
