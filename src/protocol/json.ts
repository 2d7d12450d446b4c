// What a tool call's JSON is, before any of our rules: the value a model's arguments (or a stored
// result) may be, as an object or as JSON text.

/** A plain object: not `null`, not an array. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON text without the byte-order mark an editor or a file may have put first (harmless, but JSON.parse rejects it). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Tool arguments as a value: JSON text parsed (its BOM dropped), anything else as it is. Throws on bad JSON. */
export const parseArguments = (input: unknown): unknown =>
  typeof input === "string" ? JSON.parse(withoutBom(input)) : input;
