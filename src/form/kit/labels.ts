import { RULE_MESSAGES } from "../../protocol/rules.ts";
import { mergeLabels } from "./mergeLabels.ts";
import { DEFAULT_STEPS_LABELS, type StepsLabels } from "./stepsLabels.ts";

/**
 * Every string the form shows the person. Pass any subset through the
 * `labels` prop to translate or reword; the rest keep these English defaults.
 * Answer values never change: a YesNo answer is `"Yes"` or `"No"` whatever
 * `yes` and `no` display.
 */
export interface QuestionFormLabels extends StepsLabels {
  /** Display text of the YesNo "Yes" choice. */
  yes: string;
  /** Display text of the YesNo "No" choice. */
  no: string;
  /** The submit button. */
  submit: string;
  /** The submit button while `onSubmit`'s promise is pending. */
  submitting: string;
  /** Added after the text of a question that may be skipped. */
  optional: string;
  /** The button that opens a question's note box (with `notes`). */
  addNote: string;
  /** The label of a question's note box. */
  note: string;
  /** The label of the box for a note on the whole answer set (with `overallNote`), before "(optional)". */
  overallNote: string;
  /** The button that skips an optional question (with `skip`); pressed while it is skipped. */
  skipQuestion: string;
  /** A skipped question's answer, read back in the review and the receipt. */
  skippedAnswer: string;
  /** The badge on a SingleChoice's recommended option. */
  recommended: string;
  /** The name of the filter box above a long list of options (past the form's `filterAbove`), also its placeholder. */
  filterOptions: string;
  /** How many options the filter leaves, announced politely as the person types: `{shown}` and `{total}` are filled in. */
  filterCount: string;
  /** The filter leaves no option (Other, with `allowOther`, stays). */
  filterNoMatch: string;
  /** Heading of the error summary shown when required questions are unanswered. */
  errorSummaryTitle: string;
  /** An unanswered required Text question. */
  enterAnswer: string;
  /** An unanswered required SingleChoice question. */
  selectOne: string;
  /** An unanswered required MultiChoice question. */
  selectAtLeastOne: string;
  /** An unanswered required YesNo question. */
  selectYesNo: string;
  /** Shown when `onSubmit` throws or its promise rejects; the answers are kept. */
  submitFailed: string;
  /** Heading of the panel shown in place of questions that fail validation. */
  invalidTitle: string;
  /** The invalid panel's explanation for the person (the problems themselves are written for the model). */
  invalidHelp: string;
  /** The invalid panel's explanation once the error went back to the agent (a failed chat call). */
  invalidReported: string;
  /** The invalid panel's disclosure that holds the problems as the model is told them (English, from the protocol). */
  invalidDetails: string;
  /** Shown once the answers have been sent (the form is then read-only). */
  submitted: string;
  /** Shown in place of one question whose renderer failed; the rest of the form keeps working. */
  questionFailed: string;
  /** The last choice of a question with `allowOther`, and the start of its text box's name (`Other — <question>`). */
  other: string;
  /** Other is chosen but its box is blank. */
  enterOther: string;
  /** The button that shows a secret as typed. */
  showSecret: string;
  /** The button that masks a secret again. */
  hideSecret: string;
  // Files in an answer (a question with `attachments`, SPEC §16); `{name}` is the file's name.
  /** The button that opens the file chooser. */
  attachFiles: string;
  /** The name of the list of attached files. */
  attachedFiles: string;
  /** The name of a file's remove button. */
  removeFile: string;
  /** Announced politely when a file is attached. */
  fileAdded: string;
  /** Announced politely when a file is removed. */
  fileRemoved: string;
  /** A file of a type the question does not take; `{accept}` lists the types it does. */
  fileType: string;
  /** A file larger than the question takes; `{max}` is the largest size ("5 MB"). */
  fileSize: string;
  /** A file past the most the question takes; `{max}` is that number. */
  fileCount: string;
  /** An upload that failed (the form's `upload` rejected); `{reason}` is its message. */
  fileUploadFailed: string;
  /** The host's `upload` returned a URL the answer cannot carry (not `data:` or http(s)); the console names the URL. */
  fileUploadUnusable: string;
  /** A file pasted or dropped that could not be added at all (the files part failed to load). */
  fileNotAdded: string;
  /** A restored draft had files, which a draft does not keep; `{names}` lists them. */
  filesNotKept: string;
  /** After an answer read back (the review, the receipt), the files it carries; `{names}` lists them. */
  attachedAnswer: string;
  // The messages of the typed checks (SPEC §6), under the protocol's keys; `{min}` / `{max}` are filled in.
  /** A value that is not an email address. */
  enterEmail: string;
  /** A value that is not a web address. */
  enterUrl: string;
  /** A value that is not a real date. */
  enterDate: string;
  /** A value that is not a real date and time. */
  enterDateTime: string;
  /** A value that is not a number. */
  enterNumber: string;
  /** A value that is not a whole number. */
  enterWholeNumber: string;
  /** A number outside `{min}`–`{max}`. */
  numberBetween: string;
  /** A number below `{min}`. */
  numberAtLeast: string;
  /** A number above `{max}`. */
  numberAtMost: string;
  /** A text shorter than `{min}` characters. */
  textAtLeast: string;
  /** A text longer than `{max}` characters. */
  textAtMost: string;
  /** Fewer picks than `{min}`. */
  selectAtLeast: string;
  /** More picks than `{max}`. */
  selectUpTo: string;
  /** Picks outside `{min}`–`{max}`. */
  selectBetween: string;
  /** More than one pick where one is allowed. */
  selectOneOnly: string;
}

