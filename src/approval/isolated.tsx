import type { ReactNode } from "react";

/**
 * A label with its `{name}` placeholders filled, each value in a `<bdi>`: the agent's text (a
 * tool's name, an argument, a reason) cannot reorder ours around it (an unclosed U+202E in a
 * tool's name reversed "to run?"), as the form isolates a question's text (SPEC §9).
 * A placeholder the label leaves out is not shown; text the label writes is never read as one.
 */
export function isolated(template: string, values: Readonly<Record<string, string>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : undefined;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one label, in a fixed order
    return value === undefined ? piece : <bdi key={index}>{value}</bdi>;
  });
}
