import type { FormHTMLAttributes, HTMLAttributes, RefCallback, RefObject } from "react";
import type { AnswerItem, Draft, QuestionIssue, QuestionItem, QuestionOutput } from "../../protocol/index.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import type { QuestionFormClassNames } from "../kit/slots.ts";
import type { FileUpload } from "./heldFiles.ts";
import type { QuestionFormContextValue } from "./QuestionFormContext.ts";
import type { QuestionButtonProps, QuestionFormComponents } from "./QuestionProps.ts";
import type { QuestionShortcuts } from "./shortcutKeys.ts";
import type { QuestionSource } from "./useReadQuestions.ts";

// The form's types, apart from the hook that joins its pieces: each piece (the send, the edits, the
// drafts shown, the prop getters) reads them from here, so no piece imports the hook that imports it.

/**
 * What `useQuestionForm` takes: the `QuestionForm` props that are not markup, and where its
 * questions come from (`QuestionSource`: `questions` to read, or `read`, a batch already read).
 */
export interface UseQuestionFormOptions extends QuestionSource {
  /** Called once with the answers and the tool result when every required question is answered; a rejected promise keeps the form open with an error. */
  onSubmit?: ((answers: AnswerItem[], output: QuestionOutput) => unknown) | undefined;
  /** Called with the issues when `questions` fails validation: once per distinct input (and `limits`). */
  onInvalid?: ((issues: QuestionIssue[]) => void) | undefined;
  /** Called on every edit with the answers as they would be sent and each question's draft as entered. */
  onChange?: ((answers: AnswerItem[], draftOf: (questionId: string) => Draft) => void) | undefined;
  /** Answers to start from, read when the questions first validate. */
  defaultAnswers?: readonly AnswerItem[] | undefined;
  /** Takes no input and cannot submit. */
  disabled?: boolean | undefined;
  /** Shows the answers, takes no input, has no submit button. */
  readOnly?: boolean | undefined;
  /** Replaces any of the visible strings. */
  labels?: Partial<QuestionFormLabels> | undefined;
  /** Extra class names by slot. */
  classNames?: QuestionFormClassNames | undefined;
  /** The host's renderers and parts; each a stable component. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** A stored tool output (the answers already sent): shown answered and read-only, instead of `questions`. `null` is none. */
  output?: QuestionOutput | null | undefined;
  /**
   * `questions` is not complete yet (the model is still writing them): what is
   * given can be answered, but nothing is reported invalid or submitted until
   * this turns false.
   */
  streaming?: boolean | undefined;
  /**
   * Each question offers "Add a note": a text box, behind a disclosure, for a
   * remark on the answer (SPEC §11). A non-blank note is sent trimmed as the
   * answer's `note`; Claude's writer sends it as `annotations[question].notes`.
   */
  notes?: boolean | undefined;
  /**
   * One optional text box under the questions, for a note on the whole answer
   * set ("yes, but…", SPEC §14), off by default. A non-blank note is sent
   * trimmed as the output's `note` (`QuestionOutput.note`); in the steps
   * layout it is on the review. `QuestionCall` shows it only where its
   * `format` can carry it (`takesNote`).
   */
  overallNote?: boolean | undefined;
  /**
   * The keys that pick a choice in a focused choice group, each choice
   * announcing its key (`aria-keyshortcuts`): `numbers` (the default), 1–9 for
   * the first nine; `letters`, A–Z for the first 26.
   */
  shortcuts?: QuestionShortcuts | undefined;
  /**
   * A choice question with more options than this gets a filter box above
   * them (SPEC §16): 8 when absent; `false` for none.
   */
  filterAbove?: number | false | undefined;
  /**
   * Each optional question offers "Skip this question" (SPEC §14): its answer
   * is sent as `{ id, skipped: true }`, apart from one left blank; answering it
   * again takes the skip back. In the steps layout Skip also goes on.
   */
  skip?: boolean | undefined;
  /**
   * Where a file the person attaches goes (SPEC §16): the answer carries the
   * `url` it returns. Without it each file is read into a `data:` URL. A
   * rejected promise shows its message in the question; the other files stay.
   */
  upload?: FileUpload | undefined;
}

/** Where the form is in its life. */
export type QuestionFormPhase = "idle" | "submitting" | "submitted" | "error";

/** What `useQuestionForm` returns: the form's state, and the props to spread on its parts. */
export interface QuestionFormState {
  /** The questions, validated and normalized; `[]` while the input is invalid. */
  questions: readonly QuestionItem[];
  /** What is wrong with `questions` (show `InvalidInput`); undefined when valid or still streaming. */
  issues: readonly QuestionIssue[] | undefined;
  /**
   * Whether the panel shown for `issues` should take focus: focus was inside
   * the form when the panel replaced it (a stream that ended invalid), and
   * would otherwise fall to the page.
   */
  focusIssues: boolean;
  /** `idle`, `submitting` (onSubmit's promise pending), `submitted`, or `error` (onSubmit failed). */
  phase: QuestionFormPhase;
  /** Whether the answers are sent (after the submit) or stored (`output`): show them, read-only. */
  answered: boolean;
  /** Whether the arguments are still arriving. */
  streaming: boolean;
  /** The merged labels. */
  labels: QuestionFormLabels;
  /** Counts the failed submits; the error summary takes focus each time it grows. */
  summaryFocus: number;
  /**
   * The answers as they would be sent now (or were sent, or are stored), one per
   * question in order. From the store even for a stored `output`: its answers were
   * read into it through `fromAnswer`, so whatever shape storage gave back, these are well-formed.
   */
  answers: () => AnswerItem[];
  /** Checks the required questions and sends, as the form's submit event does. */
  submit: () => Promise<void>;
  /**
   * Checks only these questions (all when omitted) with the submit's rules and
   * messages, shows exactly their errors (and focuses the error summary when
   * one fails), and tells whether they pass; sends nothing. The steps layout's
   * Next checks the current question with it.
   */
  check: (questionIds?: readonly string[]) => boolean;
  /**
   * Props for the `<form>`: submit handling, state attributes, `data-slot="form"`.
   * Give it your own props: your `className` is added after ours, and your
   * `onSubmit` runs first (call `event.preventDefault()` in it to keep ours from sending).
   */
  getFormProps: (props?: FormHTMLAttributes<HTMLFormElement>) => QuestionFormElementProps;
  /** Props for the submit button (a native one, or the host's `Button`), label included. */
  getSubmitProps: () => QuestionButtonProps;
  /** Props for the "Answers sent" status line that takes focus after a submit made from inside the form. */
  getStatusProps: () => HTMLAttributes<HTMLParagraphElement> & { ref: RefObject<HTMLParagraphElement | null> };
  /** What `QuestionFormProvider` gives the parts inside. */
  context: QuestionFormContextValue;
}

/** The props `getFormProps` gives the `<form>` element. */
export interface QuestionFormElementProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The form element, to tell whether focus is inside it when the answers are sent, or when the form goes away. */
  ref: RefCallback<HTMLFormElement>;
  /** `form`. */
  "data-slot": string;
  /** `idle`, `submitting`, `submitted` or `error`. */
  "data-state": QuestionFormPhase;
  /** Present when read-only. */
  "data-readonly"?: "" | undefined;
  /** Present when disabled. */
  "data-disabled"?: "" | undefined;
}

/** What the form's handlers read when they run, not when they were made: this render's options and questions. */
export type LatestForm = RefObject<{ options: UseQuestionFormOptions; questions: QuestionItem[] }>;
