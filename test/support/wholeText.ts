import type { MatcherFunction } from "@testing-library/react";

/**
 * Matches the outermost element whose whole text is `text`, across its children: a receipt such as
 * "Denied: Keep the cache" holds the reason in a `<bdi>` (inside a span), and `getByText("…")`
 * reads only an element's own text nodes. Outermost, so it is the receipt itself (what takes focus).
 */
export function wholeText(text: string): MatcherFunction {
  return (_, element) => element?.textContent === text && element.parentElement?.textContent !== text;
}
