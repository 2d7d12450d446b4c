// Its own module, so a format writer that only needs this pulls in none of the rules.

/**
 * A date and time as a JSON Schema `date-time` needs it: the text itself when it
 * has a zone, else (a `datetime-local` value such as "2026-12-01T09:30") the
 * instant it means where the person is, in UTC. Text that is no date stays as it is.
 */
export function zonedDateTime(text: string): string {
  return /([Zz]|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(Date.parse(text)) ? text : new Date(text).toISOString();
}
