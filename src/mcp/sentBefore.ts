import type { AnswerItem } from "../protocol/types.ts";

// The last form request (or round) the person sent from this page, by what it asked, and the
// answers sent. A request that comes back asking exactly the same is the server not accepting
// them: the SDK 2.x pattern re-issues the request when `acceptedContent` refuses the retry, with
// no message, and the client gives up after ten rounds. The form then says so and starts from
// what was sent, instead of showing the same form unexplained.
// Kept only while the form that sent it is on the page: the next request is rendered in the
// same commit that replaces it (or beside it), and a form taken away takes its memory along.
type Sent = { asked: string; answers: readonly AnswerItem[] };
let last: Sent | undefined;

/**
 * Remembers the answers just sent for what a request (a form request's params, or a round's
 * requests) asks, as its `contentKey`; returns the record, to forget it by.
 */
export function rememberSent(asked: string, answers: readonly AnswerItem[]): object {
  last = { asked, answers };
  return last;
}

/**
 * Forgets what was sent (`sent`: only that record, if it is still the last): the person declined
 * or cancelled, so a repeat is a new question, not a refusal; or the form that sent it is gone.
 */
export function forgetSent(sent?: object): void {
  if (!sent || sent === last) last = undefined;
}

/** The answers last sent, when a request asks exactly what they answered (`asked`, its `contentKey`); else `undefined`. */
export function sentBefore(asked: string): readonly AnswerItem[] | undefined {
  return last?.asked === asked ? last.answers : undefined;
}
