import { isBlank } from "../protocol/blank.ts";

// The " (Recommended)" suffix that Claude's and OpenCode's tools put after the option they suggest
// (SPEC §7, §13): both readers show the label without it and read it as `recommended`.

const RECOMMENDED = /\s*\(recommended\)\s*$/i;

/** The label without a trailing "(Recommended)" (any case) and the whitespace around it. */
export const withoutRecommended = (label: string): string => label.replace(RECOMMENDED, "");

/**
 * The label each option shows, in order (undefined where an option has no
 * string label): without its " (Recommended)" suffix, unless that leaves it
 * blank (there would be nothing else to show) or the same as another option's
 * label, sent or shown ("SQLite (Recommended)" beside "SQLite"). Kept, the
 * suffix keeps the two apart: the model repeated no option, and the person
 * reads its recommendation in the label itself. So the labels shown repeat
 * exactly when the labels sent do. One pass to count, one to choose: linear
 * in the options.
 */
export function shownLabels(labels: readonly (string | undefined)[]): (string | undefined)[] {
  const plains = labels.map((label) => (label === undefined ? undefined : withoutRecommended(label)));
  const sent = new Set(labels);
  const count = new Map<string | undefined, number>();
  for (const plain of plains) count.set(plain, (count.get(plain) ?? 0) + 1);
  return labels.map((label, at) => {
    const plain = plains[at];
    if (label === undefined || plain === undefined || plain === label) return label;
    return isBlank(plain) || count.get(plain) !== 1 || sent.has(plain) ? label : plain;
  });
}