/** The English defaults of every label. */
export const DEFAULT_LABELS: Readonly<QuestionFormLabels> = Object.freeze({
  ...DEFAULT_STEPS_LABELS,
  yes: "Yes",
  no: "No",
  submit: "Submit",
  submitting: "Sending…",
  optional: "(optional)",
  addNote: "Add a note",
  note: "Note",
  overallNote: "Anything to add about these answers?",
  skipQuestion: "Skip this question",
  skippedAnswer: "Skipped",
  recommended: "Recommended",
  filterOptions: "Filter options",
  filterCount: "{shown} of {total} options",
  filterNoMatch: "No option matches",
  errorSummaryTitle: "There is a problem",
  enterAnswer: "Enter an answer",
  selectOne: "Select one option",
  selectAtLeastOne: "Select at least one option",
  selectYesNo: "Select Yes or No",
  submitFailed: "Your answers could not be sent. Try again.",
  invalidTitle: "These questions could not be shown",
  invalidHelp: "The assistant sent questions this page can't show. You can ask it to try again.",
  invalidReported:
    "The assistant sent questions this page can't show. It was told what went wrong, so it can try again.",
  invalidDetails: "Technical details",
  submitted: "Answers sent",
  questionFailed: "This question could not be shown. Your other answers are kept.",
  other: "Other",
  enterOther: "Enter your answer",
  showSecret: "Show",
  hideSecret: "Hide",
  attachFiles: "Attach files",
  attachedFiles: "Attached files",
  removeFile: "Remove {name}",
  fileAdded: "{name} attached",
  fileRemoved: "{name} removed",
  fileType: "{name} was not attached: this question takes {accept}",
  fileSize: "{name} was not attached: it is larger than {max}",
  fileCount: "{name} was not attached: up to {max} files",
  fileUploadFailed: "{name} could not be uploaded: {reason}",
  fileUploadUnusable: "{name} could not be uploaded",
  fileNotAdded: "{name} was not attached: attach it again",
  filesNotKept: "Files are not kept in a draft. Attach them again: {names}",
  attachedAnswer: "Attached: {names}",
  ...RULE_MESSAGES,
});

/**
 * The defaults (the form's, unless given) overlaid with the host's labels:
 * `mergeLabels`, whose rule is that a missing, non-string or blank entry
 * keeps its default.
 */
export function withDefaults<Labels extends object = QuestionFormLabels>(
  labels: Partial<Labels> | undefined,
  defaults: Readonly<Labels> = DEFAULT_LABELS as Readonly<QuestionFormLabels> as Readonly<Labels>,
): Labels {
  return mergeLabels(labels, defaults);
}
