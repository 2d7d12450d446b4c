import { isObject } from "../protocol/json.ts";
import type { InterruptItem } from "./agui.ts";

// What InterruptForm reads from an AG-UI run besides its interrupts: plain functions, no React, so
// the component is the composition of the house's parts and these readings.

/** The tool call an approval concerns, from the agent's messages: its name and arguments (parsed when JSON). */
export function toolCallOf(messages: readonly unknown[] | undefined, id: string | undefined) {
  for (const message of messages ?? [])
    for (const call of (isObject(message) && Array.isArray(message.toolCalls) && message.toolCalls) || [])
      if (isObject(call) && call.id === id && isObject(call.function)) {
        const { name, arguments: text } = call.function;
        let input: unknown = text;
        try {
          input = JSON.parse(String(text));
        } catch {
          // Not JSON: shown as the text it is.
        }
        return { name: String(name), input };
      }
  return undefined;
}

/**
 * The ids of interrupts that cannot be read whole: what Cancel still answers, each once (the
 * agent keeps one pending interrupt per id, so a repeated id gets one entry, not two answers).
 * Never throws.
 */
export const idsOf = (interrupts: unknown): string[] => [
  ...new Set(
    Array.isArray(interrupts)
      ? interrupts.flatMap((each) => (isObject(each) && typeof each.id === "string" ? [each.id] : []))
      : [],
  ),
];

/** The earliest time any item stops being answerable; a value that is no date is ignored (never expires). */
export function deadlineOf(items: readonly InterruptItem[]): number | undefined {
  const times = items.map((item) => Date.parse(item.expiresAt ?? "")).filter((time) => !Number.isNaN(time));
  return times.length ? Math.min(...times) : undefined;
}

/** The schema of an approval's `editedArgs`, as its interrupt's `responseSchema` gives it (an object schema), if any. */
export function editedArgsSchema(item: InterruptItem): object | undefined {
  const properties = item.responseSchema?.properties;
  const schema = isObject(properties) ? properties.editedArgs : undefined;
  return isObject(schema) ? schema : undefined;
}
