import type { MatcherFunction } from "@testing-library/react";

/**
 * Matches the innermost element whose whole text is `text`, across its children: a receipt such as
 * "Denied: Keep the cache" holds the reason in a `<bdi>`, and `getByText("…")` reads only an
 * element's own text nodes.
 */
export function wholeText(text: string): MatcherFunction {
  return (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}
