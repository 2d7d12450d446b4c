// Its own module, so a format writer that only needs this pulls in none of the rules.

// What `<input type="datetime-local">` gives (no zone, seconds optional) or RFC 3339 with a zone.
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?(?:([Zz])|([+-])(\d\d):(\d\d))?$/;
// What every server accepts (ajv-formats' date-time, zod's `iso.datetime()`): UTC, seconds and milliseconds.
const SENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The instant a date and time means, or `undefined` when it is none: every field in range
 * (seconds up to 59: a leap second is refused by some servers), a zone of ±00:00 to ±23:59,
 * and without one the person's own time. Built field by field, not by `Date.parse`, which
 * engines read differently and which rolls 09:30:61 over to 09:31:01.
 */
function instantOf(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const [zoneHours, zoneMinutes] = [Number(match[10] ?? 0), Number(match[11] ?? 0)];
  const sign = match[9];
  const fraction = Math.floor(Number(`0${match[7] ?? ""}`) * 1000);
  if (hours > 23 || minutes > 59 || seconds > 59 || zoneHours > 23 || zoneMinutes > 59) return undefined;
  const at = new Date(0);
  const zoned = match[8] !== undefined || sign !== undefined;
  // setFullYear, not the constructor: a year below 100 is not 19xx.
  if (zoned) {
    at.setUTCFullYear(year, month - 1, day);
    at.setUTCHours(hours, minutes, seconds, fraction);
    at.setTime(at.getTime() - (sign === "-" ? -1 : 1) * (zoneHours * 60 + zoneMinutes) * 60_000);
  } else {
    at.setFullYear(year, month - 1, day);
    at.setHours(hours, minutes, seconds, fraction);
  }
  // A day the month does not have (02-30) rolls over: not a date.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? at : undefined;
}

/**
 * A date and time as a JSON Schema `date-time` needs it: the instant it
 * means (with its zone, or else where the person is) in UTC, as every server
 * accepts it ("2026-12-01T09:30" in Berlin → "2026-12-01T08:30:00.000Z").
 * Text that is no date and time stays as it is.
 */
export function zonedDateTime(text: string): string {
  const at = instantOf(text);
  const sent = at?.toISOString();
  return sent && SENT.test(sent) ? sent : text;
}

/** Whether text is a date and time the form can send: `zonedDateTime` writes it in every server's format. */
export function isDateTime(text: string): boolean {
  const sent = instantOf(text)?.toISOString();
  return sent !== undefined && SENT.test(sent);
}
