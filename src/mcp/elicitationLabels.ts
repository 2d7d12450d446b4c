import { DEFAULT_LABELS, type QuestionFormLabels } from "../form/index.ts";

/**
 * Every string `ElicitationForm` and `ElicitationRound` show, on top of the form's own (`submit`,
 * the error messages…). Pass any subset through `labels`; the rest keep these
 * English defaults.
 */
export interface ElicitationFormLabels extends QuestionFormLabels {
  /** Before the requesting server's name ("Request from repo-bot"), so the person knows who asks. */
  requestFrom: string;
  /** The button that says no to this request (the result `{ action: "decline" }`). */
  decline: string;
  /** The button that dismisses the request without choosing (the result `{ action: "cancel" }`). */
  cancel: string;
  /** URL mode: the button that opens the page in a new tab (the result `{ action: "accept" }`). */
  open: string;
  /** URL mode: before the address of the page the server asks the person to open. */
  urlIntro: string;
  /** URL mode: shown when the address cannot be read as a web address, so it cannot be opened. */
  urlInvalid: string;
  /** Shown in place of the request once the person has declined it. */
  declined: string;
  /** Shown in place of the request once the person has cancelled it. */
  cancelled: string;
  /** URL mode: shown once the page has been opened. */
  opened: string;
  /** `ElicitationRound`: a page of the round that must be opened before Submit (or the round declined). */
  openFirst: string;
  /**
   * Shown above a request (or round) that asks again exactly what the person just sent: the
   * server did not accept it. The form starts from what was sent.
   */
  notAccepted: string;
}

/** The English defaults of every `ElicitationForm` label, the form's included. */
export const DEFAULT_ELICITATION_LABELS: Readonly<ElicitationFormLabels> = Object.freeze({
  ...DEFAULT_LABELS,
  requestFrom: "Request from",
  decline: "Decline",
  cancel: "Cancel",
  open: "Open",
  urlIntro: "This opens a page in a new tab:",
  urlInvalid: "This address can't be opened.",
  declined: "You declined this request.",
  cancelled: "You cancelled this request.",
  opened: "The page was opened in a new tab.",
  openFirst: "Open this page to continue, or decline the request",
  notAccepted: "The server did not accept what was sent and asks again. Check your answers, then send them again.",
});
