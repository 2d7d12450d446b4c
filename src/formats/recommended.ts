import { isBlank } from "../protocol/blank.ts";

// The " (Recommended)" suffix that Claude's and OpenCode's tools put after the option they suggest
// (SPEC §7, §13): both readers show the label without it and read it as `recommended`.

const SUFFIX = "(recommended)";

/**
 * The label without a trailing "(Recommended)" (any case) and the whitespace
 * around it; the label itself when it has none. Written without a regular
 * expression: `/\s*\(recommended\)\s*$/i` backtracks over a run of spaces
 * (a label of 40,000 spaces took 4.5 s to read), and a label reaches this
 * before any length limit is checked.
 */
export function withoutRecommended(label: string): string {
  const end = label.trimEnd();
  if (end.slice(-SUFFIX.length).toLowerCase() !== SUFFIX) return label;
  return end.slice(0, -SUFFIX.length).trimEnd();
}

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
  const plains = labels.map((label) => label && withoutRecommended(label));
  // How many options send or would show each text, an option counted once for both.
  const count = new Map<string | undefined, number>();
  labels.forEach((label, at) => {
    for (const text of new Set([label, plains[at]])) count.set(text, (count.get(text) ?? 0) + 1);
  });
  return labels.map((label, at) => {
    const plain = plains[at];
    return plain !== label && !isBlank(plain as string) && count.get(plain) === 1 ? plain : label;
  });
}
