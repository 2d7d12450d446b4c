import { isBlank } from "./blank.ts";
import { isDateTime, zonedDateTime } from "./dateTime.ts";
import type { QuestionItem, QuestionOption } from "./types.ts";

// The checks of SPEC §6 that a value must pass beyond "answered": one function
// per rule, called by validateAnswers on a server and by the form before
// submit, so both say the same thing from the same rule.

/** The label of an option, whether it came as a string or as `{ label, … }`. */
export const optionLabel = (option: QuestionOption): string => (typeof option === "string" ? option : option.label);

/** A question's option labels, in order (`[]` for Text and YesNo). */
export const optionLabels = (question: Pick<QuestionItem, "options">): string[] =>
  (question.options ?? []).map(optionLabel);

/**
 * The English text of each problem `checkValue` / `checkCount` can find, with
 * `{min}` and `{max}` for the limits. The form shows its own (translatable)
 * labels under the same keys; the model is told these.
 */
export const RULE_MESSAGES = {
  enterEmail: "Enter an email address in the correct format, like name@example.com",
  enterUrl: "Enter a web address in the correct format, like https://example.com",
  enterDate: "Enter a real date, like 2026-12-31",
  enterDateTime: "Enter a real date and time, like 2026-12-31T09:30",
  enterNumber: "Enter a number",
  enterWholeNumber: "Enter a whole number",
  numberBetween: "Enter a number between {min} and {max}",
  numberAtLeast: "Enter a number that is {min} or more",
  numberAtMost: "Enter a number that is {max} or less",
  textAtLeast: "Enter at least {min} characters",
  textAtMost: "Enter {max} characters or fewer",
  selectAtLeast: "Select at least {min} options",
  selectUpTo: "Select up to {max} options",
  selectBetween: "Select between {min} and {max} options",
  selectOneOnly: "Select one option only",
} as const;

/** The key of one problem's message in `RULE_MESSAGES` (and in the form's labels). */
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** What is wrong with a typed value or a set of picks (SPEC §6). */
export interface RuleProblem {
  /** `invalid_value` (a Text's `input`) or `wrong_count` (a MultiChoice's `minSelected` / `maxSelected`). */
  code: "invalid_value" | "wrong_count";
  /** Which message to show: a key of `RULE_MESSAGES` and of the form's labels. */
  message: RuleMessageKey;
  /** The lower limit, for the messages that name it. */
  min?: number;
  /** The upper limit, for the messages that name it. */
  max?: number;
}

/** A problem's message with its limits filled in, from `messages` (default: the English `RULE_MESSAGES`). */
export function ruleText(
  { message, min, max }: RuleProblem,
  messages: Readonly<Record<RuleMessageKey, string>> = RULE_MESSAGES,
): string {
  return messages[message].replace("{min}", String(min)).replace("{max}", String(max));
}

// Email and URI as both of the MCP SDK's servers check them: with Ajv and ajv-formats (full mode)
// where the schema is JSON Schema, and with zod (`z.string().email()`, `.url()`) where a 2026-07-28
// server reads its retry with `acceptedContent`. The form takes only what both accept (the
// intersection), so that an address the form lets through is never refused there, whichever
// the server runs. Each part is matched on its own, so nothing backtracks.
// A local part's atoms: ajv-formats allows !#$%&*/=?^`{|}~ too; zod only these.
const EMAIL_ATOM = /^[a-z\d_'+-]+$/i;
const HOST_LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;
// zod: the last label (the top-level domain) is two letters or more.
const TOP_LEVEL = /^[a-z]{2,}$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// What RFC 3986 allows after the scheme, without "#" (its fragment is split off first): ASCII only.
const URI_TEXT = /^(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-f]{2})*$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Each digit can be matched one way only (the fraction's digits follow a point), so a long
// non-number fails in linear time: `\d+\.?\d*` split a run of digits every way (SPEC §11).
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/** Not at least `min` or not at most `max` (an absent limit holds). */
const outside = (value: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && !(value >= min)) || (max !== undefined && !(value <= max));

/**
 * Dot-atoms before the one "@" (not ending in an apostrophe, which zod refuses), a host of two
 * labels or more after it, the last of letters only, ASCII only.
 */
function isEmail(text: string): boolean {
  const parts = text.split("@");
  const labels = (parts[1] ?? "").split(".");
  return (
    parts.length === 2 &&
    (parts[0] as string).split(".").every((atom) => EMAIL_ATOM.test(atom)) &&
    !(parts[0] as string).endsWith("'") &&
    labels.length > 1 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1] as string)
  );
}

