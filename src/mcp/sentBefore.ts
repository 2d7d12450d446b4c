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

/** What a request asks, as text to compare; "" for one that cannot be written (never equal). */
function askedOf(request: unknown): string {
  try {
    return JSON.stringify(request) ?? "";
  } catch {
    return "";
  }
}

/** Remembers the answers just sent for `request` (a form request's params, or a round's requests); returns the record, to forget it by. */
export function rememberSent(request: unknown, answers: readonly AnswerItem[]): object | undefined {
  const asked = askedOf(request);
  last = asked ? { asked, answers } : undefined;
  return last;
}

/**
 * Forgets what was sent (`sent`: only that record, if it is still the last): the person declined
 * or cancelled, so a repeat is a new question, not a refusal; or the form that sent it is gone.
 */
export function forgetSent(sent?: object): void {
  if (!sent || sent === last) last = undefined;
}

/** The answers last sent, when `request` asks exactly what they answered; else `undefined`. */
export function sentBefore(request: unknown): readonly AnswerItem[] | undefined {
  const asked = askedOf(request);
  return asked && last?.asked === asked ? last.answers : undefined;
}
