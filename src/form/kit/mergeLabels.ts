import { isBlank } from "../../protocol/blank.ts";

// Each merged set, by the defaults it was merged over: every question merges the labels it is given,
// which in a form are the form's, merged once already.
const mergedOver = new WeakMap<object, object>();

/**
 * The defaults overlaid with the host's labels. A missing, non-string or blank
 * entry keeps its default: an empty label would leave a button or a choice
 * without an accessible name. Labels this merged over the same defaults (or
 * over defaults that hold them) come back as they are.
 *
 * A module of its own, apart from the form's labels, so that a part with
 * labels of its own (ToolApproval) merges them without the form's strings.
 */
export function mergeLabels<Labels extends object>(
  labels: Partial<Labels> | undefined,
  defaults: Readonly<Labels>,
): Labels {
  const over = labels && mergedOver.get(labels);
  // A set merged over these defaults, or over more (a call's labels, which hold the form's): merged once, used as it is.
  if (
    !labels ||
    labels === defaults ||
    over === defaults ||
    (over && Object.keys(defaults).every((key) => key in over))
  )
    return (labels ?? defaults) as Labels;
  const merged = { ...defaults } as Record<keyof Labels, unknown>;
  for (const key of Object.keys(defaults) as (keyof Labels)[]) {
    const text = labels[key];
    if (typeof text === "string" && !isBlank(text)) merged[key] = text;
  }
  mergedOver.set(merged, defaults);
  return merged as Labels;
}