/** What zod's `url()` asks: the WHATWG URL parser (the browser's and Node's `URL`) reads it (a port up to 65535, a real IPv4 address, a host). */
function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** An absolute RFC 3986 URI: a scheme, a path that is not empty, ASCII only, one "#" at most, a port of digits. */
function isUri(text: string): boolean {
  const scheme = SCHEME.exec(text)?.[0];
  if (!scheme) return false;
  const [main = "", fragment = "", more] = text.slice(scheme.length).split("#");
  const hier = main.split("?")[0] as string;
  if (more !== undefined || !hier || !URI_TEXT.test(main) || !URI_TEXT.test(fragment)) return false;
  if (!hier.startsWith("//")) return true;
  // The authority: user info before its last "@" (none in it), then a host without ":", then a port.
  const authority = hier.slice(2).split("/")[0] as string;
  const at = authority.lastIndexOf("@");
  const [, port] = authority.slice(at + 1).split(":", 3);
  return (
    !authority.slice(0, Math.max(at, 0)).includes("@") &&
    /^\d*$/.test(port ?? "") &&
    authority.slice(at + 1).split(":").length < 3
  );
}

/** An address both servers accept: an RFC 3986 URI (ajv-formats) that the WHATWG parser reads (zod). */
const isUrl = (text: string) => isUri(text) && parsesAsUrl(text);

function isDate(text: string): boolean {
  const [, year, month, day] = DATE.exec(text) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return !!year && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * Checks a Text answer against the question's `input` (SPEC §6): the format
 * of its kind, then its limits. `undefined` when it passes, when the question
 * has no `input`, or when the text is blank (whether blank is allowed is the
 * required rule's business, not this one's).
 */
export function checkValue(question: Pick<QuestionItem, "input">, text: string): RuleProblem | undefined {
  const { input } = question;
  const value = text.trim();
  if (!input || isBlank(value)) return undefined;
  const fail = (message: RuleMessageKey): RuleProblem => ({ code: "invalid_value", message });
  const { kind, minLength, maxLength, minimum, maximum } = input;
  if (kind === "number" || kind === "integer") {
    if (!(kind === "integer" ? INTEGER : NUMBER).test(value) || !Number.isFinite(Number(value)))
      return fail(kind === "integer" ? "enterWholeNumber" : "enterNumber");
    const number = Number(value);
    // Beyond ±(2^53 - 1) a whole number cannot be sent as typed (JSON's numbers would round it): refused, never rounded.
    if (kind === "integer" && !Number.isSafeInteger(number)) {
      const min = Math.max(minimum ?? -Infinity, -Number.MAX_SAFE_INTEGER);
      const max = Math.min(maximum ?? Infinity, Number.MAX_SAFE_INTEGER);
      return { code: "invalid_value", message: "numberBetween", min, max };
    }
    if (!outside(number, minimum, maximum)) return undefined;
    const message = minimum === undefined ? "numberAtMost" : maximum === undefined ? "numberAtLeast" : "numberBetween";
    return { code: "invalid_value", message, min: minimum, max: maximum };
  }
  if (kind === "email" && !isEmail(value)) return fail("enterEmail");
  if (kind === "url" && !isUrl(value)) return fail("enterUrl");
  if (kind === "date" && !isDate(value)) return fail("enterDate");
  // Seconds up to 59, a zone up to ±23:59, and sent in UTC, as ajv-formats and zod both accept it.
  if (kind === "date-time" && !isDateTime(value)) return fail("enterDateTime");
  // Code points, as JSON Schema's minLength / maxLength count them, of the text as it is sent
  // (a date and time gains its zone).
  const length = [...(kind === "date-time" ? zonedDateTime(value) : value)].length;
  const limits = { min: minLength, max: maxLength };
  if (minLength !== undefined && length < minLength)
    return { code: "invalid_value", message: "textAtLeast", ...limits };
  if (maxLength !== undefined && length > maxLength) return { code: "invalid_value", message: "textAtMost", ...limits };
  return undefined;
}

/**
 * Checks a MultiChoice answer's number of picks against `minSelected` /
 * `maxSelected` (SPEC §6). `undefined` when it passes or there are no picks
 * (none at all is the required rule's business).
 */
export function checkCount(
  question: Pick<QuestionItem, "minSelected" | "maxSelected">,
  picks: readonly unknown[],
): RuleProblem | undefined {
  const { minSelected: min, maxSelected: max } = question;
  const count = picks.length;
  if (!count || !outside(count, min, max)) return undefined;
  const message: RuleMessageKey =
    max === 1
      ? "selectOneOnly"
      : min !== undefined && min > 1 && max !== undefined
        ? "selectBetween"
        : count > (max ?? Infinity)
          ? "selectUpTo"
          : "selectAtLeast";
  return { code: "wrong_count", message, min, max };
}
