// Model text goes into our messages only through here: JSON quoting keeps
// quotes and newlines visible, and the cut keeps one absurd string from
// turning a tool error into megabytes.
const MAX_QUOTED = 80;

/** `text` as a JSON string literal, cut to a readable length. */
export function quote(text: string): string {
  return JSON.stringify(text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text);
}
