// How ToolApproval shows a tool's input: JSON.stringify's indented text for plain values, but
// built here step by step, so that an input the person cannot read whole (nested thousands of
// levels, cyclic, a BigInt, a throwing toJSON or Proxy) still shows what can be shown, with a
// marker where it stops, and never throws: JSON.stringify gave "[object Object]" or crashed.

/** Levels shown before the rest is marked: more than any input a person reads. */
const MAX_DEPTH = 32;

/** What stands where part of the input cannot be shown. */
export const NOT_SHOWN = "‹not shown›";

/** The input as text, and whether all of it could be shown (else a `NOT_SHOWN` marks each gap). */
export interface ShownInput {
  /** A string as it is; anything else as indented JSON. */
  text: string;
  /** False when a part could not be shown (too deep, cyclic, or throwing when read). */
  complete: boolean;
}

/** The input as the person reads it; never throws. */
export function showInput(input: unknown): ShownInput {
  let complete = true;
  const gap = () => {
    complete = false;
    return JSON.stringify(NOT_SHOWN);
  };
  const open = new Set<object>();

  /** One value as JSON.stringify(…, null, 2) writes it at `indent`; undefined where JSON leaves it out. */
  function write(value: unknown, indent: string, key: string): string | undefined {
    try {
      if (value !== null && (typeof value === "object" || typeof value === "bigint")) {
        const toJSON = (value as { toJSON?: unknown }).toJSON;
        if (typeof toJSON === "function") value = toJSON.call(value, key);
      }
      if (typeof value === "bigint") return `${value}n`;
      if (value === null || typeof value === "boolean") return String(value);
      if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
      if (typeof value === "string") return JSON.stringify(value);
      if (typeof value !== "object") return undefined;
      if (open.has(value) || indent.length / 2 >= MAX_DEPTH) return gap();
      open.add(value);
      try {
        const inner = `${indent}  `;
        if (Array.isArray(value)) {
          if (!value.length) return "[]";
          const items = Array.from(value, (item, index) => inner + (write(item, inner, String(index)) ?? "null"));
          return `[\n${items.join(",\n")}\n${indent}]`;
        }
        const entries = Object.keys(value).flatMap((name) => {
          const written = write((value as Record<string, unknown>)[name], inner, name);
          return written === undefined ? [] : [`${inner}${JSON.stringify(name)}: ${written}`];
        });
        return entries.length ? `{\n${entries.join(",\n")}\n${indent}}` : "{}";
      } finally {
        open.delete(value);
      }
    } catch {
      // A getter, toJSON or Proxy that throws when read.
      return gap();
    }
  }

  if (typeof input === "string") return { text: input, complete };
  let text: string | undefined;
  try {
    text = write(input, "", "") ?? String(input);
  } catch {
    text = gap();
  }
  return { text, complete };
}
