import { isBlank } from "../../protocol/blank.ts";

// Each merged set, by the defaults it was merged over: every question merges the labels it is given,
// which in a form are the form's, merged once already.
const mergedOver = new WeakMap<object, object>();

/**
 * The defaults overlaid with the host's labels. A missing, non-string or blank
 * entry keeps its default: an empty label would leave a button or a choice
 * without an accessible name. Labels this merged over the same defaults come
 * back as they are.
 *
 * A module of its own, apart from the form's labels, so that a part with
 * labels of its own (ToolApproval) merges them without the form's strings.
 */
export function mergeLabels<Labels extends object>(
  labels: Partial<Labels> | undefined,
  defaults: Readonly<Labels>,
): Labels {
  if (!labels || labels === defaults || mergedOver.get(labels) === defaults) return (labels ?? defaults) as Labels;
  const merged = { ...defaults } as Record<keyof Labels, unknown>;
  for (const key of Object.keys(defaults) as (keyof Labels)[]) {
    const text = labels[key];
    if (typeof text === "string" && !isBlank(text)) merged[key] = text;
  }
  mergedOver.set(merged, defaults);
  return merged as Labels;
}
